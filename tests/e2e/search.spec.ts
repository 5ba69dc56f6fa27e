import type {Page} from '@playwright/test';
import {axeViolations} from './axe';
import {expect, test} from './fixtures';
import {waitForHydration} from './hydration';
import {apiIntroPath} from '../../src/data/apiReference';
import {search} from '../../src/data/search';

const searchBox = (page: Page) => page.getByRole('searchbox', {name: 'Search', exact: true});
/** The box's hits: the list it names as the one it controls, whose entries are links. */
const hitList = (page: Page, query: string) => page.getByRole('list', {name: `Results for “${query}”`});
const hits = (page: Page, query: string) => hitList(page, query).getByRole('link');
const INSTALL_REFERRER_HEADING = '#add-the-sdk-and-the-install-referrer-library';
/** The first hits of a visit wait on the search client, its WebAssembly module and index chunks, one after another. */
const firstHits = {timeout: 15_000};

test.describe('search box', () => {
  test('"install referrer": hits are links, and the first opens the set-up page at its heading in a new tab', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await searchBox(page).fill('install referrer');
    const first = hits(page, 'install referrer').first();
    await expect(first).toBeVisible(firstHits);
    await expect(first).toHaveAttribute('href', `/android/integration/home${INSTALL_REFERRER_HEADING}`);
    await expect(first).toContainText('Integrate the Android SDK');
    await expect(first).toContainText('Add the SDK and the Install Referrer library');
    await expect(first.locator('mark').first()).toHaveText(/install|referrer/i);

    const [tab] = await Promise.all([context.waitForEvent('page'), first.click({modifiers: ['ControlOrMeta']})]);
    await expect(tab).toHaveURL(new RegExp(`/android/integration/home${INSTALL_REFERRER_HEADING}$`));
    await expect(tab.locator(INSTALL_REFERRER_HEADING)).toBeInViewport();
    // The reader stays where they were.
    await expect(page).toHaveURL('/');
  });

  test('keyboard selection lands on the heading', async ({page}) => {
    await page.goto('/faq/home');
    await page.locator('h1').click();
    await page.keyboard.press('ControlOrMeta+k');
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.type('install referrer');
    await expect(hits(page, 'install referrer').first()).toBeVisible(firstHits);
    await page.keyboard.press('ArrowDown');
    await expect(hits(page, 'install referrer').first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/android/integration/home${INSTALL_REFERRER_HEADING}$`));
    await expect(page.locator(INSTALL_REFERRER_HEADING)).toBeInViewport();
  });

  test('at desktop width the box is in the navbar, and the side panel’s search button is not', async ({page}) => {
    await page.goto('/android/home');
    await expect(searchBox(page)).toBeVisible();
    await expect(page.getByRole('button', {name: 'Search', exact: true})).toBeHidden();
  });

  test('the API reference is searched too', async ({page}) => {
    await page.goto(apiIntroPath);
    await searchBox(page).fill('storageClassName');
    const first = hits(page, 'storageClassName').first();
    await expect(first).toBeVisible(firstHits);
    await expect(first).toHaveAttribute('href', /^\/api\/schemas\/registry-persistence/);
  });

  test('a query with no hit says so', async ({page}) => {
    await page.goto('/');
    await searchBox(page).fill('qzxjvw');
    await expect(page.getByRole('status').filter({hasText: 'No results for “qzxjvw”.'})).toBeVisible(firstHits);
    await expect(page.getByRole('list', {name: /^Results for/})).toHaveCount(0);
  });

  test('nothing of search loads with the page; pointing at the box starts loading it', async ({page}) => {
    const searchRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith(`/${search.indexDir}/`)) searchRequests.push(request.url());
    });
    await page.goto('/android/home');
    await waitForHydration(page);
    // A request the page makes by itself may come after hydration: none has been missed once the network is quiet.
    await page.waitForLoadState('networkidle');
    expect(searchRequests).toEqual([]);
    await Promise.all([page.waitForRequest(/\/pagefind\/pagefind\.js$/), searchBox(page).hover()]);
  });

  test("text typed before the page's code has run is searched once it has", async ({page}) => {
    // The page's scripts are held back, as on a slow connection, while the reader types into the box.
    let releaseScripts = () => {};
    const scriptsReleased = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route('**/assets/js/**', async (route) => {
      await scriptsReleased;
      return route.continue();
    });
    await page.goto('/', {waitUntil: 'commit'});
    await searchBox(page).click();
    await page.keyboard.type('install referrer');
    await expect(page.locator('html')).not.toHaveAttribute('data-has-hydrated', 'true');
    releaseScripts();
    await expect(hits(page, 'install referrer').first()).toBeVisible(firstHits);
    await expect(searchBox(page)).toBeFocused();
    await expect(searchBox(page)).toHaveValue('install referrer');
  });

  test.describe('in dark mode', () => {
    test('shows its hits, which axe finds nothing wrong with', async ({page}) => {
      await page.goto('/android/home');
      await page.getByRole('button', {name: /dark and light mode/}).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await searchBox(page).fill('universal links');
      const first = hits(page, 'universal links').first();
      await expect(first).toBeVisible(firstHits);
      await expect(first).toHaveAttribute('href', /^\/ios\/deeplink/);
      await expect(page.locator('mark').first()).toBeVisible();
      expect(await axeViolations(page, '.navbar')).toEqual([]);
    });
  });
});

test.describe('search in the mobile side panel', () => {
  test.use({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});

  test('the navbar button opens the panel with its box focused; a hit leads to its page and closes the panel', async ({
    page,
  }) => {
    await page.goto('/android/home');
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Search', exact: true}).tap();
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.type('multiple processes');
    const first = hits(page, 'multiple processes').first();
    await expect(first).toBeVisible(firstHits);
    await expect(first).toHaveAttribute('href', /^\/android\/special_cases\/multi_process_app/);
    const target = (await first.getAttribute('href'))!;
    await first.tap();
    await expect(page).toHaveURL(target);
    await expect(page.locator('h1')).toHaveText('Apps with several processes');
    await expect(page.locator('.navbar-sidebar')).toBeHidden();
  });
});

test.describe('results page', () => {
  test('answers the query in its URL with every matching page, as links', async ({page}) => {
    await page.goto(`${search.pagePath}?q=uninstall`);
    await expect(page.locator('h1')).toHaveText('Search results for “uninstall”');
    await expect(page.getByRole('searchbox', {name: 'Search the documentation'})).toHaveValue('uninstall');
    await expect(page.getByRole('status').filter({hasText: /^\d+ pages match\.$/})).toBeVisible(firstHits);
    const links = hits(page, 'uninstall');
    await expect(links.filter({hasText: 'Uninstall tracking on Android'}).first()).toBeVisible();
    expect(await links.count()).toBeGreaterThanOrEqual(6);
  });

  test('a query with no hit says so, and a new query replaces it in the URL', async ({page}) => {
    await page.goto(`${search.pagePath}?q=qzxjvw`);
    await expect(page.getByRole('status')).toHaveText('No results for “qzxjvw”.', firstHits);
    await page.getByRole('searchbox', {name: 'Search the documentation'}).fill('coppa');
    await expect(page).toHaveURL(/\/search\?q=coppa$/);
    await expect(hits(page, 'coppa').first()).toBeVisible(firstHits);
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`axe finds nothing wrong with it, hits shown, in ${mode} mode`, async ({page}) => {
      await page.goto(`${search.pagePath}?q=deep%20link`);
      if (mode === 'dark') {
        await page.getByRole('button', {name: /dark and light mode/}).click();
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      }
      await expect(page.getByRole('status').filter({hasText: /pages match/})).toBeVisible(firstHits);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
