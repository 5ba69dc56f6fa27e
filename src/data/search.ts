/**
 * Site search: a static index built after the production build (the `search-index` plugin) and the search box and
 * results page that read it (`src/components/SearchBox`, `src/components/SearchResults`, `src/pages/search.tsx`).
 */
export const search = {
  /** The results page, for a query in its URL (`/search?q=…`). */
  pagePath: '/search',
  /** The URL parameter the results page reads its query from. */
  queryParam: 'q',
  /** Where the index and the browser client that reads it are served, relative to the site root. */
  indexDir: 'pagefind',
  /**
   * Characters a query needs before it is searched: a one- or two-letter prefix matches words across most of the
   * index, so searching it would fetch index chunks and excerpts that the next keystroke makes useless.
   */
  minQueryLength: 3,
  /** Hits the search box shows; the results page shows more on request. */
  boxHits: 8,
  pageHits: 20,
  /**
   * While the reader is still typing, only the first hits' text is fetched: the top of the list barely changes from
   * one keystroke to the next (typing `install referrer`, the first two hits are the same pages from `inst` on, and
   * the third swaps among three), so fetching the lower hits for every query typed past is bytes a phone pays for
   * nothing. The rest follow once the query has been still for `typingPauseMs`. Three rather than four: typing
   * `install referrer`, five of the pages whose text four fetched for the queries typed past were not among the final
   * query's hits, and the bench's first search sent over its 200 KB budget; with three it fetches one page fewer
   * (`npm run bench:first-search`, src/plugins/search-index/README.md).
   */
  hitsWhileTyping: 3,
  typingPauseMs: 300,
  /** Words of page text around the matches shown under each hit. */
  excerptWords: 24,
  /**
   * Pagefind's ranking, tuned on the query set of the search tests (`tests/support/searchQueries.ts`). Headings weigh
   * by level (h1 7, h2 6, h3 5, body text 1) as Pagefind's defaults have it; on top of that a page's title, its
   * description and its `keywords` front matter add to its score when they hold the query's words (`metaWeights`).
   * `pageLength` 0.25 instead of 0.75: a long guide is not a worse answer for being long. `termSimilarity` 3
   * instead of 1: `attributed` finds a page that says "attributed" before those that say "attribution". The image
   * Pagefind picks for each page (a logo, an inline diagram's data URL) is metadata too, and must not match words.
   */
  ranking: {
    pageLength: 0.25,
    termSimilarity: 3,
    metaWeights: {title: 5, description: 2, keywords: 10, image: 0, image_alt: 0},
  },
} as const;
