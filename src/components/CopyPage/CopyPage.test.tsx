// @vitest-environment jsdom
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {act, cleanup, fireEvent, render, screen} from '@testing-library/react';
import CopyPage from '.';
import {OUTCOME_SHOWN_MS} from './outcomeShown';

const TWIN = '/android/home.md.txt';
const ABSOLUTE_TWIN = 'https://docs.attrio.io/android/home.md.txt';
const MARKDOWN = '# Attrio Android SDK\n\nSource: <https://docs.attrio.io/android/home>\n';

/** The clipboard as the browser has it: `write` takes items whose text may still be on its way. */
class FakeClipboardItem {
  constructor(readonly items: Record<string, Promise<Blob>>) {}
}

/** jsdom's Blob has no `text()`. */
function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

let clipboardText: string | undefined;
const fetchTwin = vi.fn<typeof fetch>();

beforeEach(() => {
  clipboardText = undefined;
  fetchTwin.mockReset();
  fetchTwin.mockResolvedValue(new Response(MARKDOWN, {status: 200}));
  vi.stubGlobal('fetch', fetchTwin);
  vi.stubGlobal('ClipboardItem', FakeClipboardItem);
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: {
      write: async ([item]: FakeClipboardItem[]) => {
        clipboardText = await readBlob(await item!.items['text/plain']!);
      },
      writeText: async (text: string) => {
        clipboardText = text;
      },
    },
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('CopyPage', () => {
  it('offers the twin and two assistants in a menu, each assistant with a prompt that names the twin', () => {
    render(<CopyPage twinUrl={TWIN} absoluteTwinUrl={ABSOLUTE_TWIN} />);
    const summary = screen.getByText('Open in…');
    expect(summary.tagName).toBe('SUMMARY');
    const links = Array.from(summary.parentElement!.querySelectorAll('a'));
    expect(links.map((a) => a.textContent)).toEqual(['View as Markdown', 'Open in ChatGPT', 'Open in Claude']);
    for (const [link, origin] of [[links[1]!, 'https://chatgpt.com'], [links[2]!, 'https://claude.ai']] as const) {
      const url = new URL(link.getAttribute('href')!);
      expect(url.origin).toBe(origin);
      expect(url.searchParams.get('q')).toContain(ABSOLUTE_TWIN);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('offers a labelled button and a link to the twin, and fetches nothing until clicked', () => {
    render(<CopyPage twinUrl={TWIN} absoluteTwinUrl={ABSOLUTE_TWIN} />);
    expect(screen.getByRole('button', {name: 'Copy page'})).toBeDefined();
    expect(screen.getByRole('link', {name: 'View as Markdown'}).getAttribute('href')).toBe(TWIN);
    expect(fetchTwin).not.toHaveBeenCalled();
  });

  it('puts the twin on the clipboard, says so, then offers to copy again', async () => {
    vi.useFakeTimers({toFake: ['setTimeout'], shouldAdvanceTime: true});
    render(<CopyPage twinUrl={TWIN} absoluteTwinUrl={ABSOLUTE_TWIN} />);
    fireEvent.click(screen.getByRole('button', {name: 'Copy page'}));
    expect(await screen.findByRole('button', {name: 'Copied'})).toBeDefined();
    expect(fetchTwin).toHaveBeenCalledWith(TWIN);
    expect(clipboardText).toBe(MARKDOWN);
    expect(screen.getByRole('status').textContent).toBe('The page is on the clipboard as Markdown.');
    act(() => vi.advanceTimersByTime(OUTCOME_SHOWN_MS));
    expect(screen.getByRole('button', {name: 'Copy page'})).toBeDefined();
  });

  it('copies with writeText where the browser has no ClipboardItem', async () => {
    vi.stubGlobal('ClipboardItem', undefined);
    render(<CopyPage twinUrl={TWIN} absoluteTwinUrl={ABSOLUTE_TWIN} />);
    fireEvent.click(screen.getByRole('button', {name: 'Copy page'}));
    expect(await screen.findByRole('button', {name: 'Copied'})).toBeDefined();
    expect(clipboardText).toBe(MARKDOWN);
  });

  it('says it failed, and points to the link, when the twin cannot be fetched', async () => {
    fetchTwin.mockResolvedValue(new Response('Not found', {status: 404}));
    render(<CopyPage twinUrl={TWIN} absoluteTwinUrl={ABSOLUTE_TWIN} />);
    fireEvent.click(screen.getByRole('button', {name: 'Copy page'}));
    expect(await screen.findByRole('button', {name: 'Copy failed'})).toBeDefined();
    expect(screen.getByRole('status').textContent).toMatch(/open it as Markdown/);
    expect(clipboardText).toBeUndefined();
  });
});
