// @vitest-environment jsdom
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import {cleanup, render} from '@testing-library/react';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';

const browser = vi.hoisted(() => ({isBrowser: false}));
vi.mock('@docusaurus/useIsBrowser', () => ({default: () => browser.isBrowser}));

const {default: DesktopOnly, DESKTOP_BREAKPOINT_PX} = await import('.');

/** What the server sent for the desktop sidebar. */
const SERVER_HTML = '<div class="sidebar"><nav aria-label="Docs sidebar"><a href="/android/home">Android</a></nav></div>';

let renders = 0;
function Sidebar() {
  renders += 1;
  return (
    <div className="sidebar">
      <nav aria-label="Docs sidebar">
        <a href="/android/home">Android</a>
      </nav>
    </div>
  );
}

let container: HTMLElement;
beforeEach(() => {
  container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = SERVER_HTML;
  renders = 0;
});
afterEach(cleanup);

function hydrateAtWidth(width: number) {
  vi.stubGlobal('innerWidth', width);
  browser.isBrowser = false;
  const link = container.querySelector('a');
  render(
    <DesktopOnly>
      <Sidebar />
    </DesktopOnly>,
    {container, hydrate: true},
  );
  return {linkKept: container.querySelector('a') === link};
}

describe('DesktopOnly', () => {
  it('at phone width, the page hydrates with the served part as it is, without building it', () => {
    expect(hydrateAtWidth(DESKTOP_BREAKPOINT_PX)).toEqual({linkKept: true});
    expect(renders).toBe(0);
    expect(container.innerHTML).toBe(SERVER_HTML);
  });

  it('at desktop width, the part hydrates as usual', () => {
    expect(hydrateAtWidth(DESKTOP_BREAKPOINT_PX + 1)).toEqual({linkKept: true});
    expect(renders).toBeGreaterThan(0);
  });

  it('mounted after hydration (a window widened to desktop), the part renders as usual', () => {
    vi.stubGlobal('innerWidth', DESKTOP_BREAKPOINT_PX);
    browser.isBrowser = true;
    container.innerHTML = '';
    render(
      <DesktopOnly>
        <Sidebar />
      </DesktopOnly>,
      {container},
    );
    expect(renders).toBeGreaterThan(0);
    expect(container.querySelector('nav')?.getAttribute('aria-label')).toBe('Docs sidebar');
  });

  it("has the theme's breakpoint between phone and desktop", () => {
    const themeCommon = dirname(createRequire(import.meta.url).resolve('@docusaurus/theme-common'));
    const source = readFileSync(join(themeCommon, 'hooks', 'useWindowSize.js'), 'utf8');
    expect(/const DesktopBreakpoint = (\d+);/.exec(source)?.[1]).toBe(String(DESKTOP_BREAKPOINT_PX));
  });
});
