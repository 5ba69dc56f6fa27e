// @vitest-environment jsdom
import {describe, expect, it} from 'vitest';
import {loadAfterPageLoad} from '.';

const helper = {src: 'https://cdn.example/npm/clipboard@2.0.11/dist/clipboard.min.js', integrity: 'sha384-abc'};

describe('loadAfterPageLoad', () => {
  it('adds the async, integrity-checked script to the head only when the page has loaded', () => {
    new Function(loadAfterPageLoad(helper))();
    const helperScript = () => document.head.querySelector('script[src*="clipboard"]');
    expect(helperScript()).toBeNull();

    window.dispatchEvent(new Event('load'));
    const script = helperScript()!;
    expect(script.getAttribute('src')).toBe(helper.src);
    expect(script.getAttribute('integrity')).toBe(helper.integrity);
    expect(script.getAttribute('crossorigin')).toBe('anonymous');
    expect(script.hasAttribute('async')).toBe(true);
  });
});
