import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {search} from '@site/src/data/search';
import {excerptParts, type SearchHit} from './hits';
import {SEARCH_UNAVAILABLE} from './searchClient';
import type {SearchResultsState} from './useSearchResults';
import styles from './styles.module.css';

interface SearchResultsProps {
  /** For the search box's `aria-controls`. */
  id?: string;
  /** The query the hits answer: names the list for assistive technology. */
  query: string;
  hits: readonly SearchHit[];
  /** Called when a hit is followed (the mobile side panel closes). */
  onFollow?: () => void;
  className?: string;
}

/**
 * Hits as a list of links, each to its page and heading: open one in a new tab, copy its address, or follow it
 * in place (the client-side router, which scrolls to the heading).
 */
export default function SearchResults({id, query, hits, onFollow, className}: SearchResultsProps): ReactNode {
  return (
    <ul id={id} className={clsx(styles.hits, className)} aria-label={`Results for “${query}”`}>
      {hits.map((hit) => (
        <li key={hit.url}>
          <Link to={hit.url} className={styles.hit} onClick={onFollow}>
            <span className={styles.pageTitle}>{hit.pageTitle}</span>
            {hit.heading && <span className={styles.heading}>{hit.heading}</span>}
            <Excerpt excerpt={hit.excerpt} />
          </Link>
        </li>
      ))}
    </ul>
  );
}

function Excerpt({excerpt}: {excerpt: string}): ReactNode {
  return (
    <span className={styles.excerpt}>
      {excerptParts(excerpt).map(({text, matched}, index) => (matched ? <mark key={index}>{text}</mark> : text))}
    </span>
  );
}

/** What the hits cannot say themselves: that nothing matches, that search is on its way or could not load. */
export function SearchStatus({term, results}: {term: string; results: SearchResultsState}): ReactNode {
  if (term.length < search.minQueryLength) return `Type ${search.minQueryLength} or more characters to search.`;
  if (results.status === 'failed') return SEARCH_UNAVAILABLE;
  if (results.query !== term) return results.hits.length ? null : 'Searching…';
  if (results.status === 'done' && results.total === 0) return `No results for “${term}”.`;
  return null;
}
