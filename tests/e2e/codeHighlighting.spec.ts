import {expect, test} from './fixtures';
import {prismLanguages} from '../../src/data/codeLanguages';
import {prismGrammarOf} from '../../src/plugins/prism-per-page/grammars';
import {codeBlocks, readDocs, routeOf, type CodeBlock} from '../support/docs';

/** Pages, not the partials they include. */
const pages = readDocs().filter((doc) => !doc.path.split('/').some((part) => part.startsWith('_')));

/** The first page with a code block in `grammar`, and that block's fence language (the grammar or an alias). */
function firstUse(grammar: string): {route: string; block: CodeBlock} | undefined {
  for (const doc of pages) {
    const block = codeBlocks(doc).find((b) => prismGrammarOf(b.lang) === grammar);
    if (block) return {route: routeOf(doc), block};
  }
  return undefined;
}

/** Prism's tokens other than plain text: only a loaded grammar produces them. */
const highlightedTokens = (lang: string) => `pre.language-${lang} .token:not(.plain)`;

test.describe('code in every language the docs use is highlighted (each page imports its own grammars)', () => {
  for (const grammar of prismLanguages) {
    const use = firstUse(grammar);
    test(`${grammar}${use ? `, on ${use.route}` : ''}`, async ({page}) => {
      expect(use, `no page has a ${grammar} code block`).toBeDefined();
      await page.goto(use!.route);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      await expect(page.locator(highlightedTokens(use!.block.lang)).first()).toBeAttached();
    });
  }

  test('on a page reached by client-side navigation from a page without code', async ({page}) => {
    await page.goto('/faq/home');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
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
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(page.locator(highlightedTokens('kotlin')).first()).toBeVisible();
    expect(await tokenized(page)).toBe(0);

    // The Java tab was hidden when the page loaded: its code too is the server's, shown as it was sent.
    await page.getByRole('tab', {name: 'Java'}).first().click();
    await expect(page.locator(highlightedTokens('java')).first()).toBeVisible();
    expect(await tokenized(page)).toBe(0);

    await page.locator('article').getByRole('link', {name: 'Test the integration', exact: true}).first().click();
    await expect(page).toHaveURL(/\/android\/integration\/test$/);
    await expect(page.locator('article pre .token:not(.plain)').first()).toBeAttached();
    expect(await tokenized(page)).toBeGreaterThan(0);
  });
});
