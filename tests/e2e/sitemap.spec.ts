/**
 * Every page of the sitemap, visited once at desktop size and once at phone size. The desktop visit makes every check
 * that is about one page: what every page must do (answer, no console error, no Content-Security-Policy violation,
 * no WCAG 2.1 A/AA violation in either colour mode) and what some pages must show (pageChecks.ts). One load per page
 * keeps the suite's largest part short; soft expectations let one failing check report the others of its page too.
 *
 * Each worker visits its pages in one tab per size, kept open from page to page, rather than a new browser context
 * per page: each load is still a full one, from empty storage, but the site's scripts come from the tab's cache
 * and its renderer process stays up. On the iOS pages (38 tests, two workers) that took the run from 148 s to 127 s.
 * A failed test gets a new worker, and so new tabs, for its traced retry (playwright.config.ts) and the tests after it.
 * A failure names its page and check, and its message lists what axe or the console reported.
 */
import {test as base, devices, type Browser, type BrowserContextOptions, type Page} from '@playwright/test';
import {axeColourViolations, axePageViolations, CODE_SAMPLES, codeSamplePaint} from './axe';
import {expect, watchCspViolations} from './fixtures';
import {waitForHydration, waitForSettledPage} from './hydration';
import {
  grammarsFirstUsedOn,
  highlightedTokens,
  isApiReferencePage,
  openApiThemeClasses,
  showsCode,
  specTitleOf,
} from './pageChecks';
import {servers} from './servers';
import {sitemapPaths} from './sitemapPaths';

const paths = sitemapPaths();

/** A tab that visits one page after another, and what went wrong on the page it shows now. */
interface Tab {
  page: Page;
  /** Console errors and uncaught exceptions. */
  errors: string[];
  cspViolations: string[];
}

const {viewport, userAgent, deviceScaleFactor} = devices['Desktop Chrome'];
const desktop: BrowserContextOptions = {viewport, userAgent, deviceScaleFactor};
const phone: BrowserContextOptions = {...desktop, viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true};
/**
 * The desktop visit is a reader who asks for reduced motion: the theme then switches colour modes without its 200 ms
 * fades, whose frames the browser otherwise renders before the dark-mode check may read the settled colours (the
 * switch took 296 against 153 ms of Chromium's CPU per visit, over eight pages twice). The colours checked are the
 * ones the fades end on; the fades themselves are checked in shell.spec.ts, and the phone visit keeps the default.
 */
const desktopReducedMotion: BrowserContextOptions = {...desktop, reducedMotion: 'reduce'};

/** A tab of a new context with `options`, open for as long as the worker runs. */
function workerTab(options: BrowserContextOptions) {
  return async ({browser}: {browser: Browser}, use: (tab: Tab) => Promise<void>): Promise<void> => {
    const context = await browser.newContext({...options, baseURL: servers.site.url});
    const cspViolations = await watchCspViolations(context);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
    await use({page, errors, cspViolations});
    await context.close();
  };
}

/**
 * The worker's tab for one test. What went wrong is emptied before the test; after it, the tab leaves the page for a
 * blank one, so that whatever the page reports while it unloads counts against this test and not the next, and is
 * then checked. The storage the page wrote (the dark-mode test stores the reader's choice) is cleared first, and the
 * pointer moved off the page: the next test starts as in a new context.
 */
async function useTab(tab: Tab, use: (tab: Tab) => Promise<void>): Promise<void> {
  tab.errors.length = 0;
  tab.cspViolations.length = 0;
  await use(tab);
  await tab.page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await tab.page.mouse.move(0, 0);
  await tab.page.goto('about:blank');
  expect.soft(tab.errors, 'console errors and uncaught exceptions').toEqual([]);
  expect.soft(tab.cspViolations, 'Content-Security-Policy violations').toEqual([]);
}

// Playwright's `test`, not fixtures.ts's: that one's automatic CSP fixture would open a new context for every test
// beside the tab (the tabs watch for violations themselves, in workerTab). The tabs are this spec's own worker
// fixtures, so Playwright starts workers for its tests alone, each with its own browser. Declaring the tabs among
// every spec's fixtures (9f5a899), so that these tests ran in workers already started, saved those two browser
// start-ups but no wall time: the browser suite took 234.4 s with the shared tabs and 234.5 s without (medians of
// 3 alternated runs each).
const test = base.extend<{desktopTab: Tab; phoneTab: Tab}, {desktopWorkerTab: Tab; phoneWorkerTab: Tab}>({
  desktopWorkerTab: [workerTab(desktopReducedMotion), {scope: 'worker'}],
  phoneWorkerTab: [workerTab(phone), {scope: 'worker'}],
  desktopTab: ({desktopWorkerTab}, use) => useTab(desktopWorkerTab, use),
  phoneTab: ({phoneWorkerTab}, use) => useTab(phoneWorkerTab, use),
});

/** What the desktop visit of `path` checks, as its test's title says it. */
function checksOf(path: string): string[] {
  const grammars = grammarsFirstUsedOn(path).map(({grammar}) => grammar);
  return [
    'answers 200',
    ...(specTitleOf(path) === undefined ? [] : [`shows its title${showsCode(path) ? ' and a code sample' : ''}`]),
    ...(grammars.length > 0 ? [`highlights ${grammars.join(', ')}`] : []),
    ...(isApiReferencePage(path) ? ['every class the OpenAPI theme styles has its rules'] : []),
    'its first paint waits for an element before its main content',
    'no console error nor CSP violation',
    'no WCAG 2.1 A/AA violation in light mode nor colour violation in dark mode',
  ];
}

