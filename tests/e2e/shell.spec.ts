import type {Page} from '@playwright/test';
import {axeViolations} from './axe';
import {recordShownStates} from './shownStates';
import {expect, test} from './fixtures';
import {waitForHydration} from './hydration';
import {specRoutes} from '../specRoutes';
import {platforms} from '../../src/data/platforms';
import {announcement} from '../../src/data/announcement';
import {siteTitle} from '../../src/data/product';
import {expectedTitles} from '../support/expectedTitles';

const titles = expectedTitles();
const sidebar = (page: Page) => page.locator('nav[aria-label="Docs sidebar"]');

/**
 * Opens every category of the hydrated page by clicking each closed one in turn, from inside the page (the click event
 * a reader's click sends): one Playwright click per category, each a round trip with its own checks, took 12 s on a
 * busy machine for the twenty. A category that does not open is clicked again, up to a bound, and the test fails
 * naming what stayed closed.
 */
async function expandWholeSidebar(page: Page): Promise<void> {
  await waitForHydration(page);
  const stillClosed = await sidebar(page).evaluate(async (nav) => {
    const closed = () => Array.from(nav.querySelectorAll<HTMLElement>('[aria-expanded="false"]'));
    for (let clicks = 0; clicks < 100 && closed().length > 0; clicks += 1) {
      closed()[0]!.click();
      // The category renders its items in the next frame.
      await new Promise((rendered) => requestAnimationFrame(() => setTimeout(rendered)));
    }
    return closed().map((category) => category.textContent ?? '');
  });
  expect(stillClosed, 'sidebar categories still closed after the clicks').toEqual([]);
}

/** The page targets of the whole sidebar, every category opened. */
async function sidebarHrefs(page: Page): Promise<(string | null)[]> {
  await expandWholeSidebar(page);
  return sidebar(page)
    .locator('a.menu__link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')).filter((href) => href && href !== '#'));
}

const listed = specRoutes.filter((route) => !route.unlisted && !route.page).map((route) => route.path);
const unlisted = specRoutes.filter((route) => route.unlisted).map((route) => route.path);

test.describe('docs sidebar', () => {
  test('holds every listed page of the spec and not the unlisted one', async ({page}) => {
    await page.goto('/android/home');
    const hrefs = await sidebarHrefs(page);
    expect(new Set(hrefs)).toEqual(new Set(listed));
    expect(hrefs).not.toContain('/ios/additional_features/background_tracking');
  });

  for (const path of unlisted) {
    test(`shows on the unlisted ${path}, with no entry marked as the current page`, async ({page}) => {
      // A reader who lands here from a search engine keeps the whole navigation.
      await page.goto(path);
      await expect(page.locator('article h1')).toBeVisible();
      await expect(sidebar(page)).toBeVisible();
      await expect(sidebar(page).getByRole('button', {name: 'iOS', exact: true})).toBeVisible();
      await expect(sidebar(page).locator('[aria-current="page"]')).toHaveCount(0);
      const hrefs = await sidebarHrefs(page);
      expect(new Set(hrefs)).toEqual(new Set(listed));
    });
  }

  test('can be hidden and shown again', async ({page}) => {
    await page.goto('/android/home');
    await page.getByRole('button', {name: 'Collapse sidebar'}).click();
    await expect(sidebar(page)).toBeHidden();
    await page.getByRole('button', {name: 'Expand sidebar'}).click();
    await expect(sidebar(page)).toBeVisible();
  });
});

test.describe('platform cards', () => {
  for (const platform of platforms) {
    test(`${platform.title} card on /land opens its docs`, async ({page}) => {
      await page.goto('/land');
      await page.getByRole('list', {name: 'Platforms'}).getByRole('link', {name: new RegExp(`^${platform.title}`)}).click();
      await expect(page).toHaveURL(platform.docsHome);
      await expect(page.locator('h1')).toHaveText(titles.get(platform.docsHome)!);
    });
  }

  test('the introduction embeds the same six cards', async ({page}) => {
    await page.goto('/');
    const cards = page.getByRole('list', {name: 'Platforms'}).getByRole('link');
    await expect(cards).toHaveCount(platforms.length);
    for (const [i, platform] of platforms.entries()) {
      await expect(cards.nth(i)).toHaveAttribute('href', platform.docsHome);
      await expect(cards.nth(i)).toContainText(platform.title);
    }
  });
});

