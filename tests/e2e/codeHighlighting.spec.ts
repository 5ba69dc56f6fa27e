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
