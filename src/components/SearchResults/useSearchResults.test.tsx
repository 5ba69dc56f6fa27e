// @vitest-environment jsdom
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {act, cleanup, renderHook} from '@testing-library/react';
import {search} from '@site/src/data/search';
import type {PagefindClient, PagefindResult} from './searchClient';
import {useSearchResults} from './useSearchResults';

/** The pages whose text was fetched, in order: what a reader's phone downloads. */
let fetched: string[];
/** Ten matching pages for any query, named after it: `install-1` … `install-10`. */
const client: PagefindClient = {
  options: async () => undefined,
  init: async () => undefined,
  search: async (term) => ({
    results: Array.from({length: 10}, (_, index): PagefindResult => {
      const id = `${term}-${index + 1}`;
      return {
        id,
        score: 1,
        data: async () => {
          fetched.push(id);
          return {url: `/${id}`, excerpt: id, meta: {title: id}, sub_results: []};
        },
      };
    }),
  }),
};

vi.mock('./searchClient', () => ({
  loadSearchIndex: async () => client,
  useSearchClientUrl: () => '/pagefind/pagefind.js',
}));

beforeEach(() => {
  fetched = [];
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const whileTyping = search.hitsWhileTyping;
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));
const pause = () => act(() => vi.advanceTimersByTimeAsync(search.typingPauseMs));

describe('useSearchResults', () => {
  it('fetches the first hits of a typed query at once, and the rest once the reader pauses', async () => {
    const {result} = renderHook(({query}) => useSearchResults(query, 8), {initialProps: {query: 'install'}});
    await settle();
    expect(fetched).toEqual(Array.from({length: whileTyping}, (_, i) => `install-${i + 1}`));
    expect(result.current.hits.map((hit) => hit.pageTitle)).toEqual(fetched);
    expect(result.current.status).toBe('searching');

    await pause();
    expect(fetched).toHaveLength(8);
    expect(result.current.hits.map((hit) => hit.pageTitle)).toEqual(Array.from({length: 8}, (_, i) => `install-${i + 1}`));
    expect(result.current.status).toBe('done');
  });

  it('never fetches the lower hits of a query the reader typed past, even one that searches the same words', async () => {
    const {rerender, result} = renderHook(({query}) => useSearchResults(query, 8), {initialProps: {query: 'install'}});
    await settle();
    // `install ` and `install r` still search `install`: keystrokes all the same.
    for (const typed of ['install ', 'install r']) {
      await act(() => vi.advanceTimersByTimeAsync(search.typingPauseMs - 100));
      rerender({query: typed});
      await settle();
    }
    await act(() => vi.advanceTimersByTimeAsync(search.typingPauseMs - 100));
    rerender({query: 'install referrer'});
    await settle();
    await pause();
    const lowerHitsOfTypedPast = fetched.filter((id) => id.startsWith('install-') && Number(id.slice(8)) > whileTyping);
    expect(lowerHitsOfTypedPast).toEqual([]);
    expect(result.current.query).toBe('install referrer');
    expect(result.current.hits).toHaveLength(8);
  });

  it('fetches more hits of the same query at once, when the reader asks for them', async () => {
    const {rerender, result} = renderHook(({limit}) => useSearchResults('install', limit), {initialProps: {limit: 8}});
    await settle();
    await pause();
    fetched = [];
    rerender({limit: 10});
    await settle();
    expect(fetched).toEqual(expect.arrayContaining(['install-9', 'install-10']));
    expect(result.current.hits).toHaveLength(10);
  });
});
