// @vitest-environment jsdom
import {afterEach, describe, expect, it} from 'vitest';
import {act, cleanup, renderHook} from '@testing-library/react';
import {usePanelWanted, wantPanel} from './panelIntent';

afterEach(cleanup);

describe('panelIntent', () => {
  it('tells every component that a reader reached for the side panel, once and for good', () => {
    const first = renderHook(() => usePanelWanted());
    const second = renderHook(() => usePanelWanted());
    expect([first.result.current, second.result.current]).toEqual([false, false]);
    act(() => wantPanel());
    expect([first.result.current, second.result.current]).toEqual([true, true]);
    act(() => wantPanel());
    expect(renderHook(() => usePanelWanted()).result.current).toBe(true);
  });
});
