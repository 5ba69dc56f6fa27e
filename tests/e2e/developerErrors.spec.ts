/**
 * The spec's developer-facing errors (a missing docs sidebar, doc or docs plugin, an unknown navbar item type, a
 * navbar item that fails to render) must never reach a visitor: each one stops the build that contains it. Each
 * test builds a minimal site with one such mistake, on our installed Docusaurus, and checks the build refuses it.
 *
 * Opt-in (`npm run test:e2e:developer-errors`, the `developer-errors` project of playwright.config.ts): these sites
 * use the classic preset alone, none of our configuration, plugins or theme components, so what they check is
 * Docusaurus itself, and only changes when Docusaurus is upgraded. Each costs a full build or a development server,
 * minutes of a two-core machine. Our own navbar items are held to the same rules by every build of the site.
 */
import {spawn, spawnSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {expect, test} from '@playwright/test';

const projectDir = join(__dirname, '..', '..');

/** A one-page site whose navbar holds `item`, in a temporary folder that uses our installed packages. */
function writeSite(item: Record<string, unknown>): string {
  const siteDir = mkdtempSync(join(tmpdir(), 'docs-developer-error-'));
  const config = {
    title: 'Developer error',
    url: 'http://127.0.0.1',
    baseUrl: '/',
    presets: [['classic', {docs: {routeBasePath: '/', sidebarPath: './sidebars.js'}, blog: false}]],
    themeConfig: {navbar: {items: [item]}},
  };
  writeFileSync(join(siteDir, 'docusaurus.config.js'), `module.exports = ${JSON.stringify(config)};\n`);
  writeFileSync(join(siteDir, 'sidebars.js'), "module.exports = {docs: ['intro']};\n");
  mkdirSync(join(siteDir, 'docs'));
  writeFileSync(join(siteDir, 'docs', 'intro.md'), '---\nslug: /\n---\n\n# Intro\n\nOne page.\n');
  symlinkSync(join(projectDir, 'node_modules'), join(siteDir, 'node_modules'), 'dir');
  return siteDir;
}

const noPersistentCache = {...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: 'true'};

function buildSiteWithNavbarItem(item: Record<string, unknown>): {status: number | null; output: string} {
  const siteDir = writeSite(item);
  try {
    const result = spawnSync('npx', ['docusaurus', 'build'], {
      cwd: siteDir,
      encoding: 'utf8',
      env: noPersistentCache,
      timeout: 120_000,
    });
    return {status: result.status, output: `${result.stdout}\n${result.stderr}`};
  } finally {
    rmSync(siteDir, {recursive: true, force: true});
  }
}

const mistakes: [string, Record<string, unknown>, RegExp][] = [
  ['a missing docs sidebar id', {type: 'docSidebar', sidebarId: 'no-such-sidebar', label: 'Docs'}, /no-such-sidebar/],
  ['a missing doc id', {type: 'doc', docId: 'no-such-doc', label: 'Docs'}, /no-such-doc/],
  ['a missing docs plugin', {type: 'doc', docId: 'intro', docsPluginId: 'no-such-plugin'}, /no-such-plugin/],
  ['an unknown navbar item type', {type: 'no-such-item-type', label: 'Docs'}, /no-such-item-type/],
];

test.describe('developer-facing errors stop the build', () => {
  test.describe.configure({timeout: 150_000});

  for (const [mistake, item, message] of mistakes) {
    test(mistake, () => {
      const {status, output} = buildSiteWithNavbarItem(item);
      expect(status).not.toBe(0);
      expect(output).toMatch(message);
    });
  }

  // Only the browser renders through React's error boundaries (a static build stops earlier, as above), so this
  // one is seen in the development server, which is where a developer meets it.
  test('a navbar item that fails to render is reported as such in the browser', async ({page}) => {
    const siteDir = writeSite({type: 'doc', docId: 'no-such-doc', label: 'Docs'});
    const port = 3290;
    const server = spawn('npx', ['docusaurus', 'start', '--port', String(port), '--host', '127.0.0.1', '--no-open'], {
      cwd: siteDir,
      env: noPersistentCache,
      detached: true,
      stdio: 'ignore',
    });
    try {
      await expect
        .poll(async () => (await page.request.get(`http://127.0.0.1:${port}/`).catch(() => null))?.status() ?? 0, {
          timeout: 90_000,
        })
        .toBe(200);
      await page.goto(`http://127.0.0.1:${port}/`);
      await expect(page.getByText(/A theme navbar item failed to render/)).toBeVisible({timeout: 30_000});
      await expect(page.getByText(/no-such-doc/).first()).toBeVisible();
    } finally {
      if (server.pid) process.kill(-server.pid, 'SIGTERM');
      rmSync(siteDir, {recursive: true, force: true});
    }
  });
});
