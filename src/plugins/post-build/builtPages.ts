/**
 * The pages the production build has just written, read once for every post-build step: the Markdown twins, the
 * search index and the host configuration all start from this map instead of reading and parsing each file again.
 */
import {readFile} from 'node:fs/promises';
import {join} from 'node:path';
import {fromHtml} from 'hast-util-from-html';
import type {Root} from 'hast';

export interface BuiltPage {
  /** The route, as the site links to it: `/android/home`, `/android/integration/`, `/404.html`. */
  route: string;
  html: string;
  /**
   * The page's HTML parsed into a tree, once, on first use. The Markdown converter rewrites the tree it is given, so
   * it is the last reader (the post-build plugin runs it after every other step).
   */
  tree(): Root;
}

export type BuiltPages = ReadonlyMap<string, BuiltPage>;

/** Where the build wrote a route's page: `/a/b` and `/a/b/` to `a/b/index.html`, `/404.html` to itself. */
export function htmlFileOfRoute(outDir: string, route: string): string {
  return route.endsWith('.html') ? join(outDir, route) : join(outDir, route, 'index.html');
}

export function builtPage(route: string, html: string): BuiltPage {
  let tree: Root | undefined;
  return {route, html, tree: () => (tree ??= fromHtml(html))};
}

export async function readBuiltPages(outDir: string, routes: readonly string[]): Promise<BuiltPages> {
  const unique = [...new Set(routes)];
  const pages = await Promise.all(
    unique.map(async (route) => builtPage(route, await readFile(htmlFileOfRoute(outDir, route), 'utf8'))),
  );
  return new Map(pages.map((page) => [page.route, page]));
}
