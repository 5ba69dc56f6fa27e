import {describe, expect, it, vi} from 'vitest';
import {PREFETCH_WITHIN_MS, SLICE_MS, prefetchWhenIdle} from './idlePrefetch';

/** An idle scheduler run by hand: `idle(ms)` runs the waiting callback with that much time left in the period. */
function manualIdle() {
  const callbacks: Array<(deadline: IdleDeadline) => void> = [];
  const timeouts: Array<number | undefined> = [];
  return {
    schedule: (callback: (deadline: IdleDeadline) => void, options: IdleRequestOptions) => {
      callbacks.push(callback);
      timeouts.push(options.timeout);
    },
    idle(budgetMs: number) {
      let left = budgetMs;
      // Each prefetch takes 1 ms of the period.
      callbacks.shift()!({didTimeout: false, timeRemaining: () => Math.max(0, left--)});
    },
    pending: () => callbacks.length,
    timeouts,
  };
}

describe('prefetchWhenIdle', () => {
  it('runs no prefetch in the task that asks for it, only once the browser is idle', async () => {
    const idle = manualIdle();
    const prefetchNow = vi.fn(() => Promise.resolve([]));
    const prefetch = prefetchWhenIdle(prefetchNow, idle.schedule, () => 0);
    const done = prefetch('/android/home');
    prefetch('/ios/home');
    expect(prefetchNow).not.toHaveBeenCalled();
    expect(idle.pending()).toBe(1);
    expect(idle.timeouts).toEqual([PREFETCH_WITHIN_MS]);

    idle.idle(5);
    expect(prefetchNow.mock.calls).toEqual([['/android/home'], ['/ios/home']]);
    await expect(done).resolves.toEqual([]);
  });

  it('runs one prefetch in a period with no time left and leaves the rest for the next', () => {
    const idle = manualIdle();
    const prefetchNow = vi.fn((): false => false);
    const prefetch = prefetchWhenIdle(prefetchNow, idle.schedule, () => 0);
    for (const path of ['/a', '/b', '/c']) prefetch(path);

    idle.idle(0);
    expect(prefetchNow.mock.calls).toEqual([['/a']]);
    expect(idle.pending()).toBe(1);
    idle.idle(1);
    expect(prefetchNow.mock.calls).toEqual([['/a'], ['/b'], ['/c']]);
    expect(idle.pending()).toBe(0);
  });

  it('stops a long idle period after SLICE_MS and leaves the rest for the next', () => {
    const idle = manualIdle();
    let clock = 0;
    // Each prefetch takes 3 ms of the clock.
    const prefetchNow = vi.fn((): false => ((clock += 3), false));
    const prefetch = prefetchWhenIdle(prefetchNow, idle.schedule, () => clock);
    for (const path of ['/a', '/b', '/c', '/d']) prefetch(path);

    idle.idle(50);
    expect(prefetchNow).toHaveBeenCalledTimes(Math.ceil(SLICE_MS / 3));
    expect(idle.pending()).toBe(1);
  });
});
