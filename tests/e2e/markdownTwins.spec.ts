/**
 * The Markdown version of every page, for readers' tools: the "Copy page" control and its "Open in" menu, the twins
 * as served, the two llmstxt.org indexes and the per-platform files.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {APIRequestContext, Locator, Page} from '@playwright/test';
import {OUTCOME_SHOWN_MS} from '../../src/components/CopyPage/outcomeShown';
import {getPlatform, type PlatformId} from '../../src/data/platforms';
import {product} from '../../src/data/product';
import {TWIN_EXTENSION, twinPath} from '../../src/plugins/markdown-twins/twinPath';
import {axeViolations} from './axe';
import {expect, test} from './fixtures';
import {waitForHydration} from './hydration';
import {recordShownStates} from './shownStates';
import {sitemapPaths} from './sitemapPaths';

const BUILD_DIR = join(__dirname, '..', '..', 'build');
const DOC = '/android/home';
/** The search page is a form whose results appear in the browser: it has nothing to read, so no twin. */
const PAGES_WITHOUT_TWIN = ['/search'];
const TEXT_TYPE = /^text\/(plain|markdown)\b/;
const TWIN_HEAD_LINK = 'head link[rel="alternate"][type="text/markdown"]';
/** The largest per-platform llms file: about 130,000 tokens at four bytes each. */
const MAX_PLATFORM_FILE_BYTES = 520 * 1024;

/** The page a twin belongs to: `twinPath` the other way round. */
function pageOfTwin(path: string): string {
  const index = `/index${TWIN_EXTENSION}`;
  return path.endsWith(index) ? path.slice(0, -index.length + 1) : path.slice(0, -TWIN_EXTENSION.length);
}

const sitePath = (url: string) => new URL(url).pathname;

/** The disclosure that holds the twin link and the assistants. */
const openInMenu = (page: Page) => page.locator('summary', {hasText: 'Open in…'});

async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

