import type {Page} from '@playwright/test';
import {expect} from './fixtures';

/**
 * How long a page may take to hydrate before a test stops waiting: three times Playwright's default of 5 s, which the
 * Android guide has taken longer than on a busy two-core machine, and well inside a test's own 30 s. This is a wait
 * for readiness, not a check of speed (the bench measures speed).
 */
const HYDRATION_TIMEOUT_MS = 15_000;

/** Waits until React has hydrated the page: Docusaurus then sets `data-has-hydrated="true"` on `<html>`. */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: HYDRATION_TIMEOUT_MS});
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
