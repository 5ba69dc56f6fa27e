// @vitest-environment jsdom
import type {ReactNode} from 'react';
import {afterEach, describe, expect, it} from 'vitest';
import {act, cleanup, render} from '@testing-library/react';
import RenderInBackground from '.';

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
});