test('the sitemap lists the whole site', () => {
  expect(paths.length).toBeGreaterThan(100);
  expect(paths).toContain('/android/integration/home');
  expect(paths).toContain('/api/schemas/hook-container');
});

test.describe('every page of the sitemap', () => {
  // Two axe passes over a long page: on a busy two-core machine they took up to 30 s together.
  test.describe.configure({timeout: 90_000});

  for (const path of paths) {
    test(`${path}: ${checksOf(path).join(', ')}`, async ({desktopTab: {page}}) => {
      const response = await page.goto(path);
      expect.soft(response?.status(), 'status').toBe(200);
      await waitForSettledPage(page);

      const title = specTitleOf(path);
      if (title !== undefined) {
        await test.step('title and code sample', async () => {
          const h1 = page.locator('h1').first();
          await expect.soft(h1).toHaveText(title);
          await expect.soft(h1).toBeVisible();
          if (showsCode(path)) await expect.soft(page.locator('article pre code').first(), 'code sample').toBeAttached();
        });
      }
      for (const {grammar, lang} of grammarsFirstUsedOn(path)) {
        // Each page imports the grammars of its own code blocks (src/plugins/prism-per-page).
        await test.step(`${grammar} highlighted`, async () => {
          await expect.soft(page.locator(highlightedTokens(lang)).first(), `${grammar} tokens`).toBeAttached();
        });
      }
      if (isApiReferencePage(path)) {
        await test.step('OpenAPI theme styles', async () => {
          const {themed, unstyled} = await openApiThemeClasses(page);
          expect.soft(themed.length, 'classes the OpenAPI theme styles').toBeGreaterThan(0);
          expect.soft(unstyled, 'classes the OpenAPI theme styles, without their rules').toEqual([]);
        });
      }

      await test.step('first paint', async () => {
        // Read in the page as served. A page without the element its first paint waits for is painted only once the
        // parser has read all of it, and one placed after the main content holds the paint for that content.
        const waitsFor = await page.evaluate((html) => {
          const served = new DOMParser().parseFromString(html, 'text/html');
          const main = served.querySelector('main');
          return Array.from(served.querySelectorAll('head link[rel="expect"][blocking="render"]'), (link) => {
            const id = decodeURIComponent(new URL(link.getAttribute('href') ?? '', location.href).hash.slice(1));
            const element = served.getElementById(id);
            const mainFollows = element && main ? element.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING : 0;
            return {id, found: element !== null, beforeMain: mainFollows !== 0};
          });
        }, response ? await response.text() : '');
        expect
          .soft(waitsFor, 'the elements the first paint waits for, in the page as served')
          .toEqual([{id: expect.any(String), found: true, beforeMain: true}]);
      });

      await test.step('axe, light mode', async () => {
        expect.soft(await axePageViolations(page), 'light mode').toEqual([]);
      });
      // What the page shows a reader's tools, read before the switch: in dark mode only the colours may change.
      const lightTree = await page.locator('body').ariaSnapshot();
      // How the code samples are painted, read before the switch: the site's code theme is the same in both modes.
      const lightCode = await codeSamplePaint(page, 'light');
      await test.step('axe, dark mode', async () => {
        await page.getByRole('button', {name: /dark and light mode/}).click();
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
        // The other rules of WCAG 2.1 A/AA read the page's elements, their names, roles and structure, not the colours
        // they are painted in: light mode's full check holds for dark mode too as long as the elements are the same,
        // which the comparison of the two accessibility trees below checks.
        // The colour rules over the code samples likewise (leaving them out took a fifth off the desktop visits of
        // the Android pages): light mode's verdict, one element per paint (axe.ts), holds in dark mode as long as
        // every element of every sample is painted the same and nothing of the page around it shows through, which
        // is checked here.
        expect.soft(await axeColourViolations(page, CODE_SAMPLES), 'dark mode').toEqual([]);
        // Read once the colours have settled, which the axe pass waits for.
        const darkCode = await codeSamplePaint(page, 'dark', 'light');
        expect.soft(lightCode.seeThrough, 'code samples the page around them shows through, light mode').toEqual([]);
        expect.soft(darkCode.seeThrough, 'code samples the page around them shows through, dark mode').toEqual([]);
        expect.soft(darkCode.comparedLineCount, 'elements of the light-mode reading compared with').toBe(lightCode.lineCount);
        expect.soft(darkCode.lineCount, 'elements of the code samples in dark mode').toBe(lightCode.lineCount);
        expect.soft(darkCode.changed, 'the code samples in dark mode, against light mode').toEqual([]);
        const darkTree = await page.locator('body').ariaSnapshot();
        expect
          .soft(darkTree, 'the accessibility tree in dark mode, against light mode with the toggle switched')
          .toBe(lightTree.replace('(currently light mode)', '(currently dark mode)'));
      });
    });
  }
});

test.describe('every page of the sitemap at 390 px', () => {
  for (const path of paths) {
    test(`${path}: no console error nor CSP violation on a phone`, async ({phoneTab: {page}}) => {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.locator('h1').first()).toBeVisible();
    });
  }
});
