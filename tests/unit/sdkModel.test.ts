/**
 * The parts of the SDK model (SDK-MODEL.md) that a test can hold every page to. Pages are read as a reader sees
 * them: tokens replaced by their values.
 */
import {describe, expect, it} from 'vitest';
import {platformIds} from '../../src/data/platforms';
import {product} from '../../src/data/product';
import {buildTokenTable, replaceTokens} from '../../src/data/tokens';
import {codeBlocks, readDocs} from '../support/docs';
import {exampleEvents, exampleEventTokens, exampleTrackerTokens} from '../../src/data/sdkModel';
import {collectSamples} from '../samples/collect';

const tokens = buildTokenTable();
const docs = readDocs().map((doc) => ({...doc, rendered: replaceTokens(doc.source, tokens, {file: `docs/${doc.path}`})}));
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `path:line: text` of every line of every page that matches. */
function linesMatching(pattern: RegExp, source: (doc: (typeof docs)[number]) => string = (d) => d.rendered): string[] {
  return docs.flatMap((doc) =>
    source(doc).split('\n').flatMap((line, i) => (pattern.test(line) ? [`${doc.path}:${i + 1}: ${line.trim()}`] : [])),
  );
}

describe('the SDK model on every page', () => {
  it('uses an app’s own link domain as a link host, never the shared parent domain', () => {
    const bareHost = new RegExp(
      `(?:https?://|applinks:|host=["']|host\\s*(?:==|===|:)\\s*["'@]|["'])${escape(product.linkDomain)}\\b`,
    );
    expect(linesMatching(bareHost)).toEqual([]);
    expect(linesMatching(/YOUR_LINK_DOMAIN/)).toEqual([]);
  });

  it('never puts the app secret in a variable a bundler inlines into public code, nor types it into code', () => {
    expect(linesMatching(/\b(?:EXPO_PUBLIC|NEXT_PUBLIC|VITE|REACT_APP)_\w*SECRET/i)).toEqual([]);
    const literalSecret = /\b(?:appSecret|AppSecret)\s*=\s*["'@]|setAppSecret\(\s*["']|appSecret:\s*["']/;
    const inCode = docs.flatMap(codeBlocks).filter((b) => literalSecret.test(b.code));
    expect(inCode.map((b) => `${b.doc}:${b.line}`)).toEqual([]);
  });

  it('asks for consent on every platform’s set-up page, under the same heading', () => {
    const setUp = platformIds.map((id) => docs.find((doc) => doc.path === `${id}/integration/home.mdx`));
    expect(setUp.filter((doc) => !doc || !/^## Ask for consent before tracking$/m.test(doc.source)).map((d) => d?.path))
      .toEqual([]);
  });

  it('never drives offline mode from the network state', () => {
    expect(linesMatching(/setOfflineMode\([^)]*(?:onLine|isConnected|connectivity)/i)).toEqual([]);
  });

  it('keeps tracker tokens and event tokens apart, each event with one token', () => {
    const trackers = Object.values(exampleTrackerTokens);
    expect(trackers.filter((t) => exampleEventTokens.has(t))).toEqual([]);
    expect(exampleEventTokens.size).toBe(Object.keys(exampleEvents).length);
  });

  it('puts a tracker token, never an event token, in the path of every link on the app’s link domain', () => {
    const trackers = new Set<string>(Object.values(exampleTrackerTokens));
    const paths = docs.flatMap((doc) => [...doc.source.matchAll(/%%product\.appLinkDomain%%\/([A-Za-z0-9_-]+)/g)]
      .filter((m) => !trackers.has(m[1]!))
      .map((m) => `${doc.path}:${doc.source.slice(0, m.index).split('\n').length}: /${m[1]}`));
    expect(paths).toEqual([]);
  });
});

describe('the reference integrations', () => {
  const {samples} = collectSamples();

  it.each(platformIds)('%s has one, under "Reference integration" on its set-up page, compiled or parsed by the sample check', (id) => {
    const reference = samples.filter((s) => s.reference === id);
    expect(reference.length).toBeGreaterThan(0);
    expect(new Set(reference.map((s) => s.doc))).toEqual(new Set([`${id}/integration/home.mdx`]));
    const page = docs.find((doc) => doc.path === `${id}/integration/home.mdx`)!;
    expect(page.source).toMatch(/^## Reference integration(?: \\?\{#reference-integration\})?$/m);
    // Its entry point is in the platform's own language; a wrapper's may add native files (a scene delegate).
    expect(reference.some((s) => s.platform === id)).toBe(true);
  });

  it.each(platformIds)('every %s page that shows part of it links to it', (id) => {
    const linked = docs.filter((doc) => doc.path.startsWith(`${id}/`) && doc.path !== `${id}/integration/home.mdx`
      && /(?:Attrio|\[Attrio) ?\.?initialize|processDeeplink|deferredDeeplinkCallback|setPushToken/i.test(doc.source));
    const missing = linked.filter((doc) => !doc.source.includes(`/${id}/integration/home#reference-integration`)).map((d) => d.path);
    expect(missing).toEqual([]);
  });
});
