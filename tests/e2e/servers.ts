/**
 * The servers the suite runs against. Playwright starts (and stops) the two static servers: the shipped production
 * build, and the build with the test-only fixture pages (`npm run build:fixtures`). The CDN mirror is started once
 * for the run by globalSetup.ts.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {clipboardScript} from '../../src/plugins/clipboard-script';

const port = Number(process.env.E2E_PORT ?? 3210);

export const servers = {
  site: {port, url: `http://127.0.0.1:${port}`, dir: 'build'},
  fixtures: {port: port + 1, url: `http://127.0.0.1:${port + 1}`, dir: 'build-fixtures'},
} as const;

const cdnHostname = new URL(clipboardScript(join(__dirname, '..', '..')).src).hostname;
const axeVersion = (JSON.parse(readFileSync(require.resolve('axe-core/package.json'), 'utf8')) as {version: string}).version;
const axePath = `/npm/axe-core@${axeVersion}/axe.min.js`;

/**
 * Where the clipboard helper's CDN is answered: its host, the loopback port of the mirror that answers for it, and
 * the other files the suite has it serve, each at its path on the CDN. axe-core is one: the accessibility checks load
 * it into a page as a script from the CDN, which the `script-src` of the site's Content-Security-Policy allows
 * (`src/data/hosting.ts`; tests/e2e/axe.ts). Were the CDN ever taken out of it, every accessibility check would fail
 * on the blocked script, saying so: axe would then be served from another allowed place, or put into the page as
 * source again.
 */
export const cdnMirror = {
  hostname: cdnHostname,
  port: port + 2,
  files: {[axePath]: require.resolve('axe-core/axe.min.js')},
} as const;

/** The CDN address of axe-core's minified build, the same version as the `axe-core` the suite imports. */
export const axeScriptUrl = `https://${cdnHostname}${axePath}`;

/**
 * The machines that run the suite have no internet. Chromium resolves the CDN's host to the mirror, whose certificate
 * is its own (accepted: no other host answers at all), and no other name but loopback's: a request to any other
 * host fails at once, as it did when the suite refused it from Playwright's side. Resolving the names in the browser
 * rather than intercepting requests leaves the site's own requests alone: routing every request of every page
 * through Playwright made the sitemap's visits of the Android pages about 6 % slower.
 */
export const networkFlags = [
  `--host-resolver-rules=MAP ${cdnMirror.hostname} 127.0.0.1:${cdnMirror.port}, MAP * ~NOTFOUND, EXCLUDE 127.0.0.1`,
  '--ignore-certificate-errors',
];
