/**
 * The parts of the SDK model (SDK-MODEL.md) that a test can hold every page to. Pages are read as a reader sees
 * them: tokens replaced by their values.
 */
import {describe, expect, it} from 'vitest';
import {platformIds} from '../../src/data/platforms';
import {product} from '../../src/data/product';
import {buildTokenTable, replaceTokens} from '../../src/data/tokens';
import {codeBlocks, readDocs} from '../support/docs';

const tokens = buildTokenTable();
const docs = readDocs().map((doc) => ({...doc, rendered: replaceTokens(doc.source, tokens, doc.path)}));
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
});
