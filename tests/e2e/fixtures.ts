/**
 * Shared browser-test set-up. Every test fails on a Content-Security-Policy violation in any of its pages: the policy
 * the host sends (src/data/hosting.ts) must let everything a reader does run. A test that provokes one on purpose
 * takes the `cspViolations` list and empties it once it has checked it. The sitemap's tabs, which each worker keeps
 * from one sitemap test to the next, are declared here too, for every spec (`testWithSitemapTabs`).
 *
 * The machines that run the suite have no internet: Chromium is started with `networkFlags` (servers.ts), which send
 * the clipboard helper's CDN to a local mirror of the npm package's copy (so the integrity check really runs) and
 * leave every other external host unresolved.
 */
import {test as base, devices, expect, type Browser, type BrowserContext, type BrowserContextOptions, type Page} from '@playwright/test';
import {servers} from './servers';

/** The page's own report of a violation: the directive, and what was blocked (`inline`, a URL, `wasm-eval`…). */
const REPORT_VIOLATIONS = `document.addEventListener('securitypolicyviolation', (event) =>
  window.__reportCspViolation(location.pathname + ': ' + event.effectiveDirective + ' blocked ' + event.blockedURI));`;

/**
 * Starts collecting the Content-Security-Policy violations of every page of `context`, for as long as it lives; the
 * list returned is the one they are pushed to.
 */
export async function watchCspViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeFunction('__reportCspViolation', (report: string) => violations.push(report));
  await context.addInitScript({content: REPORT_VIOLATIONS});
  // The console names violations the event does not reach, such as a blocked `eval` in a worker.
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  return violations;
}

/** A tab that visits one page after another, and what went wrong on the page it shows now. */
export interface Tab {
  page: Page;
  /** Console errors and uncaught exceptions. */
  errors: string[];
  cspViolations: string[];
}

const {viewport, userAgent, deviceScaleFactor} = devices['Desktop Chrome'];
const desktop: BrowserContextOptions = {viewport, userAgent, deviceScaleFactor};
const phone: BrowserContextOptions = {
  ...desktop,
  viewport: {width: 390, height: 844},
  isMobile: true,
  hasTouch: true,
};
/**
 * The sitemap's desktop visit is a reader who asks for reduced motion: the theme then switches colour modes without
 * its 200 ms fades, whose frames the browser otherwise renders before the dark-mode check may read the settled colours
 * (the switch took 296 against 153 ms of Chromium's CPU per visit, over eight pages twice). The colours checked are the
 * ones the fades end on; the fades themselves are checked in shell.spec.ts, and the phone visit keeps the default.
 */
const desktopReducedMotion: BrowserContextOptions = {...desktop, reducedMotion: 'reduce'};

/** A tab of a new context with `options`, open for as long as the worker runs. */
function workerTab(options: BrowserContextOptions) {
  return async ({browser}: {browser: Browser}, use: (tab: Tab) => Promise<void>): Promise<void> => {
    const context = await browser.newContext({...options, baseURL: servers.site.url});
    const cspViolations = await watchCspViolations(context);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
    await use({page, errors, cspViolations});
    await context.close();
  };
}

/**
 * The sitemap's tabs, one per size, open for as long as a worker runs (sitemap.spec.ts). They are declared for every
 * spec, and set up only in a worker that runs a sitemap test, so the sitemap's tests run in the workers the other
 * specs started rather than in two more, each with its own browser. This rests on how Playwright (1.65) groups tests
 * into workers, which it does not document: by the identity of every worker-scoped fixture declared (its
 * `FixturePool` digest), not by those a test uses. A worker fixture or worker option declared in one spec alone
 * would split the workers again, silently: the suite would only take longer.
 */
export const testWithSitemapTabs = base.extend<object, {desktopWorkerTab: Tab; phoneWorkerTab: Tab}>({
  desktopWorkerTab: [workerTab(desktopReducedMotion), {scope: 'worker'}],
  phoneWorkerTab: [workerTab(phone), {scope: 'worker'}],
});

export const test = testWithSitemapTabs.extend<{cspViolations: string[]}>({
  cspViolations: [
    async ({context}, use) => {
      const violations = await watchCspViolations(context);
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};
