import {describe, expect, it} from 'vitest';
import {MAX_INLINE_SCRIPTS} from '../../data/hosting';
import {builtPage, type BuiltPages} from '../post-build/builtPages';
import {inlineScripts, scriptHash} from './inlineScripts';

const site = (pages: Record<string, string>): BuiltPages =>
  new Map(Object.entries(pages).map(([route, body]) => [route, builtPage(route, `<html><head></head><body>${body}</body></html>`)]));

describe('inlineScripts', () => {
  it('hashes as browsers do: SHA-256 of the script text, base64', () => {
    // The hash Chromium's console suggests for `alert(1)`.
    expect(scriptHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });

  it('lists each executable inline script once, with its pages; data blocks and external scripts are not scripts', () => {
    const {hashes} = inlineScripts(
      site({
        '/a': '<script>alert(1)</script><script type="application/ld+json">{"a":1}</script><script src="/x.js"></script>',
        '/b': '<script>alert(1)</script><script type=module>go()</script>',
      }),
    );
    expect(hashes).toEqual([
      {hash: scriptHash('alert(1)'), routes: ['/a', '/b']},
      {hash: scriptHash('go()'), routes: ['/b']},
    ]);
  });

  it('stops the build, naming the page, on inline code no hash can allow', () => {
    expect(() => inlineScripts(site({'/ok': '<p>x</p>', '/bad': '<button onclick="go()">Go</button>'}))).toThrow(
      /\/bad: <button onclick="…">/,
    );
    expect(() => inlineScripts(site({'/link': '<a href="javascript:go()">Go</a>'}))).toThrow(/\/link: <a href="javascript:…">/);
  });

  it('stops the build when pages carry more distinct inline scripts than the policy lists', () => {
    const pages = Object.fromEntries(
      Array.from({length: MAX_INLINE_SCRIPTS + 1}, (_, i) => [`/p${i}`, `<script>page(${i})</script>`]),
    );
    expect(() => inlineScripts(site(pages))).toThrow(/more than the \d+ the policy lists/);
  });
});
