/**
 * The build stops when the search index or the Markdown twins miss a page the site lists: a renamed theme class or a
 * converter that skips a page would otherwise leave readers and their tools without it, and every build green.
 */
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {LoadedPlugin} from '@docusaurus/types';
import {search} from '../../data/search';
import {FIXTURE_ROUTE_PREFIX} from '../test-fixtures/constants';

export interface Coverage {
  routes: readonly string[];
  routesBuildMetadata: Record<string, {noIndex?: boolean}>;
  plugins: readonly LoadedPlugin[];
  indexed: readonly string[];
  twinned: readonly string[];
}

/**
 * The pages the sitemap lists: every route but the not-found page and those kept out of search engines, and but the
 * broken pages of the test build, which are not pages of the site.
 */
export function listedPages({routes, routesBuildMetadata}: Pick<Coverage, 'routes' | 'routesBuildMetadata'>): string[] {
  return [...new Set(routes)].filter(
    (route) => !route.endsWith('.html') && !routesBuildMetadata[route]?.noIndex && !route.startsWith(FIXTURE_ROUTE_PREFIX),
  );
}

/** Every doc of every docs plugin instance (the guides and the API reference): what search must find. */
function docPermalinks(plugins: readonly LoadedPlugin[]): string[] {
  return plugins
    .filter((plugin) => plugin.name === 'docusaurus-plugin-content-docs')
    .flatMap((plugin) => (plugin.content as DocsContent).loadedVersions.flatMap((version) => version.docs))
    .map((doc) => doc.permalink);
}

export function checkCoverage(coverage: Coverage): void {
  const listed = listedPages(coverage);
  const twinned = new Set(coverage.twinned);
  const indexed = new Set(coverage.indexed);
  // The results page is a search box, with nothing to read as Markdown.
  const withoutTwin = listed.filter((page) => page !== search.pagePath && !twinned.has(page));
  const listedSet = new Set(listed);
  const notFindable = docPermalinks(coverage.plugins).filter((page) => listedSet.has(page) && !indexed.has(page));
  const problems = [
    ...(withoutTwin.length ? [`no Markdown twin for ${withoutTwin.length} listed pages: ${withoutTwin.join(', ')}`] : []),
    ...(notFindable.length ? [`${notFindable.length} docs missing from the search index: ${notFindable.join(', ')}`] : []),
  ];
  if (problems.length) throw new Error(`post-build: ${problems.join('; ')}`);
}