async function fetchText(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

const clipboardText = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

/** The control's label and announcement at each change, noted by the page (`recordShownStates`). */
const recordWhatTheControlShows = (page: Page) =>
  recordShownStates(page.getByRole('button', {name: 'Copy page'}).locator('..'), [
    {selector: 'button'},
    {selector: '[role="status"]'},
  ]);

/** A box as Playwright's `boundingBox` gives it. */
type Box = NonNullable<Awaited<ReturnType<Locator['boundingBox']>>>;

/**
 * Where the control's button and menu are at each point at which the browser may paint them while the page arrives:
 * before the parser has reached the menu, once it has reached the menu but not its label (a `details` without its
 * `summary` shows the browser's own "Details" label, of another width), and complete. A box that moves from one paint
 * to the next is a layout shift. Read by taking those parts out of the hydrated page and putting them back.
 */
async function controlBoxesWhileArriving(page: Page): Promise<{button: Box[]; menu: Box[]}> {
  return page.getByRole('button', {name: 'Copy page'}).evaluate((button) => {
    const menu = button.parentElement!.querySelector('details')!;
    const label = menu.querySelector('summary')!;
    const box = (element: Element): Box => {
      const {x, y, width, height} = element.getBoundingClientRect();
      return {x, y, width, height};
    };
    const menuNext = menu.nextSibling;
    menu.remove();
    const buttonBeforeMenu = box(button);
    menuNext!.before(menu);
    label.remove();
    const [buttonBeforeLabel, menuBeforeLabel] = [box(button), box(menu)];
    menu.prepend(label);
    return {button: [buttonBeforeMenu, buttonBeforeLabel, box(button)], menu: [menuBeforeLabel, box(menu)]};
  });
}

/** The button in one place at every point of the page's arrival, and the menu starting in one place (it may widen). */
function expectNoShift({button, menu}: {button: Box[]; menu: Box[]}): void {
  expect(button, 'the button, before the menu, before its label, complete').toEqual(Array(3).fill(button.at(-1)));
  const start = ({x, y}: Box) => ({x, y});
  const menuStart = start(menu.at(-1)!);
  expect(menu.map(start), 'where the menu starts, before its label and complete').toEqual([menuStart, menuStart]);
}

const COPIED = 'Copied|The page is on the clipboard as Markdown.;';
const COPIED_FIRST = new RegExp(`^${COPIED.replace(/[.|]/g, '\\$&')}`);

test.describe('the "Copy page" control', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  test('copies the page’s twin, which it fetches only when clicked', async ({page, request}) => {
    const twinRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith(TWIN_EXTENSION)) twinRequests.push(request.url());
    });
    await openHydrated(page, DOC);
    expect(twinRequests, 'requests before the click').toEqual([]);
    const control = await recordWhatTheControlShows(page);
    await page.getByRole('button', {name: 'Copy page'}).click();
    await expect(control).toHaveAttribute('data-shown', COPIED_FIRST);
    const twin = await fetchText(request, twinPath(DOC));
    expect(await clipboardText(page)).toBe(twin);
    expect(twin.startsWith(`# ${await page.locator('h1').textContent()}\n`)).toBe(true);
    expect(twinRequests).toHaveLength(1);
  });

  test('is reached and used from the keyboard, and sits beside the title', async ({page, request}) => {
    const path = '/android/integration/home';
    await openHydrated(page, path);
    const button = page.getByRole('button', {name: 'Copy page'});
    const title = await page.locator('h1').boundingBox();
    const buttonBox = await button.boundingBox();
    expect(buttonBox!.y).toBeLessThan(title!.y + title!.height);
    expect(buttonBox!.y + buttonBox!.height).toBeGreaterThan(title!.y);
    // Tab from the breadcrumb just before it.
    await page.getByRole('navigation', {name: 'Breadcrumbs'}).getByRole('link', {name: 'Integration'}).focus();
    await page.keyboard.press('Tab');
    await expect(button).toBeFocused();
    const control = await recordWhatTheControlShows(page);
    await page.keyboard.press('Enter');
    await expect(control).toHaveAttribute('data-shown', COPIED_FIRST);
    expect(await clipboardText(page)).toBe(await fetchText(request, twinPath(path)));
    await page.keyboard.press('Tab');
    await expect(openInMenu(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', {name: 'View as Markdown'})).toBeFocused();
  });

  // Before copying, the page is checked in both modes with every other page of the sitemap (sitemap.spec.ts).
  test('has no WCAG 2.1 A/AA violation once it has copied, in dark mode', async ({page}) => {
    // The control's one timer of that length, its return to "Copy page", never fires: axe, however long it takes on a
    // busy machine, reads the copied state.
    await page.addInitScript((heldDelay) => {
      const setTimeoutOfPage = window.setTimeout;
      window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) =>
        delay === heldDelay ? 0 : setTimeoutOfPage(handler, delay, ...rest)) as typeof window.setTimeout;
    }, OUTCOME_SHOWN_MS);
    await openHydrated(page, DOC);
    await page.getByRole('button', {name: /dark and light mode/}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const control = await recordWhatTheControlShows(page);
    await page.getByRole('button', {name: 'Copy page'}).click();
    await expect(control).toHaveAttribute('data-shown', COPIED);
    expect(await axeViolations(page), 'dark mode, copied').toEqual([]);
    expect(await control.getAttribute('data-shown'), 'still copied after the check').toBe(COPIED);
  });
});

test.describe('the "Open in" menu', () => {
  test('opens from the keyboard and offers the twin and two assistants, whose prompt names the twin', async ({page}) => {
    await openHydrated(page, DOC);
    const menu = openInMenu(page);
    const twinLink = page.getByRole('link', {name: 'View as Markdown'});
    await expect(twinLink).toBeHidden();
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('details:has(> summary)').filter({has: menu})).toHaveAttribute('open', '');
    const absoluteTwin = `${product.siteUrl}${twinPath(DOC)}`;
    const expected: [string, string][] = [
      ['View as Markdown', twinPath(DOC)],
      ['Open in ChatGPT', 'https://chatgpt.com/'],
      ['Open in Claude', 'https://claude.ai/new'],
    ];
    for (const [name, target] of expected) {
      await page.keyboard.press('Tab');
      const link = page.getByRole('link', {name});
      await expect(link).toBeFocused();
      const href = (await link.getAttribute('href'))!;
      if (target.startsWith('/')) {
        expect(href).toBe(target);
      } else {
        const url = new URL(href);
        expect(`${url.origin}${url.pathname}`).toBe(target);
        expect(url.searchParams.get('q')).toContain(absoluteTwin);
        await expect(link).toHaveAttribute('target', '_blank');
      }
    }
    // Enter on the summary again closes it; the links are out of reach until it opens again.
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(twinLink).toBeHidden();
  });

  test('has no WCAG 2.1 A/AA violation while open, in light and dark mode', async ({page}) => {
    await openHydrated(page, DOC);
    await openInMenu(page).click();
    await expect(page.getByRole('link', {name: 'Open in Claude'})).toBeVisible();
    expect(await axeViolations(page), 'light mode, menu open').toEqual([]);
    await page.getByRole('button', {name: /dark and light mode/}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await axeViolations(page), 'dark mode, menu open').toEqual([]);
  });
});

