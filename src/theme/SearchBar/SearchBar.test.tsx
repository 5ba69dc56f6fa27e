// @vitest-environment jsdom
import {afterEach, describe, expect, it, vi} from 'vitest';
import {act, cleanup, fireEvent, render, screen} from '@testing-library/react';

/** Held until a test lets the search code "arrive", as a slow network would. */
let releaseSearchCode = () => {};
const searchCodeArrives = new Promise<void>((resolve) => (releaseSearchCode = resolve));

vi.mock('@theme-original/SearchBar', async (importOriginal) => {
  await searchCodeArrives;
  return importOriginal();
});
vi.mock('@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGenerated', () => ({
  searchBarShortcut: true,
  searchBarShortcutHint: true,
  searchBarShortcutKeymap: 'mod+k',
}));

const {default: SearchBarWrapper} = await import('.');

afterEach(cleanup);

/** Lets every pending promise and timer callback run; React work started inside `act` waits for its end. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('SearchBar wrapper', () => {
  it('keeps text typed after the search code arrived but before the real box replaced the stand-in', async () => {
    render(<SearchBarWrapper />);
    const standIn = screen.getByLabelText('Search');
    expect(standIn.hasAttribute('data-real')).toBe(false);
    act(() => standIn.focus());
    fireEvent.change(standIn, {target: {value: 'forget'}});

    await act(async () => {
      releaseSearchCode();
      for (let tick = 0; tick < 20; tick += 1) await settle();
      // The code is here and the swap is scheduled, not yet on the page: the reader types on.
      expect(screen.getByLabelText('Search').hasAttribute('data-real')).toBe(false);
      fireEvent.change(standIn, {target: {value: 'forget me'}});
    });

    await act(settle);
    const realBox = screen.getByLabelText('Search');
    expect(realBox.hasAttribute('data-real')).toBe(true);
    expect(realBox).toHaveProperty('value', 'forget me');
    expect(document.activeElement).toBe(realBox);
  });
});
