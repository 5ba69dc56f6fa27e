import type {Page} from '@playwright/test';
import {expect, test} from './fixtures';
import {expectedTitles} from '../support/expectedTitles';

const titles = expectedTitles();

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
    await expect(page).toHaveURL('/android/additional_features/callbacks');
    await expect(page.locator('h1')).toHaveText(titles.get('/android/additional_features/callbacks')!);
    await expect(page.getByRole('tab', {name: 'Java', exact: true}).first()).toHaveAttribute('aria-selected', 'true');
  });
});

test.describe('the unlisted iOS background tracking page', () => {
  const pagePath = '/ios/additional_features/background_tracking';

  // That it stays out of the sidebar, every category open, is the docs sidebar's test in shell.spec.ts.
  test('is linked where a reader looks for background behaviour', async ({page}) => {
    await page.goto('/ios/additional_features/home');
    await page.locator(`article a[href$="${pagePath}"]`).first().click();
    await expect(page).toHaveURL(pagePath);
    await expect(page.locator('h1')).toHaveText(titles.get(pagePath)!);
    await page.goto('/faq/ios');
    await expect(page.locator(`article a[href$="${pagePath}"]`).first()).toBeVisible();
  });
});
