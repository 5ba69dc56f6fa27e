import type {Page} from '@playwright/test';
import {axeViolations} from './axe';
import {expect, test} from './fixtures';
import {sitemapPaths} from './sitemapPaths';

const paths = sitemapPaths();

/** Collects console errors and uncaught exceptions for the life of the page. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}

test.describe('every page of the sitemap', () => {
  // Two axe passes over a long page: on a busy two-core machine they took up to 41 s together.
  test.describe.configure({timeout: 90_000});

  test('the sitemap lists the whole site', () => {
    expect(paths.length).toBeGreaterThan(100);
    expect(paths).toContain('/android/integration/home');
    expect(paths).toContain('/api/schemas/hook-container');
  });

  for (const path of paths) {
    test(`${path}: no console error, no WCAG 2.1 A/AA violation in light and dark mode`, async ({page}) => {
      const errors = watchErrors(page);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page), 'light mode').toEqual([]);
      await page.getByRole('button', {name: /dark and light mode/}).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      expect(await axeViolations(page), 'dark mode').toEqual([]);
      expect(errors).toEqual([]);
    });
  }
});

test.describe('every page of the sitemap at 390 px', () => {
  test.use({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});

  for (const path of paths) {
    test(`${path}: no console error on a phone`, async ({page}) => {
      const errors = watchErrors(page);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('h1').first()).toBeVisible();
      expect(errors).toEqual([]);
    });
  }
});
