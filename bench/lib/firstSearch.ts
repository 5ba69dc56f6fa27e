/**
 * A reader's first search of a visit, timed in a real browser: the page is loaded with an empty cache, then the
 * network and CPU are slowed to the profile, the navbar's search box is focused and the query typed at five
 * characters a second. Timed on the page's own clock: from the last keystroke to the first change of the hit list
 * that leaves a hit visible, and from the focus to that moment; counted: what the site sends from the focus until
 * the hits are shown and the requests under way then have finished.
 */
import type {Browser, Page, Request} from '@playwright/test';
import {median} from './median';
import {isPrefetch} from './pageWeight';

export const FIRST_SEARCH_QUERY = 'install referrer';
const KEYSTROKE_INTERVAL_MS = 200;
const RUNS_PER_PROFILE = 3;
/** The front door: where a reader who does not know which page to open starts. */
export const FIRST_SEARCH_ROUTE = '/';

export type SearchProfile = 'mobile' | 'unthrottled';
const SEARCH_PROFILES: readonly SearchProfile[] = ['mobile', 'unthrottled'];

/**
 * Lighthouse's mobile profile: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, the CPU slowed four times;
 * applied through the DevTools protocol, as DevTools' own throttling is (it slows the page's workers too).
 */
const MOBILE_NETWORK = {offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8};
const MOBILE_CPU_SLOWDOWN = 4;

export interface FirstSearchRun {
  lastKeystrokeToHitMs: number;
  focusToHitMs: number;
  transferredBytes: number;
  requests: number;
  /** Chunks of the pages the shown hits link to, prefetched as any visible link's are: counted apart. */
  prefetchRequests: number;
}

export interface FirstSearch {
  profile: SearchProfile;
  route: string;
  query: string;
  /** Medians over the runs. */
  lastKeystrokeToHitMs: number;
  focusToHitMs: number;
  transferredBytes: number;
  requests: number;
  prefetchRequests: number;
  runs: FirstSearchRun[];
}

/** The search box's input, named as the navbar shows it. */
const SEARCH_BOX = 'input[aria-label="Search"]';

/** The first search on every profile, one after another (each run in a new browser context: an empty cache). */
export async function measureFirstSearches(browser: Browser, baseUrl: string): Promise<FirstSearch[]> {
  const measured: FirstSearch[] = [];
  for (const profile of SEARCH_PROFILES) {
    console.error(`First search (${profile}): ${baseUrl}${FIRST_SEARCH_ROUTE}`);
    measured.push(await measureFirstSearch(browser, baseUrl, profile));
  }
  return measured;
}

async function measureFirstSearch(browser: Browser, baseUrl: string, profile: SearchProfile): Promise<FirstSearch> {
  const runs: FirstSearchRun[] = [];
  for (let run = 0; run < RUNS_PER_PROFILE; run += 1) runs.push(await measureOnce(browser, baseUrl, profile));
  const medianOf = (pick: (run: FirstSearchRun) => number) => median(runs.map(pick));
  return {
    profile,
    route: FIRST_SEARCH_ROUTE,
    query: FIRST_SEARCH_QUERY,
    lastKeystrokeToHitMs: medianOf((run) => run.lastKeystrokeToHitMs),
    focusToHitMs: medianOf((run) => run.focusToHitMs),
    transferredBytes: medianOf((run) => run.transferredBytes),
    requests: medianOf((run) => run.requests),
    prefetchRequests: medianOf((run) => run.prefetchRequests),
    runs,
  };
}

