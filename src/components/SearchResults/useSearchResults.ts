import {useEffect, useRef, useState} from 'react';
import {search} from '@site/src/data/search';
import {hitOf, type SearchHit} from './hits';
import {loadSearchIndex, useSearchClientUrl} from './searchClient';

export interface SearchResultsState {
  /** The query the hits answer: while the answer to a newer one loads, the last answer stays. */
  query: string;
  hits: SearchHit[];
  /** How many pages match, of which `hits` holds the first ones. */
  total: number;
  status: 'idle' | 'searching' | 'done' | 'failed';
}

const IDLE: SearchResultsState = {query: '', hits: [], total: 0, status: 'idle'};

/**
 * What is searched for a query: without a last word still shorter than `search.minQueryLength` (`install r` is
 * searched as `install`), and nothing for a query shorter than that.
 */
export function searchableTerm(query: string): string {
  const words = query.trim().split(/\s+/);
  if (words.length > 1 && words[words.length - 1]!.length < search.minQueryLength) words.pop();
  const term = words.join(' ');
  return term.length >= search.minQueryLength ? term : '';
}

/**
 * The first `limit` pages that match `query`, best first. Each hit is shown as soon as it and every hit above it
 * have arrived, so that on a slow connection the first one does not wait for the last; an answer to a query the
 * reader has typed past is dropped. For a newly typed query, hits below `search.hitsWhileTyping` are fetched only
 * once the reader pauses; for the same query asked for more hits, at once. `query` is the text as typed, spaces
 * and all, so that every keystroke tells the reader is still typing.
 */
export function useSearchResults(query: string, limit: number): SearchResultsState {
  const clientUrl = useSearchClientUrl();
  const [state, setState] = useState<SearchResultsState>(IDLE);
  const latest = useRef(0);
  const lastTyped = useRef('');
  useEffect(() => {
    const term = query.trim();
    const searched = searchableTerm(term);
    const searchId = ++latest.current;
    const isLatest = () => searchId === latest.current;
    // Any keystroke counts, also one that leaves the searched term as it was (`install` to `install r`).
    const typedOn = query !== lastTyped.current;
    lastTyped.current = query;
    if (!searched) {
      setState(IDLE);
      return;
    }
    let pauseTimer: ReturnType<typeof setTimeout> | undefined;
    const readerPaused = typedOn
      ? new Promise<void>((resolve) => {
          pauseTimer = setTimeout(resolve, search.typingPauseMs);
        })
      : Promise.resolve();
    setState((shown) => ({...shown, status: 'searching'}));
    loadSearchIndex(clientUrl)
      .then((client) => client.search(searched))
      .then(async (found) => {
        if (!isLatest() || !found) return;
        const matching = found.results.filter((result) => result.score > 0);
        const results = matching.slice(0, limit);
        const total = matching.length;
        if (!results.length) {
          setState({query: term, hits: [], total, status: 'done'});
          return;
        }
        const arrived: (SearchHit | undefined)[] = results.map(() => undefined);
        let shownCount = 0;
        await Promise.all(
          results.map(async (result, index) => {
            if (index >= search.hitsWhileTyping) {
              await readerPaused;
              if (!isLatest()) return;
            }
            const hit = hitOf(await result.data());
            if (!isLatest()) return;
            arrived[index] = hit;
            const firstMissing = arrived.indexOf(undefined);
            const ready = firstMissing === -1 ? arrived.length : firstMissing;
            if (ready === shownCount) return;
            shownCount = ready;
            const hits = arrived.slice(0, ready) as SearchHit[];
            setState({query: term, hits, total, status: ready === results.length ? 'done' : 'searching'});
          }),
        );
      })
      .catch((error: unknown) => {
        if (!isLatest()) return;
        console.warn('Search failed', error);
        setState({query: term, hits: [], total: 0, status: 'failed'});
      });
    // A query typed past never fetches its lower hits.
    return () => clearTimeout(pauseTimer);
  }, [query, limit, clientUrl]);
  return state;
}