test.describe('colour mode', () => {
  test.use({colorScheme: 'dark'});

  test('defaults to light even when the system prefers dark, and again once the stored choice is cleared', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.evaluate(() => localStorage.removeItem('theme'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('the toggle persists under localStorage "theme" and a second tab follows', async ({page, context}) => {
    await page.goto('/');
    const other = await context.newPage();
    await other.goto('/android/home');
    await expect(other.locator('html')).toHaveAttribute('data-theme', 'light');
    // The second tab follows through a "storage" listener that the theme adds in an effect once the page has
    // hydrated. Until then the tab takes its theme from the data-theme attribute that the inline script set at load,
    // not from storage, so a toggle made earlier is missed and the tab stays light (a CI failure). data-has-hydrated
    // turns "true" only after that effect has run.
    await waitForHydration(other);

    await page.getByRole('button', {name: /dark and light mode/}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await expect(other.locator('html')).toHaveAttribute('data-theme', 'dark');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('links fade to the dark colours after the toggle, and the contrast check reads them once the fade ends', async ({
    page,
  }) => {
    await page.goto('/web/integration/test');
    // Fades twenty times slower, as a busy machine's frames may leave them: the check must still wait for the end.
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('Animation.enable');
    await devtools.send('Animation.setPlaybackRate', {playbackRate: 0.05});
    const title = page.locator('.navbar__title');
    const lightColour = await title.evaluate((element) => getComputedStyle(element).color);

    await page.getByRole('button', {name: /dark and light mode/}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await axeViolations(page)).toEqual([]);
    expect(await title.evaluate((element) => getComputedStyle(element).color)).not.toBe(lightColour);
  });
});

test.describe('document head', () => {
  test('keeps the title and the tags the server sent while a long page hydrates', async ({page}) => {
    const route = '/android/integration/home';
    // From the first byte parsed: each title the tab shows, and each meta tag and link the page's own code takes out.
    // (The structured data script is written again once after hydration: the served copy lists its keys in another
    // order than the client's.)
    await page.addInitScript(() => {
      const changes: string[] = [];
      Object.assign(window, {headChanges: changes});
      new MutationObserver((records) => {
        for (const record of records) {
          if (record.target.nodeName === 'TITLE') changes.push(`title: ${record.target.textContent}`);
          for (const node of Array.from(record.removedNodes)) {
            if (node instanceof Element && node.matches('meta[data-rh], link[data-rh]')) {
              changes.push(`removed: ${node.outerHTML}`);
            }
          }
        }
      }).observe(document, {subtree: true, childList: true, characterData: true});
    });
    await page.goto(route);
    // Written by the head's last update after hydration: nothing in the head changes after it.
    await waitForHydration(page);
    const changes = await page.evaluate(() => (window as unknown as {headChanges: string[]}).headChanges);
    expect(changes).toEqual([`title: ${titles.get(route)} | ${siteTitle}`]);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${route}$`));
  });

  test('takes the title and the canonical link of the page a link leads to', async ({page}) => {
    await page.goto('/android/integration/home');
    await waitForHydration(page);
    // Marks this document: a client-side navigation keeps it, a full load would not.
    await page.evaluate(() => Object.assign(window, {loadedBefore: true}));
    await page.locator('a.pagination-nav__link--next').click();
    await expect(page).toHaveURL(/\/android\/integration\/test$/);
    expect(await page.evaluate(() => 'loadedBefore' in window)).toBe(true);
    await expect(page).toHaveTitle(`${titles.get('/android/integration/test')} | ${siteTitle}`);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/android\/integration\/test$/);
  });
});

test.describe('announcement bar', () => {
  const bar = (page: Page) => page.locator('.theme-announcement-bar');

  test('stays closed after a reload once dismissed', async ({page}) => {
    await page.goto('/');
    await expect(bar(page)).toBeVisible();
    // The served bar is there before its Close button works: the button is the page's once it has hydrated.
    await waitForHydration(page);
    await bar(page).getByRole('button', {name: 'Close'}).click();
    await expect(bar(page)).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('true');
    await page.reload();
    await expect(page.locator('h1')).toBeVisible();
    await expect(bar(page)).toBeHidden();
  });

  test('comes back on the very first load after its id changes', async ({page}) => {
    await page.goto('/');
    await page.evaluate(() => {
      localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement');
      localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    });
    await page.reload();
    await expect(bar(page)).toBeVisible();
    await expect(bar(page)).toContainText('update your integration');
    // The theme notes the id it has shown once the page has hydrated, after the served bar is on screen.
    const shownId = () => page.evaluate(() => localStorage.getItem('docusaurus.announcement.id'));
    await expect.poll(shownId).toBe(announcement.id);
  });
});

test.describe('below 996 px', () => {
  test.use({viewport: {width: 800, height: 900}});

  test('the navbar becomes a side panel with "Back to main menu" and closes at desktop width', async ({page}) => {
    await page.goto('/android/home');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const panel = page.locator('.navbar-sidebar');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('button', {name: /Back to main menu/})).toBeVisible();
    await page.setViewportSize({width: 1200, height: 900});
    await expect(page.locator('.navbar')).not.toHaveClass(/navbar-sidebar--show/);
    await expect(panel).toBeHidden();
  });

  test('the side panel is built when a reader reaches for the menu button, not with the page', async ({page}) => {
    await page.goto('/android/home');
    await waitForHydration(page);
    const panel = page.locator('.navbar-sidebar');
    await expect(panel).toHaveCount(0);
    // The page knows it is at phone width (and listens for the reader's intent) from the render after hydration, the
    // one that drops the desktop sidebar: a pointer that arrived before it would not count.
    await expect(page.getByRole('navigation', {name: 'Docs sidebar'})).toHaveCount(0);
    const menuButton = page.getByRole('button', {name: 'Toggle navigation bar'});
    await menuButton.hover();
    await expect(panel).toHaveCount(1);
    await expect(page.locator('.navbar')).not.toHaveClass(/navbar-sidebar--show/);
    await menuButton.click();
    await expect(panel.getByRole('link').first()).toBeVisible();
  });
});

test('a long guide opened at a heading far down lands on that heading, at the top of the screen', async ({page}) => {
  await page.goto('/android/integration/home');
  const id = await page.locator('article h2[id]').last().getAttribute('id');
  await page.goto(`/android/integration/home#${id}`);
  await waitForHydration(page);
  const heading = page.locator(`[id="${id}"]`);
  const navbarHeight = await page.locator('.navbar').evaluate((navbar) => navbar.getBoundingClientRect().height);
  // The navbar hides while the page scrolls to an anchor, so the heading may sit above where the navbar was.
  const top = () => heading.evaluate((element) => Math.round(element.getBoundingClientRect().top));
  await expect.poll(top).toBeGreaterThanOrEqual(0);
  await expect.poll(top).toBeLessThan(navbarHeight + 60);
});

// Two checks that only read the Android overview, in one load of it.
test('the table of contents lists h2 and h3 headings only, and code blocks are dark in light mode', async ({page}) => {
  await page.goto('/android/home');
  await test.step('the table of contents lists h2 and h3 headings only', async () => {
    const headingIds = async (selector: string) =>
      page.locator(`article ${selector}`).evaluateAll((nodes) => nodes.map((node) => node.id));
    const h2h3 = await headingIds('h2[id], h3[id]');
    const h4 = await headingIds('h4[id]');
    expect.soft(h4.length).toBeGreaterThan(0);
    const tocTargets = await page
      .locator('.table-of-contents a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')?.slice(1)));
    expect.soft(tocTargets).toEqual(h2h3);
    for (const id of h4) expect.soft(tocTargets).not.toContain(id);
  });
  await test.step('code blocks are dark in light mode', async () => {
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await waitForHydration(page);
    const luminance = async () => {
      const background = await page.locator('pre.prism-code').first().evaluate((pre) => getComputedStyle(pre).backgroundColor);
      const [r = 255, g = 255, b = 255] = (background.match(/\d+/g) ?? []).map(Number);
      return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
    };
    await expect.poll(luminance).toBeLessThan(0.25);
  });
});

test('a code block at phone width offers its copy button, which copies the code shown', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/android/home');
  const block = page.locator('[role="tabpanel"]:not([hidden]) .theme-code-block').first();
  const copyButton = block.getByRole('button', {name: 'Copy code to clipboard'});
  await block.hover();
  // The buttons are built once the page has settled after hydration: record the labels from then on.
  await expect(copyButton).toBeVisible();
  // The button says "Copied" for one second only: the page notes each label it takes (its title stays "Copy").
  const shown = await recordShownStates(block, [{selector: 'button[title="Copy"]', attribute: 'aria-label'}]);
  await copyButton.click();
  // "Copied", then back to the button's own label.
  await expect(shown).toHaveAttribute('data-shown', 'Copied;Copy code to clipboard;');
  // Each rendered line ends in a <br>, so the block's text has a blank line after every line of code.
  const linesOf = (text: string) => text.split('\n').filter((line) => line.trim() !== '');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(linesOf(copied)).toEqual(linesOf(await block.locator('code').innerText()));
  expect(copied).toContain('AttrioConfig');
});

test('a code block wider than a phone wraps its lines on request', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/android/home');
  const block = page.locator('[role="tabpanel"]:not([hidden]) .theme-code-block').first();
  const overflow = () => block.locator('pre').evaluate((pre) => pre.scrollWidth - pre.clientWidth);
  expect(await overflow()).toBeGreaterThan(0);
  await block.hover();
  await block.getByRole('button', {name: 'Toggle word wrap'}).click();
  await expect.poll(overflow).toBe(0);
});

test('a content image zooms on click and closes on a scroll of more than 40 px', async ({page}) => {
  // On the page's own clock: when the page hydrated (its first route update) and when its image became zoomable.
  // Timed from the test's side, a busy machine's slow start of the page's code would count as the zoom's delay.
  await page.addInitScript(() => {
    const times: {hydrated?: number; zoomable?: number} = {};
    Object.assign(window, {zoomTimes: times});
    new MutationObserver(() => {
      times.hydrated ??= document.documentElement.dataset.hasHydrated === 'true' ? performance.now() : undefined;
      times.zoomable ??= document.querySelector('.markdown img.medium-zoom-image') ? performance.now() : undefined;
    }).observe(document, {attributes: true, subtree: true, attributeFilter: ['class', 'data-has-hydrated']});
  });
  await page.goto('/android/home');
  const image = page.locator('.markdown img').first();
  await expect(image).toHaveClass(/medium-zoom-image/);
  // The zoom attaches at the route update; the page marks itself hydrated once it has settled, which can come after.
  await waitForHydration(page);
  const {hydrated = NaN, zoomable = NaN} = await page.evaluate(
    () => (window as unknown as {zoomTimes: {hydrated?: number; zoomable?: number}}).zoomTimes,
  );
  // The spec: zoom is available no later than 1000 ms after the route update.
  expect(zoomable - hydrated).toBeLessThanOrEqual(1000);
  // medium-zoom tells the image when its zoom has opened and when it starts to close.
  await image.evaluate((img) => {
    for (const state of ['opened', 'close']) {
      img.addEventListener(`medium-zoom:${state}`, () => (document.documentElement.dataset.zoom = state));
    }
  });
  await image.scrollIntoViewIfNeeded();
  await image.click();
  await expect(page.locator('.medium-zoom-image--opened')).toBeVisible();
  // medium-zoom ignores scrolling until its opening animation has ended.
  await expect(page.locator('html')).toHaveAttribute('data-zoom', 'opened');
  // A small scroll keeps the zoom open; past 40 px it closes. medium-zoom answers a scroll past its offset by closing
  // 150 ms later, and nothing signals that it decided not to: so wait until the page has handled the scroll, then
  // 200 ms more on the page's own clock, and only then look.
  const closingAfterSmallScroll = await page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        document.addEventListener(
          'scroll',
          () => setTimeout(() => resolve(document.documentElement.dataset.zoom === 'close'), 200),
          {once: true},
        );
        window.scrollBy({top: 20, behavior: 'instant'});
      }),
  );
  expect(closingAfterSmallScroll).toBe(false);
  await expect(page.locator('.medium-zoom-image--opened')).toHaveCount(1);
  await page.evaluate(() => window.scrollBy(0, 60));
  await expect(page.locator('html')).toHaveAttribute('data-zoom', 'close');
  await expect(page.locator('.medium-zoom-image--opened')).toHaveCount(0);
  await expect(page.locator('.medium-zoom-overlay')).toHaveCount(0);
});

test('the clipboard helper loads async from the CDN with a matching integrity hash, after the page', async ({page}) => {
  await page.goto('/');
  const script = page.locator('script[src*="clipboard"]');
  await expect(script).toHaveAttribute('src', /^https:\/\/cdn\.jsdelivr\.net\/npm\/clipboard@[\d.]+\/dist\/clipboard\.min\.js$/);
  await expect(script).toHaveAttribute('async', '');
  await expect(script).toHaveAttribute('integrity', /^sha384-[A-Za-z0-9+/]{64}$/);
  await expect(script).toHaveAttribute('crossorigin', 'anonymous');
  // The browser only runs the file when its bytes match the hash.
  await page.waitForFunction(() => typeof (window as unknown as {ClipboardJS?: unknown}).ClipboardJS === 'function');
  // Requested once the page's own files have loaded, so that it never competes with them.
  const [requestedAt, pageLoadedAt] = await page.evaluate(() => [
    performance.getEntriesByType('resource').find((entry) => entry.name.includes('clipboard'))!.startTime,
    (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
  ]);
  expect(requestedAt).toBeGreaterThanOrEqual(pageLoadedAt);
});

test.describe('synced code tabs', () => {
  test('a language chosen once is remembered and written to the URL', async ({page}) => {
    await page.goto('/android/home');
    await page.getByRole('tab', {name: 'Java'}).first().click();
    await expect(page).toHaveURL(/android-language=java/);
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.android-language'))).toBe('java');
    await page.goto('/android/home');
    await expect(page.getByRole('tab', {name: 'Java'}).first()).toHaveAttribute('aria-selected', 'true');
    // The page is served with Kotlin showing; the stored choice must switch the panel too, not only the tab.
    await expect(page.locator('[role="tabpanel"]:not([hidden]) code').first()).toContainText('new AttrioConfig');
    await expect(page.locator('[role="tabpanel"][hidden] code').first()).not.toContainText('new AttrioConfig');
  });

  test('a shared link with the language in the query opens that tab', async ({page}) => {
    await page.goto('/android/home?android-language=java');
    await expect(page.getByRole('tab', {name: 'Java'}).first()).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('[role="tabpanel"]:not([hidden]) code').first()).toContainText('new AttrioConfig');
  });
});

test('the skip-to-content link is the first keyboard stop and takes focus to the main content', async ({page}) => {
  await page.goto('/android/home');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: 'Skip to main content'});
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  // The next Tab stop is inside the page content: the navbar and the sidebar are skipped.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('main article'))).toBe(true);
});
