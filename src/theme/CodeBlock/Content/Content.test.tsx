// @vitest-environment jsdom
import {createRef} from 'react';
import {cleanup, render} from '@testing-library/react';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {renders} from '@theme-original/CodeBlock/Content';

const browser = vi.hoisted(() => ({isBrowser: false}));
vi.mock('@docusaurus/useIsBrowser', () => ({default: () => browser.isBrowser}));
const codeBlockRef = createRef<HTMLPreElement>();
vi.mock('@docusaurus/theme-common/internal', () => ({useCodeBlockContext: () => ({wordWrap: {codeBlockRef}})}));

const {default: Content} = await import('.');

/** What the server sent for a highlighted block. */
const SERVER_HTML =
  '<pre class="prism-code language-kotlin" tabindex="0"><code><span class="token-line">' +
  '<span class="token keyword">val</span> answer = 42</span></code></pre>';

let container: HTMLElement;

beforeEach(() => {
  container = document.body.appendChild(document.createElement('div'));
  renders.count = 0;
});
afterEach(cleanup);

describe('CodeBlock/Content', () => {
  it('keeps the server-rendered code as it is when the page hydrates, without highlighting it again', () => {
    browser.isBrowser = false;
    container.innerHTML = SERVER_HTML;
    const keyword = container.querySelector('.token.keyword');
    render(<Content />, {container, hydrate: true});
    expect(renders.count).toBe(0);
    expect(container.querySelector('.token.keyword')).toBe(keyword);
    expect(container.textContent).toBe('val answer = 42');
    // The word-wrap button measures and styles the block through this ref.
    expect(codeBlockRef.current).toBe(container.querySelector('pre'));
  });

  it('renders the code itself once the page has hydrated (a page reached by client-side navigation)', () => {
    browser.isBrowser = true;
    render(<Content />, {container});
    expect(renders.count).toBe(1);
    expect(container.textContent).toBe('rendered by the theme');
  });

  it('renders the code itself when React renders the first page from scratch, with no server content to keep', () => {
    browser.isBrowser = false;
    render(<Content />, {container});
    expect(renders.count).toBe(1);
    expect(container.textContent).toBe('rendered by the theme');
  });
});
