// @vitest-environment jsdom
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {renderToString} from 'react-dom/server';
import {cleanup, fireEvent, render, screen, configure} from '@testing-library/react';
import {history} from '@site/tests/unit/stubs/router';
import type {SearchResultsState} from '@site/src/components/SearchResults/useSearchResults';
import SearchBox from '.';

// The hit list loads with a dynamic import, as on the site: on a busy machine that takes longer than the default 1 s.
configure({asyncUtilTimeout: 10_000});

const preload = vi.fn();
let answer: (query: string) => SearchResultsState;

vi.mock('@site/src/components/SearchResults/searchClient', () => ({usePreloadSearch: () => preload}));
vi.mock('@site/src/components/SearchResults/useSearchResults', () => ({
  useSearchResults: (query: string) => answer(query),
}));

const idle: SearchResultsState = {query: '', hits: [], total: 0, status: 'idle'};
const installReferrer: SearchResultsState = {
  query: 'install referrer',
  total: 12,
  status: 'done',
  hits: [
    {
      url: '/android/integration/home#add-the-sdk-and-the-install-referrer-library',
      pageTitle: 'Integrate the Android SDK',
      heading: 'Add the SDK and the Install Referrer library',
      excerpt: 'The <mark>Install</mark> <mark>Referrer</mark> library talks to the Play Store',
    },
    {
      url: '/android/special_cases/multiple_receiver',
      pageTitle: 'Several install referrer consumers',
      excerpt: 'Share the Play <mark>install</mark> <mark>referrer</mark>',
    },
  ],
};

beforeEach(() => {
  preload.mockClear();
  history.push.mockClear();
  answer = (query) => (query.trim() === 'install referrer' ? installReferrer : idle);
});
afterEach(cleanup);

const box = () => screen.getByRole('searchbox', {name: 'Search'});
const type = (text: string) => fireEvent.change(box(), {target: {value: text}});

describe('SearchBox', () => {
  it('loads nothing with the page, and starts loading search when the reader points at the box or focuses it', () => {
    render(<SearchBox variant="navbar" />);
    expect(preload).not.toHaveBeenCalled();
    fireEvent.pointerEnter(box());
    expect(preload).toHaveBeenCalledTimes(1);
    fireEvent.focus(box());
    expect(preload).toHaveBeenCalledTimes(2);
  });

  it('shows each hit as a link to its page and heading, with the title, the heading and the matched words marked', async () => {
    render(<SearchBox variant="navbar" />);
    fireEvent.focus(box());
    type('install referrer');
    const links = await screen.findAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/android/integration/home#add-the-sdk-and-the-install-referrer-library',
      '/android/special_cases/multiple_receiver',
      '/search?q=install+referrer',
    ]);
    expect(links[0]!.textContent).toBe(
      'Integrate the Android SDKAdd the SDK and the Install Referrer libraryThe Install Referrer library talks to the Play Store',
    );
    expect(Array.from(links[0]!.querySelectorAll('mark'), (mark) => mark.textContent)).toEqual(['Install', 'Referrer']);
    expect(links[2]!.textContent).toBe('See all 12 results');
    expect(box().getAttribute('aria-controls')).toBe(screen.getByRole('list').id);
  });

  it('moves between the hits with the arrow keys, back to the box, and types on in the box', async () => {
    render(<SearchBox variant="navbar" />);
    fireEvent.focus(box());
    type('install referrer');
    const [first, second] = await screen.findAllByRole('link');
    fireEvent.keyDown(box(), {key: 'ArrowDown'});
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first!, {key: 'ArrowDown'});
    expect(document.activeElement).toBe(second);
    fireEvent.keyDown(second!, {key: 'ArrowUp'});
    fireEvent.keyDown(first!, {key: 'ArrowUp'});
    expect(document.activeElement).toBe(box());
    fireEvent.keyDown(box(), {key: 'ArrowDown'});
    fireEvent.keyDown(first!, {key: 's'});
    expect(document.activeElement).toBe(box());
  });

  it('follows the first hit on Enter', async () => {
    render(<SearchBox variant="navbar" />);
    fireEvent.focus(box());
    type('install referrer');
    await screen.findAllByRole('link');
    fireEvent.keyDown(box(), {key: 'Enter'});
    expect(history.push).toHaveBeenCalledWith(installReferrer.hits[0]!.url);
  });

  it('says so when nothing matches', async () => {
    answer = (query) => ({query: query.trim(), hits: [], total: 0, status: 'done'});
    render(<SearchBox variant="navbar" />);
    fireEvent.focus(box());
    type('zebra');
    expect((await screen.findByRole('status')).textContent).toBe('No results for “zebra”.');
    expect(screen.queryByRole('link')).toBeNull();
    expect(box().hasAttribute('aria-controls')).toBe(false);
  });

  it('searches text typed into the box before the page’s code ran', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    // The box as the server rendered it, so that hydration adopts it as on the site.
    container.innerHTML = renderToString(<SearchBox variant="panel" />);
    (container.querySelector('input') as HTMLInputElement).value = 'install referrer';
    render(<SearchBox variant="panel" />, {container, hydrate: true});
    expect(box()).toHaveProperty('value', 'install referrer');
    expect(await screen.findAllByRole('link')).toHaveLength(3);
    expect(preload).toHaveBeenCalled();
  });
});
