import {defineConfig, devices} from '@playwright/test';
import {networkFlags, servers} from './tests/e2e/servers';
import {reportFiles} from './scripts/test-summary';

const DEVELOPER_ERRORS = /developerErrors\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Playwright's default, half the cores, is one worker on a two-core machine; two keep both cores busy while a test
  // waits on its page.
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // The JSON report feeds `npm test`'s closing line (scripts/test-summary.ts).
  reporter: [['list'], ['json', {outputFile: reportFiles.browser}]],
  // The clipboard helper's CDN, answered locally for the whole run (see `networkFlags`).
  globalSetup: './tests/e2e/globalSetup.ts',
  use: {
    baseURL: servers.site.url,
    // A failed test's trace keeps its actions, console, network and a DOM snapshot at each action, which the trace
    // viewer renders, but no screencast: dropping the screencast took the shell and fault specs from 346 and 376 s to
    // 291 and 299 s of summed test time (two runs each, alternated).
    trace: {mode: 'retain-on-failure', screenshots: false},
    launchOptions: {
      // Debian's headless shell, which `npm run test:e2e` installs: the headless build of Chromium that Playwright itself
      // runs headless tests in by default. On a two-core machine the whole suite took 478 s of wall time in it, against
      // 732 s in Debian's full browser.
      executablePath: process.env.CHROME_PATH || '/usr/lib/chromium/chromium-headless-shell',
      // No network but loopback here: keep Chromium from calling home at start-up.
      args: [
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
        '--disable-gpu',
        ...networkFlags,
      ],
    },
  },
  projects: [
    {name: 'chromium', use: {...devices['Desktop Chrome']}, testIgnore: DEVELOPER_ERRORS},
    // Builds of throwaway sites that check Docusaurus, not this site: run on request only (see the spec's header).
    {name: 'developer-errors', use: {...devices['Desktop Chrome']}, testMatch: DEVELOPER_ERRORS, default: false},
  ],
  // Each build served as production serves it: nginx with the configuration the build wrote (`npm run serve`).
  webServer: Object.values(servers).map((server) => ({
    command: `npx tsx scripts/serve.ts --dir ${server.dir} --port ${server.port}`,
    url: server.url,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore' as const,
    // SIGTERM rather than Playwright's default SIGKILL: `serve.ts` then stops nginx and removes its temporary folder.
    gracefulShutdown: {signal: 'SIGTERM' as const, timeout: 5_000},
  })),
});
