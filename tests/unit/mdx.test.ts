import {describe, expect, it} from 'vitest';
import {compile} from '@mdx-js/mdx';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkTokens from '../../src/plugins/remark-tokens';
import {readDocs} from '../support/docs';

/**
 * Compiles every page the way the site does (MDX, GFM tables, `:::` admonitions, tokens), so a syntax error or an
 * unknown token names its file here in seconds rather than in a full build.
 */
describe('every doc compiles as MDX', () => {
  it.each(readDocs().map((doc) => [doc.path, doc] as const))('%s', async (_, doc) => {
    // Docusaurus reads an escaped `\{#id}` after a heading as its id before MDX sees it.
    const body = doc.source
      .replace(/^---\n[\s\S]*?\n---\n/, '')
      .replace(/^(#{1,6} .*?)\s*\\\{#[\w-]+\}\s*$/gm, '$1');
    const compiled = String(
      await compile({value: body, path: `docs/${doc.path}`}, {remarkPlugins: [remarkGfm, remarkDirective, remarkTokens]}),
    );
    // Without MDX 1 compatibility, an admonition's title goes in brackets (`:::tip[Title]`); written `:::tip Title`,
    // the whole line would show as text.
    expect(compiled).not.toMatch(/:::[a-z]+ /);
  });
});
