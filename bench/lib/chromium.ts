/**
 * The Chromium every browser measurement drives: Debian's full browser, as `scripts/ensure-chromium.sh bench` installs
 * it, or the binary `$CHROME_PATH` names (the variable Lighthouse's launcher reads).
 */
import {chromium, type Browser} from '@playwright/test';

export const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium';

/** No sandbox or GPU (containers, CI), and nothing that calls home: the only traffic is the page under test. */
export const quietChromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Runs `task` with a Playwright-driven Chromium, closed afterwards. */
export async function withPlaywrightChromium<T>(task: (browser: Browser) => Promise<T>): Promise<T> {
  // Playwright picks its own headless switch, so it gets the quiet flags only.
  const browser = await chromium.launch({executablePath: chromiumPath, args: quietChromiumFlags});
  try {
    return await task(browser);
  } finally {
    await browser.close();
  }
}
