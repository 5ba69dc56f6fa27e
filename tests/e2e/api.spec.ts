import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {parse} from 'yaml';
import {expect, test} from './fixtures';
import {waitForHydration} from './hydration';
import {apiIntroPath, apiReference} from '../../src/data/apiReference';

const specOnDisk = parse(readFileSync(join(__dirname, '..', '..', apiReference.specFile), 'utf8')) as unknown;

test.describe('API reference', () => {
  test('has a navbar entry that opens its introduction, which says what the schema is', async ({page}) => {
    await page.goto('/');
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: apiReference.label}).click();
    await expect(page).toHaveURL(new RegExp(`${apiIntroPath}$`));
    await expect(page.locator('article')).toContainText('the configuration file of a container development-environment tool');
  });

  test('opens on a front page that links each top-level key to the page of its schema', async ({page}) => {
    await page.goto(apiIntroPath);
    const keys = page.locator('article table').first();
    await expect(keys.getByRole('link', {name: 'hooks', exact: true})).toHaveAttribute('href', '/api/schemas/hook');
    await keys.getByRole('link', {name: 'localRegistry', exact: true}).click();
    await expect(page).toHaveURL(/\/api\/schemas\/local-registry$/);
    await expect(page.locator('article h1')).toHaveText('Local registry');
  });

  test('gives on its front page the defaults the spec names, with their place in the file', async ({page}) => {
    await page.goto(apiIntroPath);
    const row = (setting: string) => page.getByRole('row').filter({has: page.getByRole('link', {name: setting, exact: true})});
    await expect(row('hooks[].container.timeout')).toContainText('150 seconds');
    await expect(row('localRegistry.port')).toContainText('5000');
    await expect(row('localRegistry.persistence.size')).toContainText('5Gi');
  });

  test('shows on its front page a complete example file, highlighted as YAML', async ({page}) => {
    await page.goto(apiIntroPath);
    await waitForHydration(page);
    const example = page.locator('.theme-code-block').filter({hasText: 'localRegistry:'}).first();
    await expect(example.locator('pre.language-yaml .token:not(.plain)').first()).toBeAttached();
    await expect(example).toContainText('version: v2');
  });

  test('renders the defaults of the hook timeout, registry port and volume size', async ({page}) => {
    const defaults: [string, string, string][] = [
      ['/api/schemas/hook-container', 'timeout', '150'],
      ['/api/schemas/local-registry', 'port', '5000'],
      ['/api/schemas/registry-persistence', 'size', '5Gi'],
    ];
    for (const [path, property, value] of defaults) {
      await page.goto(path);
      const item = page.locator('.openapi-schema__list-item').filter({hasText: property}).first();
      await expect(item).toContainText(`Default value: ${value}`);
    }
  });

  test('shows each alternative of a oneOf property in a tab of its own', async ({page}) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/api/schemas/pipeline-flag');
    await waitForHydration(page);
    await page.locator('summary').filter({hasText: 'default'}).click();
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText(['boolean', 'string', 'integer', 'string[]']);
    await expect(page.getByRole('tabpanel')).toHaveText('boolean');
    await tabs.filter({hasText: 'integer'}).click();
    await expect(tabs.filter({hasText: 'integer'})).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toHaveText('integer');
    expect(errors).toEqual([]);
  });

  test('keeps its own sidebar with a category that links to the introduction', async ({page}) => {
    await page.goto('/api/schemas/hook');
    const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
    await expect(sidebar.getByRole('link', {name: 'Dev environment configuration'})).toHaveAttribute('href', apiIntroPath);
    await expect(sidebar.getByRole('link', {name: 'Hook container'})).toBeVisible();
    await expect(sidebar.getByRole('button', {name: /Android/})).toHaveCount(0);
  });

  test('the download button serves the spec file itself', async ({page}) => {
    // The Export menu fades in on hover. Clicking while it moves made Playwright retry and scroll until the fixed
    // navbar's language menu lay under the pointer, and the Export menu closed; without the fade it is still.
    await page.emulateMedia({reducedMotion: 'reduce'});
    await page.goto(apiIntroPath);
    // As a reader clicks it: through the theme's own click handler, which the page runs once it has hydrated.
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Export'}).hover();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', {name: 'OpenAPI Spec'}).click(),
    ]);
    expect(download.suggestedFilename()).toBe('devenv.yaml');
    const downloaded = readFileSync(await download.path(), 'utf8');
    expect(parse(downloaded)).toEqual(specOnDisk);
  });

  test('uses a light blue primary colour on its pages only', async ({page}) => {
    const primary = () =>
      page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--ifm-color-primary').trim());
    await page.goto('/');
    const sitePrimary = await primary();
    await page.goto(apiIntroPath);
    const apiPrimary = await primary();
    expect(apiPrimary).not.toBe(sitePrimary);
    const [r = 0, g = 0, b = 0] = (apiPrimary.match(/[0-9a-f]{2}/gi) ?? []).map((hex) => parseInt(hex, 16));
    expect(b).toBeGreaterThan(r);
    expect(g).toBeGreaterThan(r);
  });
});

// "API reference styles", that every class the OpenAPI theme styles has its rules on each reference page, is checked
// in each /api/ page's visit of sitemap.spec.ts (pageChecks.ts).
