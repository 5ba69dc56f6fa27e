import type {APIRequestContext, Page} from '@playwright/test';
import {expect, test} from './fixtures';
import {featureMatrix} from '../../src/data/featureMatrix';

const faqPages = ['/faq/home', '/faq/android', '/faq/ios', '/faq/flutter', '/faq/web', '/faq/webbridge', '/faq/integration_troubleshooting'];

/** Ids of the elements a page's HTML defines, fetched without a browser. */
async function idsOf(request: APIRequestContext, path: string): Promise<Set<string>> {
  const html = await (await request.get(path)).text();
  return new Set([...html.matchAll(/\sid="?([^"\s>]+)/g)].map((m) => m[1] ?? ''));
}

async function expectLinksResolve(page: Page, request: APIRequestContext, hrefs: string[]): Promise<void> {
  const cache = new Map<string, Set<string>>();
  for (const href of hrefs) {
    const url = new URL(href, page.url());
    const response = await request.get(url.pathname);
    expect(response.status(), href).toBe(200);
    if (url.hash) {
      if (!cache.has(url.pathname)) cache.set(url.pathname, await idsOf(request, url.pathname));
      expect(cache.get(url.pathname)?.has(decodeURIComponent(url.hash.slice(1))), href).toBe(true);
    }
  }
}

test.describe('FAQ', () => {
  for (const path of faqPages) {
    test(`${path}: every question heading has a working anchor`, async ({page}) => {
      await page.goto(path);
      const headings = page.locator('article :is(h2, h3)[id]');
      const count = await headings.count();
      expect(count).toBeGreaterThan(path === '/faq/home' ? 2 : 7);
      // Each click scrolls smoothly to its heading and the next click waits for that scroll to settle: a page of
      // twenty questions took over 30 s on a busy two-core machine, so the time allowed grows with the page.
      test.setTimeout(15_000 + count * 3_000);
      for (const heading of await headings.all()) {
        const id = await heading.getAttribute('id');
        await heading.locator('a.hash-link').click();
        await expect(page).toHaveURL(new RegExp(`#${id}$`));
        await expect(heading).toBeInViewport();
      }
    });
  }

  test('the FAQ index links to questions that exist', async ({page, request}) => {
    await page.goto('/faq/home');
    const hrefs = await page.locator('article a[href*="#"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(30);
    await expectLinksResolve(page, request, hrefs);
  });
});

test.describe('the introduction', () => {
  test('every feature matrix link resolves to its page and section', async ({page, request}) => {
    await page.goto('/');
    const links = page.getByRole('table', {name: 'Features by platform'}).getByRole('link');
    const expected = featureMatrix.reduce((sum, row) => sum + Object.keys(row.pages).length, 0);
    await expect(links).toHaveCount(expected);
    await expectLinksResolve(page, request, await links.evaluateAll((all) => all.map((a) => a.getAttribute('href') ?? '')));
  });

  test('draws the attribution flow as an accessible inline SVG', async ({page}) => {
    await page.goto('/');
    const diagram = page.getByRole('img', {name: 'How attribution works'});
    await expect(diagram).toBeVisible();
    expect(await diagram.evaluate((node) => node.tagName.toLowerCase())).toBe('svg');
  });

  test('the quick start chooser switches its steps to the chosen platform', async ({page}) => {
    await page.goto('/');
    await page.getByRole('radio', {name: 'iOS'}).check();
    const steps = page.getByRole('list', {name: 'Quick start for iOS'});
    await steps.getByRole('link', {name: 'Test the integration'}).click();
    await expect(page).toHaveURL(/\/ios\/integration\/test$/);
  });

  test('puts the platform cards before the quick start, and the quick start before the diagram', async ({page}) => {
    await page.goto('/');
    const headings = await page.locator('article h2').allInnerTexts();
    const at = (text: string) => headings.findIndex((h) => h.includes(text));
    expect(at('Choose your platform')).toBe(0);
    expect(at('Quick start')).toBe(1);
    expect(at('How attribution works')).toBeGreaterThan(at('Quick start'));
  });

  test('the quick start shows both keys and consent, and ends in the testing view', async ({page}) => {
    await page.goto('/');
    const start = page.locator('article pre').filter({hasText: 'setTrackingConsent'});
    await expect(start).toHaveCount(1);
    await expect(start).toContainText('Android key in Android builds, iOS key in iOS builds');
    await page.getByRole('radio', {name: 'Unity'}).check();
    const steps = page.getByRole('list', {name: 'Quick start for Unity'});
    await expect(steps).toContainText('copy both SDK keys');
    await expect(steps.getByRole('link', {name: 'Ask for consent'})).toHaveAttribute('href', '/unity/integration/home#ask-for-consent-before-tracking');
    await expect(steps).toContainText('testing view');
  });
});

test.describe('the welcome page', () => {
  test('is linked from the introduction', async ({page}) => {
    await page.goto('/');
    await page.locator('article').getByRole('link', {name: 'welcome page'}).click();
    await expect(page).toHaveURL(/\/land$/);
  });

  test('its button leads on to the quick start, whose steps open a platform, not back to the introduction', async ({page}) => {
    await page.goto('/land');
    const button = page.getByRole('link', {name: 'Start integrating'});
    await expect(button).not.toHaveAttribute('href', '/');
    await button.click();
    await expect(page.getByRole('heading', {name: 'Quick start', level: 2})).toBeInViewport();
    await page.getByRole('radio', {name: 'Flutter'}).check();
    await page.getByRole('list', {name: 'Quick start for Flutter'}).getByRole('link', {name: 'Set up the SDK'}).click();
    await expect(page).toHaveURL(/\/flutter\/integration\/home$/);
  });
});
