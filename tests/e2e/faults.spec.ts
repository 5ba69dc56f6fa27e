/**
 * The spec's loading states and error catalogue, each produced for real: chunks delayed or refused by the network,
 * storage that throws, pages that crash (test-only fixture build), a site served under the wrong base path.
 */
import type {BrowserContext, Page} from '@playwright/test';
import {expect, test} from './fixtures';
import {waitForHydration} from './hydration';
import {servers} from './servers';
import {CRASH_MESSAGE, fixtureRoutes} from '../../src/plugins/test-fixtures/constants';

interface DocusaurusWindow {
  docusaurus: {preload(path: string): Promise<unknown>};
}

/** The chunks found for each route by this worker: one build serves the whole run, so they are found once. */
const chunksFound = new Map<string, string[]>();

/** The JavaScript chunks a route needs beyond what the home page already loaded, found by preloading it. */
async function chunksOf(context: BrowserContext, path: string): Promise<string[]> {
  const found = chunksFound.get(path);
  if (found) return found;
  const page = await context.newPage();
  await page.goto('/');
  // The home page loads code of its own after hydration (image zoom), and nothing but the network going quiet says
  // it has all arrived: a chunk still on its way would be taken for one of the route's.
  await page.waitForLoadState('networkidle');
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') chunks.push(request.url());
  });
  await page.evaluate((target) => (window as unknown as DocusaurusWindow).docusaurus.preload(target), path);
  await page.close();
  expect(chunks.length).toBeGreaterThan(0);
  chunksFound.set(path, chunks);
  return chunks;
}

/** The spec: the progress bar shows when a route takes longer than this to load. */
const PROGRESS_BAR_DELAY_MS = 200;

/** How long a test that proves a request is not made watches for it. */
const NO_REQUEST_WINDOW_MS = 1000;

function consoleMessages(page: Page, type: string): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === type) messages.push(message.text());
  });
  return messages;
}

test.describe('loading', () => {
  test('a slow route keeps the old page, shows the progress bar after 200 ms, then renders', async ({page, context}) => {
    const chunks = new Set(await chunksOf(context, '/android/event'));
    // The route's chunks are held, once the old page has loaded, until the test has seen the loading state: a
    // connection slower than the progress bar's delay, however fast or slow the machine is.
    let holding = false;
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route((url) => chunks.has(url.href), async (route) => {
      if (holding) await released;
      await route.continue();
    });
    await page.goto('/android/home');
    await waitForHydration(page);
    holding = true;
    const oldTitle = await page.locator('h1').textContent();
    await page.locator('article a[href="/android/event"]').first().click();
    await expect(page.locator('#nprogress')).toBeAttached();
    await expect(page.locator('h1')).toHaveText(oldTitle ?? '');
    release();
    await expect(page.locator('h1')).toHaveText('Track events on Android');
    await expect(page.locator('#nprogress')).not.toBeAttached();
  });

  test('a fast navigation shows no progress bar', async ({page, context}) => {
    const chunks = new Set(await chunksOf(context, '/android/event'));
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.getElementById('nprogress')) document.documentElement.dataset.sawProgressBar = 'true';
      }).observe(document, {childList: true, subtree: true});
    });
    const arrived = new Set<string>();
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') arrived.add(request.url());
    });
    await page.goto('/android/home');
    await waitForHydration(page);
    const link = page.locator('article a[href="/android/event"]').first();
    await link.hover();
    // Every chunk of the route has arrived, with the page or on the hover: the click has nothing left to wait for.
    await expect.poll(() => [...chunks].filter((url) => !arrived.has(url))).toEqual([]);
    await link.click();
    await expect(page.locator('h1')).toHaveText('Track events on Android');
    // The bar would come from a timer of PROGRESS_BAR_DELAY_MS started by the click and cleared once the route has
    // loaded. A timer of the same length started now, after the new page has rendered, fires after that one would
    // have: nothing signals that the bar did not appear, so this bounded wait is what lets the test say so.
    await page.evaluate((delay) => new Promise((resolve) => setTimeout(resolve, delay)), PROGRESS_BAR_DELAY_MS);
    await expect(page.locator('html')).not.toHaveAttribute('data-saw-progress-bar', 'true');
  });

  test('a chunk that fails on the first load shows the error box, and Retry recovers', async ({page, context}) => {
    const chunks = new Set(await chunksOf(context, '/android/event'));
    let networkDown = true;
    await page.route((url) => chunks.has(url.href), (route) => (networkDown ? route.abort('failed') : route.continue()));
    await page.goto('/android/event');
    const box = page.getByRole('alert').filter({hasText: /Loading chunk .* failed/});
    await expect(box).toBeVisible();
    await expect(box.getByRole('button', {name: 'Retry'})).toBeVisible();
    networkDown = false;
    await box.getByRole('button', {name: 'Retry'}).click();
    await waitForHydration(page);
    await expect(page.getByRole('alert').filter({hasText: /Loading chunk/})).toHaveCount(0);
    await expect(page.locator('h1')).toHaveText('Track events on Android');
  });

  test('a failing route preload logs a warning and reloads the page', async ({page, context}) => {
    const chunks = new Set(await chunksOf(context, '/android/event'));
    // The chunks fail until the browser loads the target page itself, which is what the reload does.
    let failing = true;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.url().endsWith('/android/event')) failing = false;
    });
    await page.route((url) => chunks.has(url.href), (route) => (failing ? route.abort('failed') : route.continue()));
    const warnings = consoleMessages(page, 'warning');
    await page.goto('/android/home');
    await page.evaluate(() => {
      (window as unknown as {beforeReload: boolean}).beforeReload = true;
    });
    await page.locator('article a[href="/android/event"]').first().click();
    await expect(page.locator('h1')).toHaveText('Track events on Android');
    expect(await page.evaluate(() => (window as unknown as {beforeReload?: boolean}).beforeReload)).toBeUndefined();
    expect(warnings.some((text) => /chunk/i.test(text))).toBe(true);
  });
});

