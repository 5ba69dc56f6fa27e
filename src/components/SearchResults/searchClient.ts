/**
 * The site's search index, read through Pagefind's browser client (`/pagefind/pagefind.js`, written by the
 * `search-index` plugin). Nothing of it is part of the site's bundle: the client, its WebAssembly module and the
 * index chunks a query needs are fetched when a reader reaches for search, and each hit's text when it is shown.
 */
import {search} from '@site/src/data/search';

/** The parts of Pagefind's client this site uses. */
export interface PagefindClient {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(term: string): Promise<{results: PagefindResult[]} | null>;
}

export interface PagefindResult {
  id: string;
  /** 0 for a page that only matched in metadata the ranking gives no weight (its image). */
  score: number;
  data(): Promise<PagefindPage>;
}

/** What Pagefind knows of a matching page: the page, and each of its sections that holds a match. */
export interface PagefindPage {
  url: string;
  excerpt: string;
  meta: {title?: string};
  sub_results: PagefindSection[];
}

export interface PagefindSection {
  title: string;
  url: string;
  excerpt: string;
  weighted_locations?: {balanced_score: number}[];
}

/** One hit: a page, and the section of it that matches the query best. */
export interface SearchHit {
  /** The section's address: the page's, with the heading's anchor unless the match is above the first heading. */
  url: string;
  pageTitle: string;
  /** The section's heading; none when the best match is in the page's opening text. */
  heading?: string;
  /** Page text around the matches, with the matched words in `<mark>` (Pagefind's own markup). */
  excerpt: string;
}

let client: Promise<PagefindClient> | undefined;

/**
 * Starts loading the client (once a visit; again after a failure, on the reader's next try). `clientUrl` is where the
 * site serves `pagefind.js`, base URL included.
 */
export function loadSearchIndex(clientUrl: string): Promise<PagefindClient> {
  client ??= (import(/* webpackIgnore: true */ clientUrl) as Promise<PagefindClient>).then(
    async (pagefind) => {
      await pagefind.options({ranking: search.ranking, excerptLength: search.excerptWords});
      await pagefind.init();
      return pagefind;
    },
    (error: unknown) => {
      client = undefined;
      throw error;
    },
  );
  return client;
}

/** The hit for a matching page: its best-scoring section (the page itself if no section scores). */
export function hitOf(page: PagefindPage): SearchHit {
  const pageTitle = page.meta.title ?? page.url;
  const best = page.sub_results.reduce<{section?: PagefindSection; score: number}>(
    (top, section) => {
      const score = (section.weighted_locations ?? []).reduce((sum, location) => sum + location.balanced_score, 0);
      return score > top.score ? {section, score} : top;
    },
    {score: 0},
  ).section;
  if (!best) return {url: page.url, pageTitle, excerpt: page.excerpt};
  const isOpeningText = !best.url.includes('#');
  return {url: best.url, pageTitle, heading: isOpeningText ? undefined : best.title, excerpt: best.excerpt};
}

/** An excerpt split into plain text and matched words, read as HTML: Pagefind escapes the page text it quotes. */
export function excerptParts(excerpt: string): {text: string; matched: boolean}[] {
  const body = new DOMParser().parseFromString(excerpt, 'text/html').body;
  return Array.from(body.childNodes, (node) => ({
    text: node.textContent ?? '',
    matched: node.nodeName === 'MARK',
  })).filter((part) => part.text);
}
