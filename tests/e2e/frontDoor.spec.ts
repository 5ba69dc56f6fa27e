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

const FAQ_INDEX = '/faq/home';
/** The headings of a FAQ page's questions, each with the anchor a reader can link to. */
const QUESTION_HEADINGS = 'article :is(h2, h3)[id]';

test.describe('FAQ', () => {
  // The reader's system asks for reduced motion, so the page jumps to a heading instead of scrolling smoothly to it
  // (Infima's rule): each click need not wait for the last one's scroll to settle, which made a page of twenty
  // questions take over 30 s on a busy two-core machine. What is checked, that each anchor is in the URL and its
  // heading in view once clicked, is the same with either motion; the smooth scroll itself is checked in faults.spec.ts.
  test.use({reducedMotion: 'reduce'});

  for (const path of faqPages) {
    const isIndex = path === FAQ_INDEX;
    test(`${path}: every question heading has a working anchor${isIndex ? ', and the index links to questions that exist' : ''}`, async ({
      page,
      request,
    }) => {
      await page.goto(path);
      // Read before the clicks below move the page: the index's links, which are checked against the served pages.
      const indexLinks = isIndex
        ? await page.locator('article a[href*="#"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
        : [];
      const headings = page.locator(QUESTION_HEADINGS);
      const ids = await headings.evaluateAll((elements) => elements.map((element) => element.id));
      expect(ids.length).toBeGreaterThan(isIndex ? 2 : 7);
      // Each question takes up to about a second in the page below; the time allowed grows with the page.
      test.setTimeout(15_000 + ids.length * 1_500);
      // Each anchor clicked from inside the page (the click event a reader's click sends), then the address and the
      // heading's place read on the frames after it, for up to a second: one Playwright click and one poll per
      // question took the seven pages 106 s summed. What Playwright's click checked first is checked here: the anchor
      // is shown and it is what a pointer over it reaches. The page is then scrolled to the top, so that a heading further
      // down is on the screen afterwards only if the click made the jump.
      const afterClicks = await page.evaluate(async (selector) => {
        const nextFrame = () => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted)));
        const seen: {id: string; hash: string; inViewport: boolean}[] = [];
        const count = document.querySelectorAll(selector).length;
        for (let index = 0; index < count; index += 1) {
          const heading = document.querySelectorAll(selector)[index]!;
          const anchor = heading.querySelector<HTMLElement>('a.hash-link');
          anchor?.scrollIntoView({block: 'center'});
          const box = anchor?.getBoundingClientRect();
          const reached = box && document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          if (!anchor || !box || !anchor.checkVisibility({visibilityProperty: true}) || !reached || !anchor.contains(reached)) {
            seen.push({id: heading.id, hash: anchor ? 'anchor link hidden or covered' : 'no anchor link in the heading', inViewport: false});
            continue;
          }
          window.scrollTo(0, 0);
          anchor.click();
          const started = performance.now();
          let state = {id: heading.id, hash: '', inViewport: false};
          do {
            await nextFrame();
            const {top, bottom, left, right} = heading.getBoundingClientRect();
            const inViewport = bottom > 0 && top < window.innerHeight && right > 0 && left < window.innerWidth;
            state = {id: heading.id, hash: decodeURIComponent(location.hash), inViewport};
          } while ((state.hash !== `#${heading.id}` || !state.inViewport) && performance.now() - started < 1_000);
          seen.push(state);
        }
        return seen;
      }, QUESTION_HEADINGS);
      expect(afterClicks, 'after a click on each anchor').toEqual(ids.map((id) => ({id, hash: `#${id}`, inViewport: true})));
      if (isIndex) {
        await test.step('the index links to questions that exist', async () => {
          expect(indexLinks.length).toBeGreaterThan(30);
          await expectLinksResolve(page, request, indexLinks);
        });
      }
    });
  }
});

test.describe('the introduction', () => {
  // Checks that only read the page share one load of it.
  test('puts the platform cards before the quick start and the quick start before the diagram, draws the attribution flow as an accessible inline SVG, and every feature matrix link resolves to its page and section', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await test.step('the order of the sections', async () => {
      const headings = await page.locator('article h2').allInnerTexts();
      const at = (text: string) => headings.findIndex((h) => h.includes(text));
      expect.soft(at('Choose your platform')).toBe(0);
      expect.soft(at('Quick start')).toBe(1);
      expect.soft(at('How attribution works')).toBeGreaterThan(at('Quick start'));
    });
    await test.step('the attribution flow', async () => {
      const diagram = page.getByRole('img', {name: 'How attribution works'});
      await expect.soft(diagram).toBeVisible();
      expect.soft(await diagram.evaluate((node) => node.tagName.toLowerCase())).toBe('svg');
    });
    await test.step('the feature matrix links', async () => {
      const links = page.getByRole('table', {name: 'Features by platform'}).getByRole('link');
      const expected = featureMatrix.reduce((sum, row) => sum + Object.keys(row.pages).length, 0);
      await expect(links).toHaveCount(expected);
      await expectLinksResolve(page, request, await links.evaluateAll((all) => all.map((a) => a.getAttribute('href') ?? '')));
    });
  });

  test('the quick start shows both keys and consent, ends in the testing view, and its chooser switches its steps to the chosen platform', async ({
    page,
  }) => {
    await page.goto('/');
    const start = page.locator('article pre').filter({hasText: 'setTrackingConsent'});
    await expect(start).toHaveCount(1);
    await expect(start).toContainText('Android key in Android builds, iOS key in iOS builds');
    await page.getByRole('radio', {name: 'Unity'}).check();
    const unitySteps = page.getByRole('list', {name: 'Quick start for Unity'});
    await expect(unitySteps).toContainText('copy both SDK keys');
    await expect(unitySteps.getByRole('link', {name: 'Ask for consent'})).toHaveAttribute('href', '/unity/integration/home#ask-for-consent-before-tracking');
    await expect(unitySteps).toContainText('testing view');

    await page.getByRole('radio', {name: 'iOS'}).check();
    const iosSteps = page.getByRole('list', {name: 'Quick start for iOS'});
    await iosSteps.getByRole('link', {name: 'Test the integration'}).click();
    await expect(page).toHaveURL(/\/ios\/integration\/test$/);
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
