import type {Page} from '@playwright/test';
import {expect, test} from './fixtures';
import {specRoutes} from '../specRoutes';

/** Android pages whose topic is not code: overviews and checklists that link to the pages with the code. */
const androidPagesWithoutCode = new Set([
  '/android/special_cases/home',
  '/android/uninstall/',
  '/android/uninstall/home',
]);

const androidPages = specRoutes.map((r) => r.path).filter((path) => path.startsWith('/android/'));

test.describe('Android pages', () => {
  for (const path of androidPages) {
    test(`${path} shows its heading${androidPagesWithoutCode.has(path) ? '' : ' and a code sample'}`, async ({page}) => {
      await page.goto(path);
      await expect(page.locator('article h1')).toBeVisible();
      if (!androidPagesWithoutCode.has(path)) {
        expect(await page.locator('article pre code').count()).toBeGreaterThan(0);
      }
    });
  }
});

async function chooseTab(page: Page, label: string): Promise<void> {
  await page.getByRole('tab', {name: label, exact: true}).first().click();
  await expect(page.getByRole('tab', {name: label, exact: true}).first()).toHaveAttribute('aria-selected', 'true');
}

const persistence: {name: string; from: string; to: string; choice: string}[] = [
  {name: 'Kotlin/Java', from: '/android/event', to: '/android/additional_features/callbacks', choice: 'Java'},
  {name: 'Swift/Objective-C', from: '/ios/event', to: '/ios/additional_features/callbacks', choice: 'Objective-C'},
  {name: 'JavaScript/TypeScript', from: '/reactnative/event', to: '/web/event', choice: 'JavaScript'},
  {name: 'Gradle DSL', from: '/android/integration/home', to: '/android/uninstall/examples', choice: 'Groovy'},
];

test.describe('a language choice follows the reader across pages', () => {
  for (const {name, from, to, choice} of persistence) {
    test(name, async ({page}) => {
      await page.goto(from);
      await chooseTab(page, choice);
      await page.goto(to);
      const tabs = page.getByRole('tab', {name: choice, exact: true});
      expect(await tabs.count()).toBeGreaterThan(0);
      for (const tab of await tabs.all()) await expect(tab).toHaveAttribute('aria-selected', 'true');
    });
  }

  test('and across a client-side navigation', async ({page}) => {
    await page.goto('/android/event');
    await chooseTab(page, 'Java');
    await page.locator('article').getByRole('link', {name: /callbacks/i}).first().click();
    await expect(page).toHaveURL(/\/android\//);
    await expect(page.getByRole('tab', {name: 'Java', exact: true}).first()).toHaveAttribute('aria-selected', 'true');
  });
});

test.describe('the unlisted iOS background tracking page', () => {
  const pagePath = '/ios/additional_features/background_tracking';

  test('stays out of the sidebar but is linked where a reader looks for background behaviour', async ({page}) => {
    await page.goto('/ios/additional_features/home');
    await expect(page.locator(`nav[aria-label="Docs sidebar"] a[href$="${pagePath}"]`)).toHaveCount(0);
    await page.locator(`article a[href$="${pagePath}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${pagePath}$`));
    await expect(page.locator('h1')).toBeVisible();
    await page.goto('/faq/ios');
    await expect(page.locator(`article a[href$="${pagePath}"]`).first()).toBeVisible();
  });
});
