import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {parse} from 'yaml';
import {expect, test} from './fixtures';
import {sitemapPaths} from './sitemapPaths';
import {specRoutes} from '../specRoutes';
import {expectedTitles} from '../support/expectedTitles';
import {apiIntroFormerPath, apiIntroPath, apiReference} from '../../src/data/apiReference';

const titles = expectedTitles();
const apiTitle = (parse(readFileSync(join(__dirname, '..', '..', apiReference.specFile), 'utf8')) as {info: {title: string}})
  .info.title;
/** The search plugin's results page: a page of the site, not a route of the docs. */
const SEARCH_PAGE = '/search';

test('an unknown path shows the not-found page', async ({page}) => {
  const response = await page.goto('/android/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
});

test('an unknown path under the API reference shows the not-found page', async ({page}) => {
  const response = await page.goto(`/${apiReference.routeBasePath}/no-such-page`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
});

// Each route of the spec answers 200 with its title (and the Android pages with code, a code sample) in its visit of
// sitemap.spec.ts, which visits every page of the sitemap: this test holds the sitemap to the spec's routes.
test('the docs answer on the spec\'s routes and on no other', () => {
  const docsPages = sitemapPaths().filter(
    (path) => !path.startsWith(`/${apiReference.routeBasePath}/`) && path !== SEARCH_PAGE,
  );
  expect(docsPages.sort()).toEqual(specRoutes.map((route) => route.path).sort());
});

test.describe('the root of the API reference', () => {
  for (const path of [`/${apiReference.routeBasePath}/`, `/${apiReference.routeBasePath}`]) {
    test(`${path} shows the reference's introduction`, async ({page}) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('article h1')).toHaveText(apiTitle);
      const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
      await expect(sidebar.locator('[aria-current="page"]')).toHaveAttribute('href', apiIntroPath);
    });
  }

  test('the introduction\'s former address lands there too', async ({page}) => {
    await page.goto(apiIntroFormerPath);
    await expect(page).toHaveURL(new RegExp(`${apiIntroPath}$`));
    await expect(page.locator('article h1')).toHaveText(apiTitle);
  });
});

test('.html and /index.html paths show the plain path’s page', async ({page}) => {
  await page.goto('/android/home.html');
  await expect(page.locator('h1')).toHaveText(titles.get('/android/home')!);
  await page.goto('/android/integration/index.html');
  await expect(page.locator('h1')).toHaveText(titles.get('/android/integration/')!);
});

test('old /docs links land on the page without the prefix', async ({page}) => {
  await page.goto('/docs/android/home/');
  await expect(page).toHaveURL(/\/android\/home\/?$/);
  await expect(page.locator('h1')).toHaveText(titles.get('/android/home')!);
});
