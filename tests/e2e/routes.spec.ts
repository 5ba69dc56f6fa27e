import {expect, test} from './fixtures';
import {specRoutes} from '../specRoutes';
import {expectedTitles} from '../support/expectedTitles';

const titles = expectedTitles();

test.describe('every route of the spec renders its page', () => {
  for (const route of specRoutes) {
    test(route.path, async ({page}) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1').first()).toHaveText(titles.get(route.path) ?? 'missing title');
    });
  }
});

test('an unknown path shows the not-found page', async ({page}) => {
  const response = await page.goto('/android/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
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
