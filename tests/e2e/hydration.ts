import type {Page} from '@playwright/test';
import {expect} from './fixtures';

/** Waits until React has hydrated the page: Docusaurus then sets `data-has-hydrated="true"` on `<html>`. */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

/**
 * Waits until the page has built all it builds by itself: hydrated, and every code block given its copy button (and
 * word-wrap button where its code scrolls), which the site renders in the background only once the hydrated page has
 * settled (src/theme/RenderInBackground). A check of the whole page, such as axe's, must not run before they exist.
 */
export async function waitForSettledPage(page: Page): Promise<void> {
  await waitForHydration(page);
  await expect(page.locator('.theme-code-block:not(:has(button[aria-label="Copy code to clipboard"]))')).toHaveCount(0);
}
