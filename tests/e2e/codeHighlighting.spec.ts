import {expect, test} from './fixtures';
import {waitForHydration} from './hydration';
import {highlightedTokens, highlightingChecks} from './pageChecks';
import {sitemapPaths} from './sitemapPaths';

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