test.describe('the "Copy page" control beside the title', () => {
  // From 1200 px the control floats beside the title, its parts stacked (CopyPage/styles.module.css).
  test.use({viewport: {width: 1280, height: 720}});

  test('moves nothing while the page arrives', async ({page}) => {
    await openHydrated(page, DOC);
    const button = await page.getByRole('button', {name: 'Copy page'}).boundingBox();
    const title = await page.locator('h1').boundingBox();
    expect(button!.y, 'the button beside the title, not above it').toBeGreaterThan(title!.y - button!.height);
    expectNoShift(await controlBoxesWhileArriving(page));
  });
});

test.describe('the "Copy page" control at phone width', () => {
  test.use({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});

  test('moves nothing while the page arrives', async ({page}) => {
    await openHydrated(page, DOC);
    expectNoShift(await controlBoxesWhileArriving(page));
  });

  test('sits above the title, on the screen', async ({page}) => {
    await openHydrated(page, DOC);
    await openInMenu(page).click();
    const title = await page.locator('h1').boundingBox();
    for (const control of [
      page.getByRole('button', {name: 'Copy page'}),
      openInMenu(page),
      page.getByRole('link', {name: 'View as Markdown'}),
    ]) {
      await expect(control).toBeVisible();
      const box = await control.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      expect(box!.y + box!.height).toBeLessThanOrEqual(title!.y);
    }
  });
});