test.describe('crashes (fixture build)', () => {
  test('a page that throws while rendering shows "This page crashed.", Try again and the cause', async ({page}) => {
    await page.goto(`${servers.fixtures.url}${fixtureRoutes.crash}`);
    await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();
    await expect(page.getByRole('button', {name: 'Try again'})).toBeVisible();
    await expect(page.getByText(CRASH_MESSAGE)).toBeVisible();
  });

  test('a page module without a default export says so', async ({page}) => {
    await page.goto(`${servers.fixtures.url}${fixtureRoutes.noDefaultExport}`);
    await expect(page.getByText(/doesn't have a default export/)).toBeVisible();
  });

  test('the shipped build has no fixture route', async ({page, request}) => {
    for (const path of Object.values(fixtureRoutes)) {
      expect((await request.get(path)).status()).toBe(404);
      await page.goto(path);
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
    }
  });
});

test.describe('storage unavailable', () => {
  test.beforeEach(async ({page}) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
  });

  test('the site renders, toggle and announcement work for the session, and only warnings are logged', async ({page}) => {
    const errors = consoleMessages(page, 'error');
    const warnings = consoleMessages(page, 'warning');
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(error.message));
    await page.goto('/android/home');
    await expect(page.locator('h1')).toBeVisible();
    await page.getByRole('button', {name: /dark and light mode/}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const bar = page.locator('.theme-announcement-bar');
    await bar.getByRole('button', {name: 'Close'}).click();
    await expect(bar).toBeHidden();
    expect(warnings.some((text) => /storage/i.test(text))).toBe(true);
    expect(errors.filter((text) => !text.includes('ERR_'))).toEqual([]);
    expect(uncaught).toEqual([]);
  });
});

test.describe('prefetch and preload', () => {
  /** Records the chunk requests of a page: link prefetches (not scripts) and script loads (preloads). */
  function recordChunkRequests(page: Page): {prefetch: string[]; script: string[]} {
    const seen = {prefetch: [] as string[], script: [] as string[]};
    page.on('request', (request) => {
      if (request.url().includes('/assets/js/')) {
        (request.resourceType() === 'script' ? seen.script : seen.prefetch).push(request.url());
      }
    });
    return seen;
  }

  test('a link scrolled into view is prefetched and a hovered link is preloaded', async ({page, context}) => {
    // A footer link to another section: out of view on load, and its sidebar category is collapsed.
    const targetChunks = await chunksOf(context, '/ios/integration/test');
    const ofTarget = (urls: string[]) => urls.filter((url) => targetChunks.includes(url));
    const link = page.locator('footer a[href="/ios/integration/test"]');
    const requests = recordChunkRequests(page);
    await page.goto('/android/integration/home');
    // The page's prefetches of the links in view come when the browser is idle: only once the network is quiet does
    // the absence of the target's prefetch say that an out-of-view link is not prefetched.
    await page.waitForLoadState('networkidle');
    expect(ofTarget(requests.prefetch)).toEqual([]);
    await link.scrollIntoViewIfNeeded();
    await expect.poll(() => ofTarget(requests.prefetch).length).toBeGreaterThan(0);
    expect(ofTarget(requests.script)).toEqual([]);
    await link.hover();
    await expect.poll(() => ofTarget(requests.script).length).toBeGreaterThan(0);
  });

  test('a prefetch waits for the browser to be idle instead of running in the task that asks for it', async ({page, context}) => {
    const targetChunks = await chunksOf(context, '/ios/integration/test');
    const ofTarget = (urls: string[]) => urls.filter((url) => targetChunks.includes(url));
    const requests = recordChunkRequests(page);
    await page.goto('/android/integration/home');
    await waitForHydration(page);
    // What a link's observer does when the link comes into view.
    const prefetchLinksAddedInTask = await page.evaluate(() => {
      const prefetchLinks = () => document.querySelectorAll('link[rel="prefetch"]').length;
      const before = prefetchLinks();
      void window.docusaurus.prefetch('/ios/integration/test');
      return prefetchLinks() - before;
    });
    expect(prefetchLinksAddedInTask).toBe(0);
    await expect.poll(() => ofTarget(requests.prefetch).length).toBeGreaterThan(0);
  });

  test('a chunk is prefetched once however many links lead to it, and not when the page has loaded it', async ({page}) => {
    const requests = recordChunkRequests(page);
    await page.goto('/android/integration/home');
    // The page's own code, some of it loaded after hydration (image zoom), has all arrived once the network is quiet:
    // only then is a prefetch of a chunk the page has loaded a repeat rather than a race.
    await page.waitForLoadState('networkidle');
    // A reader scrolling to the end brings every link of the page into view.
    await page.keyboard.press('End');
    // Every prefetch the scroll asked for has been made.
    await page.waitForLoadState('networkidle');
    await expect.poll(() => page.locator('link[rel="prefetch"]').count()).toBeGreaterThan(0);
    const prefetched = await page
      .locator('link[rel="prefetch"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    expect(prefetched.length).toBe(new Set(prefetched).size);
    expect(prefetched.filter((url) => requests.script.includes(url))).toEqual([]);
  });

  test('the closed mobile side panel prefetches nothing; its links prefetch once it opens', async ({page, context}) => {
    // A page of the iOS sidebar that the transparency page does not link to in its text.
    const targetChunks = await chunksOf(context, '/ios/additional_features/offline');
    const ofTarget = (urls: string[]) => urls.filter((url) => targetChunks.includes(url));
    await page.setViewportSize({width: 390, height: 844});
    const requests = recordChunkRequests(page);
    await page.goto('/ios/additional_features/transparency');
    // Idle prefetches come late: only once the network is quiet does their absence mean the closed panel asks for none.
    await page.waitForLoadState('networkidle');
    expect(ofTarget(requests.prefetch)).toEqual([]);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    // The panel scrolls under its search box: bring the link into the panel's view, as a reader does.
    await page.locator('.navbar-sidebar a[href="/ios/additional_features/offline"]').scrollIntoViewIfNeeded();
    await expect.poll(() => ofTarget(requests.prefetch).length).toBeGreaterThan(0);
  });

  for (const [name, connection] of [
    ['data saver', {saveData: true, effectiveType: '4g'}],
    ['a 2G connection', {saveData: false, effectiveType: '2g'}],
  ] as const) {
    test(`nothing is prefetched or preloaded on ${name}`, async ({page, context}) => {
      // Preloads are told apart by the hovered link's chunks: the page's own lazy code (image zoom) may still load
      // after the network first goes quiet, when a slow machine hydrates late.
      const targetChunks = await chunksOf(context, '/ios/integration/test');
      await page.addInitScript((value) => {
        Object.defineProperty(navigator, 'connection', {get: () => value});
      }, connection);
      const requests = recordChunkRequests(page);
      await page.goto('/android/home');
      await waitForHydration(page);
      // What the page loads by itself must be over before the counts the link is measured against are taken.
      await page.waitForLoadState('networkidle');
      const loaded = {prefetch: requests.prefetch.length, script: requests.script.length};
      const link = page.locator('footer a[href="/ios/integration/test"]');
      await link.scrollIntoViewIfNeeded();
      // The page has been told the link is in view: the site's observer of the link, created when it mounted, is
      // notified in the same task as one created now.
      await link.evaluate(
        (element) =>
          new Promise<void>((resolve) => {
            const observer = new IntersectionObserver((entries) => {
              if (entries.some((entry) => entry.isIntersecting)) {
                observer.disconnect();
                resolve();
              }
            });
            observer.observe(element);
          }),
      );
      await link.hover();
      // Nothing signals that a request was not made: this bounded wait is what lets the test say so. On a normal
      // connection the prefetch and the preload start well within it (the test above sees them).
      await page.waitForTimeout(NO_REQUEST_WINDOW_MS);
      const targetScripts = () => requests.script.slice(loaded.script).filter((url) => targetChunks.includes(url));
      expect({prefetch: requests.prefetch.length - loaded.prefetch, preload: targetScripts().length}).toEqual({
        prefetch: 0,
        preload: 0,
      });
      // The same recording sees the link's chunks once the reader does follow it.
      await link.click();
      await expect(page.locator('h1')).toHaveText('Test your iOS integration');
      await expect.poll(() => targetScripts().length).toBeGreaterThan(0);
    });
  }
});

test.describe('scrolling', () => {
  test('a hash link scrolls smoothly to its heading', async ({page}) => {
    await page.goto('/android/integration/home');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('smooth');
    // Scroll events are sent from the main thread: the scroll starts once the work that follows hydration is over, so
    // that a busy machine cannot hold them back for the whole of a short scroll.
    await waitForHydration(page);
    await expect(page.locator('.theme-code-block button[aria-label="Copy code to clipboard"]').first()).toBeAttached();
    // Every position the page passes through: a smooth scroll goes through many, a jump through one. Recorded from
    // scroll events rather than a fixed number of frames, which a slow click could use up before the scroll began.
    await page.evaluate(() => {
      const positions: number[] = [];
      Object.assign(window, {scrollPositions: positions});
      window.addEventListener('scroll', () => positions.push(window.scrollY), {passive: true});
    });
    await page.locator('.table-of-contents a[href="#keep-the-sdk-through-r8"]').click();
    await expect(page.locator('#keep-the-sdk-through-r8')).toBeInViewport();
    const positions = await page.evaluate(() => (window as unknown as {scrollPositions: number[]}).scrollPositions);
    expect(new Set(positions).size).toBeGreaterThan(3);
  });

  test('after a client navigation to a hash, the heading is in view', async ({page}) => {
    await page.goto('/faq/home');
    const link = page.locator('article a[href^="/faq/android#"]').first();
    const href = (await link.getAttribute('href')) ?? '';
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(page.locator(`[id="${href.split('#')[1]}"]`)).toBeInViewport();
  });

  test('a route change without a hash scrolls to the top', async ({page}) => {
    await page.goto('/android/integration/home');
    await page.evaluate(() => window.scrollTo({top: 2000, behavior: 'instant'}));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.locator('article a[href="/android/integration/test"]').last().click();
    await expect(page.locator('h1')).toHaveText('Test your Android integration');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('wrong base path', () => {
  test('a site whose assets do not load under its URL shows the base URL banner with a suggestion', async ({page, request}) => {
    const home = await (await request.get('/')).text();
    await page.route('**/wrong-base/', (route) => route.fulfill({body: home, contentType: 'text/html'}));
    // Served under the wrong base path, every asset URL points to nothing.
    await page.route('**/assets/**', (route) => route.fulfill({status: 404, body: 'Not found'}));
    await page.goto('/wrong-base/');
    await expect(page.getByText('Your Docusaurus site did not load properly.')).toBeVisible();
    await expect(page.locator('#__docusaurus-base-url-issue-banner-suggestion-container')).toHaveText('/wrong-base/');
  });
});
