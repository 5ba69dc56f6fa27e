import {describe, expect, it} from 'vitest';
import {prismLanguages} from '../../src/data/codeLanguages';
import {prismGrammarOf} from '../../src/plugins/prism-per-page/grammars';
import {codeBlocks, readDocs, routeOf} from '../support/docs';
import {codeTabProblems, frontMatterProblems, unfinishedWords, unlistedLanguages, untitledBlocks, type PageProblem} from '../support/pageRules';

const docs = readDocs();

/** `page:line message` of a per-page rule (tests/support/pageRules.ts) over every page. */
const everyPage = (rule: (doc: (typeof docs)[number]) => PageProblem[]) =>
  docs.flatMap((doc) => rule(doc).map((p) => `${doc.path}:${p.line} ${p.message}`));

describe('docs/', () => {
  it.each(docs.map((doc) => [doc.path, doc] as const))('%s has a title, description and sidebar label', (_, doc) => {
    expect(frontMatterProblems(doc)).toEqual([]);
  });

  it('has no unfinished words a reader would see', () => {
    expect(everyPage(unfinishedWords)).toEqual([]);
  });

  it('serves each doc at a distinct route', () => {
    const routes = docs.map(routeOf);
    expect(new Set(routes).size).toBe(routes.length);
  });
});

describe('code blocks', () => {
  const blocks = docs.flatMap(codeBlocks);
  it('use only the languages listed for Prism, by their id or an alias, or plain text', () => {
    expect(everyPage(unlistedLanguages)).toEqual([]);
  });

  it('use every listed language (an unused one is dead data)', () => {
    const used = new Set(blocks.map((b) => prismGrammarOf(b.lang)));
    expect(prismLanguages.filter((lang) => !used.has(lang))).toEqual([]);
  });

  it('all have a title', () => {
    expect(everyPage(untitledBlocks)).toEqual([]);
  });
});

describe('code tabs', () => {
  it('use a shared group and exactly its values, never raw Tabs with their own groupId', () => {
    expect(everyPage(codeTabProblems)).toEqual([]);
  });
});

describe('the spec’s route list', () => {
  it('is served by exactly the docs and pages we have', async () => {
    const {specRoutes} = await import('../specRoutes');
    const docRoutes = docs.map(routeOf).sort();
    const specDocRoutes = specRoutes.filter((r) => !r.page).map((r) => r.path).sort();
    expect(docRoutes).toEqual(specDocRoutes);
  });
});
