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
  // A failed test runs once more, traced: recording a trace of every test cost a quarter of the time of the specs
  // other than the sitemap's (443 → 335 s summed over their tests; 478 → 423 s for the whole suite). A test that
  // passes on its retry still fails the run, so a retry hides nothing; its first failure stays in the report.
  retries: 1,
  failOnFlakyTests: true,
  forbidOnly: !!process.env.CI,
  // The JSON report feeds `npm test`'s closing line (scripts/test-summary.ts).
  reporter: [['list'], ['json', {outputFile: reportFiles.browser}]],
  // The clipboard helper's CDN, answered locally for the whole run (see `networkFlags`).
  globalSetup: './tests/e2e/globalSetup.ts',
  use: {
    baseURL: servers.site.url,
    // The retry's trace keeps its actions, console, network, a DOM snapshot at each action and the screencast.
    trace: 'on-first-retry',
    launchOptions: {
      // Debian's headless shell, as `scripts/ensure-chromium.sh tests` installs it: the headless build of Chromium that
      // Playwright itself runs headless tests in by default. On a two-core machine the whole suite (every test traced,
      // as it then was) took 478 s of wall time in it, against 732 s in Debian's full browser.
      executablePath: process.env.TEST_CHROMIUM_PATH || '/usr/lib/chromium/chromium-headless-shell',
      // No network but loopback here: keep Chromium from calling home at start-up.
      args: [
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
        '--disable-gpu',
        // V8's baseline compiler at most, not its optimising ones (Maglev, TurboFan). A page here lives for a few
        // seconds, too short for optimised code to repay compiling it, and the compiling ran on background threads
        // that took a core from the other worker: six sitemap visits (load, axe in both modes) used 17.8 core-seconds
        // of Chromium with them and 12.9 without (medians of 3), and the browser suite took 339 s instead of 394 s.
        // What the site does is the same at every tier; the bench keeps V8's defaults, as readers' browsers have.
        '--js-flags=--max-opt=1',
        ...networkFlags,
      ],
    },
  },
  projects: [
    {name: 'chromium', use: {...devices['Desktop Chrome']}, testIgnore: DEVELOPER_ERRORS},
    // Builds of throwaway sites that check Docusaurus, not this site: run on request only (see the spec's header).
    // No retry: each of its tests builds a site or starts a development server on a fixed port, which a retry after a
    // timeout could find still running.
    {name: 'developer-errors', use: {...devices['Desktop Chrome']}, testMatch: DEVELOPER_ERRORS, default: false, retries: 0},
  ],
  // Each build served as production serves it: nginx with the configuration the build wrote (`npm run serve`).
  webServer: Object.values(servers).map((server) => ({
    // The project's `tsx` itself, run from the project root, rather than through `npx`, which took 0.6 s of the
    // server's 1.3 s start-up.
    command: `node_modules/.bin/tsx scripts/serve.ts --dir ${server.dir} --port ${server.port}`,
    url: server.url,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore' as const,
    // SIGTERM rather than Playwright's default SIGKILL: `serve.ts` then stops nginx and removes its temporary folder.
    gracefulShutdown: {signal: 'SIGTERM' as const, timeout: 5_000},
  })),
});
