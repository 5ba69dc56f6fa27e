// @vitest-environment jsdom
import {readFile} from 'node:fs/promises';
import {beforeEach, describe, expect, it, vi} from 'vitest';
import {withEdit} from '../module-edit';
import {PREFETCH_ONCE} from '.';

/** A fresh instance of Docusaurus's prefetch helper, as installed or with the edit, run as a function body. */
async function loadPrefetch(edited: boolean): Promise<(url: string) => Promise<void>> {
  const source = await readFile(PREFETCH_ONCE.module, 'utf8');
  const module = edited ? withEdit(source, PREFETCH_ONCE, 'prefetch-once') : source;
  return new Function(`${module.replace('export default function prefetch', 'function prefetch')}\nreturn prefetch;`)();
}

/** What the helper asked the network for. jsdom's links cannot prefetch, so the helper falls back to requests. */
let requested: string[];
beforeEach(() => {
  requested = [];
  vi.stubGlobal(
    'XMLHttpRequest',
    class {
      open(_method: string, url: string) {
        requested.push(url);
      }
      send() {}
    },
  );
  // The page's resource timing, which says the page itself has run on this chunk (jsdom has none of its own).
  vi.stubGlobal('performance', {
    getEntriesByName: (name: string) =>
      name === new URL('/assets/js/page.js', document.baseURI).href ? [{} as PerformanceEntry] : [],
  });
});

const PREFETCHES = ['/assets/js/layout.js', '/assets/js/next.js', '/assets/js/layout.js', '/assets/js/page.js'];

describe('prefetch-once', () => {
  it('asks for a chunk once however many links lead to it, and not for a chunk the page has fetched', async () => {
    const prefetch = await loadPrefetch(true);
    for (const url of PREFETCHES) void prefetch(url);
    expect(requested).toEqual(['/assets/js/layout.js', '/assets/js/next.js']);
  });

  it('is needed: the installed helper asks for every one', async () => {
    const prefetch = await loadPrefetch(false);
    for (const url of PREFETCHES) void prefetch(url);
    expect(requested).toEqual(PREFETCHES);
  });
});
