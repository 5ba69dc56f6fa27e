/**
 * Builds the site search's index once the production build has written its pages: Pagefind, through its Node API,
 * reads every doc and API reference page and writes a chunked index (plus its small browser client) to
 * `/pagefind/`, from which the search box loads only the pieces a query needs.
 *
 * Pagefind reads a marked-up copy of each page; the served pages are not changed. Only the article body is indexed
 * (`data-pagefind-body` on the theme's markdown container: no navbar, footer, sidebar, table of contents,
 * breadcrumbs or pagination), so pages outside the docs (the landing page, the results page, 404) are left out.
 * Headings weigh by level; the page's description and its `keywords` front matter, which the page only carries in
 * its `<head>`, become searchable metadata (`data-pagefind-meta`) that the client's ranking weighs
 * (`search.ranking` in `src/data/search.ts`).
 */
import {existsSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import {join} from 'node:path';
import {pathToFileURL} from 'node:url';
import logger from '@docusaurus/logger';
import {search} from '../../data/search';
import type {BuiltPages} from '../post-build/builtPages';

/**
 * Parts of the article body that are controls, not content: the code tabs' labels ("Kotlin", "Java"), heading
 * anchors, buttons (copy, word wrap). Pagefind itself leaves out scripts, styles, forms and SVG.
 */
const EXCLUDED_SELECTORS = ['[role="tablist"]', '.hash-link', 'button'];

/** The site is English only: one language, and no guessing it page by page. */
export const INDEX_OPTIONS = {forceLanguage: 'en', excludeSelectors: EXCLUDED_SELECTORS};

/** The theme's markdown container (`ThemeClassNames.docs.docMarkdown`), on doc and API reference pages alike. */
const ARTICLE_BODY = /<div\b[^>]*\bclass=("?)[^">]*\btheme-doc-markdown\b[^>]*>/;
/** `<meta name="description">` and `<meta name="keywords">` as the build writes them, quoted or not. */
const metaTag = (name: string) => new RegExp(`<meta\\b[^>]*\\bname=("?)${name}\\1[\\s/>][^>]*>`);
const SEARCHABLE_META = ['description', 'keywords'].map((name) => ({name, tag: metaTag(name)}));

/** The copy of a built page that Pagefind indexes, or nothing for a page without an article body. */
export function indexableHtml(html: string): string | undefined {
  if (!ARTICLE_BODY.test(html)) return undefined;
  const withBody = html.replace(ARTICLE_BODY, (body) => `${body.slice(0, -1)} data-pagefind-body>`);
  return SEARCHABLE_META.reduce(
    (marked, {name, tag}) =>
      marked.replace(tag, (meta) => meta.replace(/^<meta/, `<meta data-pagefind-meta="${name}[content]"`)),
    withBody,
  );
}

/**
 * Pagefind's Node API is an ES module whose `exports` name it for `import` only, while Docusaurus loads the config
 * (and this plugin) through a transpiler that turns `import()` into a CommonJS `require()`, which then cannot
 * resolve the package. The entry file is found as Node finds a package folder, and loaded by its path.
 */
async function importPagefind(): Promise<typeof import('pagefind')> {
  const packageDir = (require.resolve.paths('pagefind') ?? [])
    .map((nodeModules) => join(nodeModules, 'pagefind'))
    .find((dir) => existsSync(join(dir, 'package.json')));
  if (!packageDir) throw new Error('The pagefind package is not installed (npm ci)');
  const manifest = JSON.parse(await readFile(join(packageDir, 'package.json'), 'utf8')) as {
    exports: {'.': {import: string}};
  };
  const entry = pathToFileURL(join(packageDir, manifest.exports['.'].import)).href;
  return (await import(entry)) as typeof import('pagefind');
}

/**
 * Post-build step: indexes every page with an article body and writes the index under `/pagefind/`. Returns the
 * routes it indexed, which the post-build plugin compares with the pages the site should be findable by.
 */
export async function writeSearchIndex(outDir: string, pages: BuiltPages): Promise<string[]> {
  const startedAt = performance.now();
  const pagefind = await importPagefind();
  const {index, errors} = await pagefind.createIndex(INDEX_OPTIONS);
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  try {
    // All at once: Pagefind's service parses pages in parallel.
    const added = await Promise.all(
      [...pages.values()].map(async ({route, html}) => {
        const indexable = indexableHtml(html);
        if (!indexable) return undefined;
        const {errors: pageErrors} = await index.addHTMLFile({url: route, content: indexable});
        if (pageErrors.length) throw new Error(`Pagefind could not index ${route}: ${pageErrors.join('; ')}`);
        return route;
      }),
    );
    const indexed = added.filter((route): route is string => route !== undefined);
    const written = await index.writeFiles({outputPath: join(outDir, search.indexDir)});
    if (written.errors.length) throw new Error(`Pagefind could not write the index: ${written.errors.join('; ')}`);
    const seconds = ((performance.now() - startedAt) / 1000).toFixed(2);
    // Not "N pages in X s": a CI log reader may take a line ending "in X s" for a test runner's closing count.
    logger.info`Search index: path=${`/${search.indexDir}/`}, ${indexed.length} pages, ${seconds} s of indexing.`;
    return indexed;
  } finally {
    await pagefind.close();
  }
}
