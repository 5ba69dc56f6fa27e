import {useLayoutEffect, type ReactNode, type RefObject} from 'react';
import Link from '@docusaurus/Link';
import SearchResults, {SearchStatus} from '@site/src/components/SearchResults';
import {useSearchResults} from '@site/src/components/SearchResults/useSearchResults';
import {search} from '@site/src/data/search';
import styles from './styles.module.css';

interface SearchPopupProps {
  /** What is in the box, as typed: a space is a keystroke too (`useSearchResults` waits for the reader to pause). */
  query: string;
  /** The id the box's `aria-controls` names. */
  listId: string;
  resultsPageUrl: string;
  /** Kept current for the box, whose Enter follows the first hit. */
  firstHitUrl: RefObject<string | undefined>;
  /** Tells the box whether the hit list is on the page, for its `aria-controls`. */
  onHitsShown: (shown: boolean) => void;
  onFollow: () => void;
}

/** The search box's hits, status and link to every result, loaded with the search client. */
export default function SearchPopup({
  query,
  listId,
  resultsPageUrl,
  firstHitUrl,
  onHitsShown,
  onFollow,
}: SearchPopupProps): ReactNode {
  const term = query.trim();
  const results = useSearchResults(query, search.boxHits);
  const hitsShown = results.hits.length > 0;
  // Before the browser paints, so that the box names the list in the same frame the list appears.
  useLayoutEffect(() => {
    firstHitUrl.current = results.query === term ? results.hits[0]?.url : undefined;
    onHitsShown(hitsShown);
  });
  useLayoutEffect(() => () => onHitsShown(false), [onHitsShown]);
  return (
    <>
      {hitsShown && <SearchResults id={listId} query={results.query} hits={results.hits} onFollow={onFollow} />}
      <p role="status" className={styles.status}>
        <SearchStatus term={term} results={results} />
      </p>
      {hitsShown && results.total > results.hits.length && (
        <Link to={resultsPageUrl} className={styles.allResults} onClick={onFollow}>
          See all {results.total} results
        </Link>
      )}
    </>
  );
}
