// @vitest-environment jsdom
import type {ReactNode} from 'react';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {act, cleanup, render} from '@testing-library/react';
import RenderInBackground from '.';

const browser = vi.hoisted(() => ({settled: true}));
vi.mock('@docusaurus/useIsBrowser', () => ({default: () => browser.settled}));

beforeEach(() => {
  browser.settled = true;
});
afterEach(cleanup);

/** The page's text in the first commit of `element`, and once all its work has settled. */
async function textOnCommits(element: ReactNode): Promise<{first: string | null; settled: string | null}> {
  let first: string | null = null;
  const recordFirst = () => {
    first ??= document.body.textContent;
  };
  await act(async () => {
    render(
      <>
        <span ref={recordFirst}>page </span>
        {element}
      </>,
    );
  });
  return {first, settled: document.body.textContent};
}

describe('RenderInBackground', () => {
  // The first client render is the one that hydrates the served page, so it must match the server's: no children.
  it('renders them after the first commit, not in it', async () => {
    expect(await textOnCommits(<RenderInBackground>panel</RenderInBackground>)).toEqual({
      first: 'page ',
      settled: 'page panel',
    });
  });

  it('waits until the hydrated page has settled', async () => {
    browser.settled = false;
    const {rerender} = render(<RenderInBackground>panel</RenderInBackground>);
    await act(async () => {});
    expect(document.body.textContent).toBe('');
    browser.settled = true;
    await act(async () => {
      rerender(<RenderInBackground>panel</RenderInBackground>);
    });
    expect(document.body.textContent).toBe('panel');
  });
});