test.describe('the Markdown twins', () => {
  test('the link opens the twin, served as text, and the head names the same file', async ({page}) => {
    await openHydrated(page, DOC);
    await openInMenu(page).click();
    const link = page.getByRole('link', {name: 'View as Markdown'});
    await expect(link).toHaveAttribute('href', twinPath(DOC));
    await expect(page.locator(TWIN_HEAD_LINK)).toHaveAttribute('href', twinPath(DOC));
    const [response] = await Promise.all([page.waitForResponse((r) => r.url().endsWith(twinPath(DOC))), link.click()]);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(TEXT_TYPE);
    await expect(page).toHaveURL(twinPath(DOC));
    await expect(page.locator('body')).toContainText(`Source: <${product.siteUrl}${DOC}>`);
  });

  test('the head link follows the reader from page to page', async ({page}) => {
    await openHydrated(page, DOC);
    await page.locator('nav[aria-label="Docs sidebar"] a[href="/android/event"]').click();
    await expect(page).toHaveURL('/android/event');
    // The address changes before the next page is shown: its link is waited for first, since the last page has one too.
    await expect(page.locator(TWIN_HEAD_LINK)).toHaveAttribute('href', twinPath('/android/event'));
    await expect(page.locator(TWIN_HEAD_LINK)).toHaveCount(1);
  });

  test('a twin has every tab of every code group under its label, the values of tokens and absolute images', async ({
    page,
    request,
  }) => {
    await openHydrated(page, DOC);
    const twin = await fetchText(request, twinPath(DOC));
    const labels = await page.locator('.theme-doc-markdown [role="tab"]').allTextContents();
    const codeBlocks = await page.locator('.theme-doc-markdown pre code').count();
    expect(labels.length).toBeGreaterThan(1);
    for (const label of new Set(labels)) {
      expect(twin.split(`\n**${label}**\n`).length - 1, label).toBe(labels.filter((l) => l === label).length);
    }
    // Hidden panels are in the page too: every code block, every tab, is in the twin.
    expect((twin.match(/^```/gm) ?? []).length / 2).toBe(codeBlocks);
    expect(twin).toContain(getPlatform('android').sdk.version);
    expect(twin).toContain('> [!');
    expect(twin).toMatch(/^\| .+ \|\n\| - \|/m);
    const images = [...twin.matchAll(/!\[([^\]]+)\]\((\S+)\)/g)];
    const alts = await page.locator('.theme-doc-markdown img[alt]:not([alt=""])').evaluateAll((imgs) =>
      imgs.map((img) => img.getAttribute('alt')),
    );
    expect(images.map(([, alt]) => alt)).toEqual(alts);
    for (const [, , url] of images) {
      expect(url!.startsWith(`${product.siteUrl}/`), url).toBe(true);
      expect((await request.get(sitePath(url!))).status(), url).toBe(200);
    }
  });

  test('no twin holds MDX source: tokens, tab items, imports, exports, JSX or front matter', () => {
    const files = readdirSync(BUILD_DIR, {recursive: true, encoding: 'utf8'}).filter((file) => file.endsWith(TWIN_EXTENSION));
    expect(files.length).toBeGreaterThanOrEqual(sitemapPaths().length - PAGES_WITHOUT_TWIN.length);
    const leftovers = files.flatMap((file) => {
      const twin = readFileSync(join(BUILD_DIR, file), 'utf8');
      // Code samples may import and export, and inline code may name a component (`<Suspense>`): only the text
      // around them must not.
      const prose = twin.replace(/^(`{3,}|~{3,}).*\n[\s\S]*?^\1[ \t]*$/gm, '').replace(/`[^`\n]+`/g, '');
      return [
        twin.includes('%%') && `${file}: %%`,
        twin.includes('<TabItem') && `${file}: <TabItem`,
        /^(import|export) /m.test(prose) && `${file}: import/export line`,
        /<[A-Z][A-Za-z]*[\s/>]/.test(prose) && `${file}: JSX element`,
        !twin.startsWith('# ') && `${file}: does not open with its title`,
      ].filter(Boolean);
    });
    expect(leftovers).toEqual([]);
  });
});

test.describe('/llms.txt and /llms-full.txt', () => {
  test('llms.txt lists every page of the sitemap exactly once, and every link answers 200 with text', async ({
    request,
  }) => {
    const index = await request.get('/llms.txt');
    expect(index.headers()['content-type']).toMatch(TEXT_TYPE);
    const text = await index.text();
    expect(text.startsWith(`# ${product.name} Documents\n\n> `)).toBe(true);
    const twins = [...text.matchAll(/^- \[.+?\]\((\S+\.md\.txt)\)/gm)].map(([, url]) => url!);
    const listedPages = twins.map((url) => pageOfTwin(sitePath(url)));
    const expected = sitemapPaths().filter((path) => !PAGES_WITHOUT_TWIN.includes(path));
    expect([...listedPages].sort()).toEqual([...expected].sort());
    const fullText = text.match(/https:\S+\/llms-full\.txt/)?.[0];
    for (const url of [...twins, fullText!]) {
      const response = await request.get(sitePath(url));
      expect(response.status(), url).toBe(200);
      expect(response.headers()['content-type'], url).toMatch(TEXT_TYPE);
    }
  });

  test('llms-full.txt holds every listed twin, in the order of llms.txt', async ({request}) => {
    const index = await fetchText(request, '/llms.txt');
    const full = await fetchText(request, '/llms-full.txt');
    let position = 0;
    for (const [, url] of index.matchAll(/^- \[.+?\]\((\S+\.md\.txt)\)/gm)) {
      const twin = (await fetchText(request, sitePath(url!))).trimEnd();
      const at = full.indexOf(twin, position);
      expect(at, url).toBeGreaterThanOrEqual(position);
      position = at + twin.length;
    }
  });

  test('llms.txt lists one file per platform: its pages, its FAQ and the shared pages, each small enough to read whole', async ({request}) => {
    const index = await fetchText(request, '/llms.txt');
    const files = [...index.matchAll(/^- \[.+?\]\((\S+\/llms-(\w+)\.txt)\)/gm)].map(([, url, id]) => ({url: url!, id: id!}));
    expect(files.map((f) => f.id)).toEqual(['android', 'ios', 'web', 'flutter', 'reactnative', 'unity']);
    const others = (id: string) => files.map((f) => f.id).filter((other) => other !== id);
    for (const {url, id} of files) {
      const response = await request.get(sitePath(url));
      expect(response.headers()['content-type'], url).toMatch(TEXT_TYPE);
      const text = await response.text();
      // About 130,000 tokens at most: a long-context assistant reads it whole, with room for the reader's code.
      expect(Buffer.byteLength(text), url).toBeLessThan(MAX_PLATFORM_FILE_BYTES);
      const sources = [...text.matchAll(/^Source: <(\S+)>/gm)].map(([, page]) => sitePath(page!));
      expect(sources, url).toContain(`/${id}/home`);
      expect(sources, url).toContain('/faq/integration_troubleshooting');
      expect(sources.filter((path) => others(id).some((other) => path.startsWith(`/${other}/`) || path === `/faq/${other}`)), url).toEqual([]);
      const {sdk} = getPlatform(id as PlatformId);
      expect(text, url).toContain(`SDK: \`${sdk.package}\` ${sdk.version}`);
    }
  });
});
