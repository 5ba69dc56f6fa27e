/**
 * Prefetches the routes of links that come into view when the browser is idle, a few at a time.
 *
 * Docusaurus's `Link` gives each internal link an IntersectionObserver that calls `window.docusaurus.prefetch` as
 * soon as the link is in view. Right after hydration every link on screen reports at once, so their prefetches (each
 * matching the path against every route and scanning every route's chunk names) ran in one task beside the work
 * that makes the page respond. Here they wait for idle time instead, and never longer than `PREFETCH_WITHIN_MS`. The
 * original function still decides what to fetch, so nothing is prefetched twice or on a 2G or data-saver connection.
 * Preloading on hover or touch stays immediate: a reader is about to follow that link.
 */
import type {ClientModule} from '@docusaurus/types';

type Prefetch = Window['docusaurus']['prefetch'];
type ScheduleIdle = (callback: (deadline: IdleDeadline) => void, options: IdleRequestOptions) => void;

/** The longest a link in view waits for its prefetch when the browser is never idle. */
export const PREFETCH_WITHIN_MS = 1000;

/** Browsers without `requestIdleCallback` (Safari) run one prefetch per timer tick. */
const scheduleIdle: ScheduleIdle = (callback, options) =>
  typeof requestIdleCallback === 'function'
    ? requestIdleCallback(callback, options)
    : setTimeout(() => callback({didTimeout: true, timeRemaining: () => 0}), 1);

/**
 * The most one idle callback spends on prefetches. A browser grants idle periods of up to 50 ms, and a task that
 * long is one a tap would wait behind; a prefetch takes about a millisecond (the first, which builds the routes'
 * regular expressions, a few).
 */
export const SLICE_MS = 4;

/**
 * `prefetchNow`, queued: each idle period runs at least one waiting prefetch, and more while it has time left, up to
 * `SLICE_MS`.
 */
export function prefetchWhenIdle(
  prefetchNow: Prefetch,
  schedule: ScheduleIdle = scheduleIdle,
  now: () => number = () => performance.now(),
): Prefetch {
  const waiting: Array<() => void> = [];
  let scheduled = false;

  const runWaiting = (deadline: IdleDeadline): void => {
    scheduled = false;
    const sliceEnd = now() + SLICE_MS;
    do waiting.shift()!();
    while (waiting.length > 0 && deadline.timeRemaining() > 0 && now() < sliceEnd);
    if (waiting.length > 0) scheduleRun();
  };
  const scheduleRun = (): void => {
    if (scheduled) return;
    scheduled = true;
    schedule(runWaiting, {timeout: PREFETCH_WITHIN_MS});
  };

  return (routePath) =>
    new Promise<void[]>((resolve) => {
      waiting.push(() => resolve(prefetchNow(routePath) || []));
      scheduleRun();
    });
}

let installed = false;

const clientModule: ClientModule = {
  // The first call comes as the hydrated page commits, before any link's observer has reported: `window.docusaurus`
  // is set by then, which it is not yet while this module is evaluated. Its properties are read-only, so the object
  // is replaced; `Link` reads `window.docusaurus.prefetch` at each call.
  onRouteDidUpdate() {
    if (installed) return;
    installed = true;
    window.docusaurus = {...window.docusaurus, prefetch: prefetchWhenIdle(window.docusaurus.prefetch)};
  },
};

export default clientModule;
