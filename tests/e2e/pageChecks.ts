/**
 * What particular pages of the sitemap must show, beyond what every page must: the spec's routes their titles and code
 * samples, the first page of each code language its highlighting, the API reference pages the OpenAPI theme's styles.
 * All of it is checked in the one desktop visit sitemap.spec.ts makes to each page; the specs these checks belong to
 * (routes, codeHighlighting, api) hold the rest of their subject and the proof that every page meant is in the sitemap.
 */
import type {Page} from '@playwright/test';
import {specRoutes} from '../specRoutes';
import {codeBlocks, readDocs, routeOf, type CodeBlock} from '../support/docs';
import {expectedTitles} from '../support/expectedTitles';
import {apiReference} from '../../src/data/apiReference';
import {prismLanguages} from '../../src/data/codeLanguages';
import {prismGrammarOf} from '../../src/plugins/prism-per-page/grammars';

const titles = expectedTitles();
const specPaths = new Set(specRoutes.map((route) => route.path));

/** The h1 a route of the spec shows; undefined for a page that is no route of the spec. */
export function specTitleOf(path: string): string | undefined {
  return specPaths.has(path) ? (titles.get(path) ?? 'missing title') : undefined;
}

/** Android pages whose topic is not code: overviews and checklists that link to the pages with the code. */
const androidPagesWithoutCode = new Set(['/android/special_cases/home', '/android/uninstall/', '/android/uninstall/home']);

/** Whether a route of the spec must show a code sample. */
export const showsCode = (path: string): boolean =>
  specPaths.has(path) && path.startsWith('/android/') && !androidPagesWithoutCode.has(path);

/** Pages, not the partials they include. */
const docPages = readDocs().filter((doc) => !doc.path.split('/').some((part) => part.startsWith('_')));

/** The first page with a code block in `grammar`, and that block's fence language (the grammar or an alias). */
function firstUse(grammar: string): {route: string; block: CodeBlock} | undefined {
  for (const doc of docPages) {
    const block = codeBlocks(doc).find((b) => prismGrammarOf(b.lang) === grammar);
    if (block) return {route: routeOf(doc), block};
  }
  return undefined;
}

/** Each Prism grammar of the site with the page its highlighting is checked on (none when no page uses it). */
export const highlightingChecks = prismLanguages.map((grammar) => ({grammar, use: firstUse(grammar)}));

/** The grammars whose highlighting is checked on `path`, each with the fence language its block uses. */
export function grammarsFirstUsedOn(path: string): {grammar: string; lang: string}[] {
  return highlightingChecks.flatMap(({grammar, use}) => (use?.route === path ? [{grammar, lang: use.block.lang}] : []));
}

/** Prism's tokens other than plain text: only a loaded grammar produces them. */
export const highlightedTokens = (lang: string): string => `pre.language-${lang} .token:not(.plain)`;

export const isApiReferencePage = (path: string): boolean => path.startsWith(`/${apiReference.routeBasePath}/`);

let themeClasses: Promise<Set<string>> | undefined;

/**
 * The classes the OpenAPI theme's complete stylesheet styles. The site ships its schema styles only
 * (src/plugins/openapi-lean): held against the theme's whole stylesheet, no class a reference page uses may lose the
 * rules the theme gives it. Compiled on first use, by the workers that visit a reference page; Sass is loaded then
 * too, as it took 0.6 s to load in every process that lists the specs or runs one that imports this module.
 */
function classesStyledByTheme(): Promise<Set<string>> {
  themeClasses ??= import('sass').then(({compile}) => {
    const css = compile(require.resolve('docusaurus-theme-openapi-docs/lib/theme/styles.scss')).css;
    const classes = new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1] ?? ''));
    // The classic theme's code blocks (the front page's example) look as on every other page of the site: the theme's
    // one rule for them enlarges code on touch devices for its request editor, which the site does not ship.
    classes.delete('prism-code');
    return classes;
  });
  return themeClasses;
}

/** The classes on the page that the OpenAPI theme styles, and those of them no stylesheet of the page has a rule for. */
export async function openApiThemeClasses(page: Page): Promise<{themed: string[]; unstyled: string[]}> {
  const {used, selectors} = await page.evaluate(() => {
    const classes = new Set<string>();
    document.querySelectorAll('[class]').forEach((element) => element.classList.forEach((name) => classes.add(name)));
    // Rules sit inside cascade layers and media queries: walk every grouping rule.
    const selectorsOf = (rules: CSSRuleList): string[] =>
      Array.from(rules).flatMap((rule) => [
        ...(rule instanceof CSSStyleRule ? [rule.selectorText] : []),
        ...('cssRules' in rule ? selectorsOf((rule as CSSGroupingRule).cssRules) : []),
      ]);
    return {used: [...classes], selectors: Array.from(document.styleSheets).flatMap((sheet) => selectorsOf(sheet.cssRules)).join('\n')};
  });
  const styledByTheme = await classesStyledByTheme();
  const themed = used.filter((name) => styledByTheme.has(name));
  return {themed, unstyled: themed.filter((name) => !new RegExp(`\\.${name}(?![\\w-])`).test(selectors))};
}
