import type {Page} from '@playwright/test';
import {expect, test} from './fixtures';
import {apiIntroPath} from '../../src/data/apiReference';

const searchBox = (page: Page) => page.getByLabel('Search', {exact: true});
const hits = (page: Page) => page.getByRole('listbox').getByRole('option');
/**
 * The first hits of a visit wait on the search code, its worker and the full-text index (2.8 MB uncompressed, as
 * `docusaurus serve` sends it) loading one after another. Beside the suite's other worker on a two-core machine
 * (load average 12), the index arrived 12 s after the page and the hits later still, so they get 30 s.
 */
const firstHits = {timeout: 30_000};

test.describe('search', () => {
  // Room for the first hits' 30 s on top of loading the page.
  test.describe.configure({timeout: 60_000});

  test('"install referrer" finds the Android integration page, and the hit leads there', async ({page}) => {
    await page.goto('/');
    await searchBox(page).fill('install referrer');
    const hit = hits(page).filter({hasText: 'Integrate the Android SDK'}).first();
    await expect(hit).toBeVisible(firstHits);
    await hit.click();
    await expect(page).toHaveURL(/\/android\/integration\/home(#.*)?$/);
    await expect(page.locator('h1')).toHaveText('Integrate the Android SDK');
  });

  test('"registry" on an API page finds reference pages', async ({page}) => {
    await page.goto(apiIntroPath);
    await searchBox(page).fill('registry');
    await expect(hits(page).filter({hasText: 'Local registry'}).first()).toBeVisible(firstHits);
  });

  test('Ctrl+K focuses the search box', async ({page}) => {
    await page.goto('/android/home');
    await page.locator('h1').click();
    await page.keyboard.press('Control+k');
    await expect(searchBox(page)).toBeFocused();
  });

  test('keyboard selection opens the highlighted hit', async ({page}) => {
    await page.goto('/');
    await searchBox(page).fill('forget me');
    await expect(hits(page).first()).toBeVisible(firstHits);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(/\/$/);
  });

  test('the full results page lists matches with their page titles', async ({page}) => {
    await page.goto('/search?q=uninstall');
    await expect(page.locator('article, main').getByRole('link', {name: /Uninstall tracking on Android/}).first()).toBeVisible(
      firstHits,
    );
  });

  test('the search code loads when the reader reaches for the box, and what was typed carries over', async ({page}) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    // From here on, scripts the page asks for are held back until the text below has been typed.
    const requestedScripts: string[] = [];
    let releaseScripts = () => {};
    const scriptsReleased = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route('**/*', async (route) => {
      if (route.request().resourceType() !== 'script') return route.continue();
      requestedScripts.push(route.request().url());
      await scriptsReleased;
      return route.continue();
    });
    expect(requestedScripts).toEqual([]);
    await searchBox(page).click();
    await page.keyboard.type('install referrer');
    expect(requestedScripts.length).toBeGreaterThan(0);
    releaseScripts();
    await expect(hits(page).filter({hasText: 'Integrate the Android SDK'}).first()).toBeVisible(firstHits);
    await expect(searchBox(page)).toBeFocused();
    await expect(searchBox(page)).toHaveValue('install referrer');
  });

  test('text typed before the page\'s code has run is searched once it has', async ({page}) => {
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
    await expect(hits(page).filter({hasText: 'Integrate the Android SDK'}).first()).toBeVisible(firstHits);
    await expect(searchBox(page)).toBeFocused();
    await expect(searchBox(page)).toHaveValue('install referrer');
  });

  test('works with the network cut off once the page and its index are loaded', async ({page, context}) => {
    await page.goto('/');
    // Focusing the box fetches the index from this site; after that nothing may leave the browser.
    await Promise.all([page.waitForResponse(/search-index.*\.json/), searchBox(page).focus()]);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await context.setOffline(true);
    await searchBox(page).fill('deferred deep link');
    await expect(hits(page).first()).toBeVisible(firstHits);
    await expect(hits(page).first()).toContainText(/deferred/i);
    expect(requests).toEqual([]);
  });
});
