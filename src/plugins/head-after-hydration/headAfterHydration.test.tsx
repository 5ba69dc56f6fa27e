// @vitest-environment jsdom
import {readFile} from 'node:fs/promises';
import type {ComponentType, ReactNode} from 'react';
import {act, cleanup, render} from '@testing-library/react';
import {afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi} from 'vitest';
import {withEdits} from '../module-edit';
import {moduleCopies, type ModuleCopies} from '../module-edit/moduleCopies';
import {HEAD_AFTER_HYDRATION} from '.';

interface Helmet {
  HelmetProvider: ComponentType<{children: ReactNode}>;
  Helmet: ComponentType<{children: ReactNode}>;
}

let copies: ModuleCopies;
beforeAll(async () => {
  copies = await moduleCopies('head-after-hydration');
});
afterAll(() => copies.remove());

/** react-helmet-async as installed, or with the edits, as a module of its own (one per call). */
async function loadHelmet(edited: boolean): Promise<Helmet> {
  const {module} = HEAD_AFTER_HYDRATION[0]!;
  const source = await readFile(module, 'utf8');
  return copies.load<Helmet>(module, edited ? withEdits(source, HEAD_AFTER_HYDRATION, 'head-after-hydration') : source);
}

/** The head as the server sent it for a doc page. */
const SERVED_HEAD =
  '<title>Install the SDK | Attrio</title><meta data-rh="true" name="description" content="How to install.">';

/** The titles the tab showed and the head tags taken out, while `element` rendered and committed. */
async function headChanges(element: ReactNode): Promise<{titles: string[]; removed: string[]}> {
  const titles: string[] = [];
  const removed: string[] = [];
  const note = (records: MutationRecord[]) => {
    for (const record of records) {
      if (record.target.nodeName === 'TITLE') titles.push(...Array.from(record.addedNodes, (node) => node.textContent!));
      else removed.push(...Array.from(record.removedNodes, (node) => (node as Element).outerHTML));
    }
  };
  const observer = new MutationObserver(note);
  observer.observe(document.head, {subtree: true, childList: true});
  await act(async () => {
    render(element);
  });
  note(observer.takeRecords());
  observer.disconnect();
  return {titles, removed};
}

/** The site's defaults first, then the page's own, as Docusaurus renders its `<Head>`s. */
function page({HelmetProvider, Helmet}: Helmet): ReactNode {
  return (
    <HelmetProvider>
      <Helmet>
        <title>Attrio</title>
      </Helmet>
      <Helmet>
        <title>Install the SDK | Attrio</title>
        <meta name="description" content="How to install." />
      </Helmet>
    </HelmetProvider>
  );
}

beforeEach(() => {
  document.head.innerHTML = SERVED_HEAD;
  // A frame between two slices of the render, as hydration in slices gives a browser.
  vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => {
    frame(performance.now());
    return 1;
  });
  vi.stubGlobal('cancelAnimationFrame', () => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('head-after-hydration', () => {
  it('leaves the served head as it is while the page renders, then finds nothing to change', async () => {
    expect(await headChanges(page(await loadHelmet(true)))).toEqual({titles: [], removed: []});
    expect(document.head.innerHTML).toBe(SERVED_HEAD);
    expect(document.title).toBe('Install the SDK | Attrio');
  });

  it('is needed: the installed module writes the head from the first <Head> alone, then puts the page back', async () => {
    const {titles, removed} = await headChanges(page(await loadHelmet(false)));
    expect(titles).toEqual(['Attrio', 'Install the SDK | Attrio']);
    expect(removed).toContain('<meta data-rh="true" name="description" content="How to install.">');
    expect(document.title).toBe('Install the SDK | Attrio');
  });

  it('writes the head of a page shown later, once it has mounted', async () => {
    document.head.innerHTML = '';
    await headChanges(page(await loadHelmet(true)));
    expect(document.title).toBe('Install the SDK | Attrio');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('How to install.');
  });
});
