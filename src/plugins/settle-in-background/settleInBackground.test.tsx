// @vitest-environment jsdom
import {readFile} from 'node:fs/promises';
import {Suspense, use, type ReactNode} from 'react';
import {act, cleanup, render, screen} from '@testing-library/react';
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest';
import {withEdits} from '../module-edit';
import {moduleCopies, type ModuleCopies} from '../module-edit/moduleCopies';
import {SETTLE_IN_BACKGROUND} from '.';

type UseWindowSize = () => 'ssr' | 'mobile' | 'desktop';

let copies: ModuleCopies;
beforeAll(async () => {
  copies = await moduleCopies('settle-in-background');
});
afterAll(() => copies.remove());
afterEach(cleanup);

const windowSizeModule = SETTLE_IN_BACKGROUND.find((edit) => edit.module.endsWith('useWindowSize.js'))!.module;

/** theme-common's `useWindowSize`, as installed or edited. */
async function loadUseWindowSize(edited: boolean): Promise<UseWindowSize> {
  const installed = await readFile(windowSizeModule, 'utf8');
  const source = edited
    ? withEdits(installed, SETTLE_IN_BACKGROUND.filter((edit) => edit.module === windowSizeModule), 'test')
    : installed;
  // Outside a site build `@docusaurus/ExecutionEnvironment` does not resolve; the test runs in a browser-like DOM.
  const inTestDom = source.replace(
    "import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';",
    'const ExecutionEnvironment = {canUseDOM: true};',
  );
  return (await copies.load<{useWindowSize: UseWindowSize}>(windowSizeModule, inTestDom)).useWindowSize;
}

/**
 * What a reader sees after the page has hydrated and its effects have run, when the render for the window's size
 * cannot finish yet (it waits on data that has not arrived): React keeps the page as it was for a transition, and
 * replaces it with the nearest fallback for an urgent update.
 */
async function shownWhileSettling(useWindowSize: UseWindowSize): Promise<string | null> {
  const never = new Promise<never>(() => {});
  function Layout(): ReactNode {
    const size = useWindowSize();
    if (size !== 'ssr') use(never);
    return <p>page as served</p>;
  }
  await act(async () => {
    render(
      <Suspense fallback={<p>fallback</p>}>
        <Layout />
      </Suspense>,
    );
  });
  return screen.getByRole('paragraph').textContent;
}

describe('settle-in-background', () => {
  it('finds each piece it edits in the installed modules, once', async () => {
    for (const module of new Set(SETTLE_IN_BACKGROUND.map((edit) => edit.module))) {
      const edits = SETTLE_IN_BACKGROUND.filter((edit) => edit.module === module);
      expect(withEdits(await readFile(module, 'utf8'), edits, 'test')).toContain('startTransition(() => {');
    }
  });

  it('renders the state after hydration as a transition: the page stays as it is until that render is ready', async () => {
    expect(await shownWhileSettling(await loadUseWindowSize(true))).toBe('page as served');
  });

  it('is needed: the installed module renders it as an urgent update, which cannot wait', async () => {
    expect(await shownWhileSettling(await loadUseWindowSize(false))).toBe('fallback');
  });
});
