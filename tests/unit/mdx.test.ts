import {describe, expect, it} from 'vitest';
import {compileDoc} from '../support/compileDoc';
import {readDocs} from '../support/docs';
import {unbracketedAdmonitions} from '../support/pageRules';

/**
 * Compiles every page the way the site does (MDX, GFM tables, `:::` admonitions, tokens, `{#id}` heading ids), so a
 * syntax error or an unknown token names its file here in seconds rather than in a full build.
 * `npm run check:pages -- <page>` runs the same compile on the pages named.
 */
describe('every doc compiles as MDX', () => {
  it.each(readDocs().map((doc) => [doc.path, doc] as const))('%s', async (_, doc) => {
    const compiled = await compileDoc(doc);
    expect(compiled.error, `docs/${doc.path}:${compiled.error?.line}`).toBeUndefined();
    expect(compiled.unknownTokens.map((e) => e.message)).toEqual([]);
    expect(unbracketedAdmonitions(doc, compiled.code)).toEqual([]);
  });
});
