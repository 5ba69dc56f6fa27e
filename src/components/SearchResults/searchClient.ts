/**
 * The site's search index, read through Pagefind's browser client (`/pagefind/pagefind.js`, written by the
 * `search-index` plugin). Nothing of it is part of the site's bundle: the client, its WebAssembly module and the
 * index chunks a query needs are fetched when a reader reaches for search, and each hit's text when it is shown.
 * Every page carries this module and the box (`SearchBox`, in the navbar and the side panel); what shows hits
 * loads on intent too.
 */
import {useCallback} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
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

/** What a reader is told when the client or the code that shows hits cannot be fetched (offline, say). */
export const SEARCH_UNAVAILABLE = 'Search could not load. Check your connection and try again.';

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

/** Where the site serves Pagefind's client. */
export function useSearchClientUrl(): string {
  return useBaseUrl(`/${search.indexDir}/pagefind.js`);
}

/** Starts loading the search client, for a reader who shows intent (hover, focus, the shortcut). */
export function usePreloadSearch(): () => void {
  const clientUrl = useSearchClientUrl();
  // A failure shows when the reader searches; the next sign of intent tries again.
  return useCallback(() => void loadSearchIndex(clientUrl).catch(() => undefined), [clientUrl]);
}
