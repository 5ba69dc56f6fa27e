import {expect, test} from './fixtures';
import {waitForHydration} from './hydration';
import {highlightedTokens, highlightingChecks} from './pageChecks';
import {sitemapPaths} from './sitemapPaths';
import {expectedTitles} from '../support/expectedTitles';

const titles = expectedTitles();

test.describe('code in every language the docs use is highlighted (each page imports its own grammars)', () => {
  // The tokens of each language are looked for on the first page that uses it, in that page's visit of sitemap.spec.ts.
  test('each language has a page that uses it, and the sitemap visits that page', () => {
    const paths = new Set(sitemapPaths());
    const unchecked = highlightingChecks
      .filter(({use}) => !use || !paths.has(use.route))
      .map(({grammar, use}) => (use ? `${grammar}: ${use.route} is not in the sitemap` : `${grammar}: no page has a code block`));
    expect(unchecked).toEqual([]);
  });

  test('on a page reached by client-side navigation from a page without code', async ({page}) => {
    await page.goto('/faq/home');
    await waitForHydration(page);
    await expect(page.locator('pre')).toHaveCount(0);
    await page.locator('article').getByRole('link', {name: 'Flutter FAQ', exact: true}).click();
    await expect(page).toHaveURL(/\/faq\/flutter$/);
    await expect(page.locator(highlightedTokens('dart')).first()).toBeAttached();
  });
});

test.describe('a first load keeps the code the server highlighted (src/theme/CodeBlock/Content)', () => {
  test.beforeEach(async ({page}) => {
    // Counts Prism's tokenizing runs: the page makes prism-react-renderer's Prism global before any grammar loads.
    await page.addInitScript(() => {
      const counted = window as unknown as {tokenized: number; Prism?: unknown};
      counted.tokenized = 0;
      let prism: {hooks: {add(name: string, hook: () => void): void}} | undefined;
      Object.defineProperty(window, 'Prism', {
        configurable: true,
        get: () => prism,
        set(value: typeof prism) {
          prism = value;
          value?.hooks.add('before-tokenize', () => {
            counted.tokenized += 1;
          });
        },
      });
    });
  });
  const tokenized = (page: import('@playwright/test').Page) =>
    page.evaluate(() => (window as unknown as {tokenized: number}).tokenized);

  test('hydrating a page of code highlights nothing again; code shown later is highlighted in the browser', async ({page}) => {
    await page.goto('/android/integration/home');
    await waitForHydration(page);
    await expect(page.locator(highlightedTokens('kotlin')).first()).toBeVisible();
    expect(await tokenized(page)).toBe(0);

    // The Java tab was hidden when the page loaded: its code too is the server's, shown as it was sent.
    await page.getByRole('tab', {name: 'Java'}).first().click();
    await expect(page.locator(highlightedTokens('java')).first()).toBeVisible();
    expect(await tokenized(page)).toBe(0);

    await page.locator('article').getByRole('link', {name: 'Test the integration', exact: true}).first().click();
    await expect(page).toHaveURL(/\/android\/integration\/test$/);
    // The address changes at the click, but the last page stays on screen until the next page's scripts have loaded
    // (faults.spec.ts, "a slow route keeps the old page"): its code, highlighted by the server, would pass the check
    // below, so the next page's title is waited for first.
    await expect(page.locator('h1')).toHaveText(titles.get('/android/integration/test')!);
    await expect(page.locator('article pre .token:not(.plain)').first()).toBeAttached();
    expect(await tokenized(page)).toBeGreaterThan(0);
  });
});