async function measureOnce(browser: Browser, baseUrl: string, profile: SearchProfile): Promise<FirstSearchRun> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    // Only what the site itself serves; the network beyond this machine is not reachable here.
    await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort('blockedbyclient'));
    const document = await page.goto(`${baseUrl}${FIRST_SEARCH_ROUTE}`, {waitUntil: 'networkidle'});
    if (!document?.ok()) throw new Error(`${baseUrl}${FIRST_SEARCH_ROUTE} answered ${document?.status() ?? 'nothing'}`);
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    if (profile === 'mobile') {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', MOBILE_NETWORK);
      await cdp.send('Emulation.setCPUThrottlingRate', {rate: MOBILE_CPU_SLOWDOWN});
    }
    await page.evaluate(watchForFirstHit, {searchBox: SEARCH_BOX, query: FIRST_SEARCH_QUERY});

    const transfer = countTransfer(page);
    const box = page.locator(SEARCH_BOX).filter({visible: true});
    await box.focus();
    const startedAt = Date.now();
    for (const [index, character] of [...FIRST_SEARCH_QUERY].entries()) {
      // Each keystroke on its slot of the reader's rhythm, however long the previous one took to dispatch.
      const wait = startedAt + (index + 1) * KEYSTROKE_INTERVAL_MS - Date.now();
      if (wait > 0) await page.waitForTimeout(wait);
      await page.keyboard.press(character === ' ' ? 'Space' : character);
    }
    const timing = await page.waitForFunction(() => window.__firstSearch?.hitAt, undefined, {timeout: 60_000, polling: 100});
    await timing.dispose();
    const {focusedAt, lastKeystrokeAt, hitAt} = await page.evaluate(() => window.__firstSearch!);
    const {bytes, requests, prefetchRequests} = await transfer.settled();
    return {
      lastKeystrokeToHitMs: hitAt! - lastKeystrokeAt!,
      focusToHitMs: hitAt! - focusedAt!,
      transferredBytes: bytes,
      requests,
      prefetchRequests,
    };
  } finally {
    await context.close();
  }
}

interface FirstSearchClock {
  focusedAt?: number;
  lastKeystrokeAt?: number;
  hitAt?: number;
}

declare global {
  interface Window {
    __firstSearch?: FirstSearchClock;
  }
}

/**
 * Runs in the page. The hit list is the element the box names as the one it controls (`aria-controls`, or
 * `aria-owns` in the older combobox pattern); a hit is a link or an option in it. Hits shown for the text typed so
 * far do not count: only a change of the list after the query's last character, drawn on the next frame.
 * No named functions inside: tsx would wrap them in a helper that exists only on the bench's side.
 */
function watchForFirstHit({searchBox, query}: {searchBox: string; query: string}): void {
  const clock: FirstSearchClock = {};
  window.__firstSearch = clock;
  document.addEventListener('focusin', (event) => {
    if (clock.focusedAt === undefined && (event.target as Element).matches(searchBox)) clock.focusedAt = performance.now();
  });
  document.addEventListener(
    'input',
    (event) => {
      if ((event.target as HTMLInputElement).value === query) clock.lastKeystrokeAt = event.timeStamp;
    },
    true,
  );
  new MutationObserver((mutations) => {
    if (clock.lastKeystrokeAt === undefined || clock.hitAt !== undefined) return;
    const box = document.activeElement?.matches(searchBox) ? document.activeElement : null;
    const listId = box?.getAttribute('aria-controls') ?? box?.getAttribute('aria-owns');
    const list = listId ? document.getElementById(listId) : null;
    if (!list || !mutations.some(({target}) => list.contains(target))) return;
    const hits = Array.from(list.querySelectorAll<HTMLElement>('a[href], [role="option"]'));
    if (!hits.some((hit) => hit.checkVisibility())) return;
    requestAnimationFrame(() => {
      clock.hitAt ??= performance.now();
    });
  }).observe(document.body, {subtree: true, childList: true, attributes: true, characterData: true});
}

/**
 * Bytes (headers and body as sent, compressed where the server compressed) of every request from now on, but the
 * prefetches of the pages that visible links lead to, which are counted apart.
 */
interface Transfer {
  bytes: number;
  requests: number;
  prefetchRequests: number;
}

function countTransfer(page: Page): {settled: () => Promise<Transfer>} {
  let bytes = 0;
  let requests = 0;
  let prefetchRequests = 0;
  let pending = 0;
  let lastActivity = Date.now();
  const sizes: Promise<void>[] = [];
  page.on('request', () => {
    pending += 1;
    lastActivity = Date.now();
  });
  const finished = (request: Request | undefined) => {
    pending -= 1;
    lastActivity = Date.now();
    if (!request) return;
    if (isPrefetch(request)) {
      prefetchRequests += 1;
      return;
    }
    requests += 1;
    sizes.push(
      request.sizes().then(
        (size) => {
          bytes += size.responseHeadersSize + size.responseBodySize;
        },
        () => undefined,
      ),
    );
  };
  page.on('requestfinished', finished);
  page.on('requestfailed', () => finished(undefined));
  return {
    settled: async () => {
      // Everything the shown hits asked for, and nothing that follows a quiet second.
      while (pending > 0 || Date.now() - lastActivity < 1000) await page.waitForTimeout(100);
      await Promise.all(sizes);
      return {bytes, requests, prefetchRequests};
    },
  };
}
