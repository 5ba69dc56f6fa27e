/** A matching page as a hit, and its excerpt as text to show: the code that runs once hits arrive. */
import type {PagefindPage, PagefindSection} from './searchClient';

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
