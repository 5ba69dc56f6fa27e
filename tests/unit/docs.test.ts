import {describe, expect, it} from 'vitest';
import {plainTextLanguages, prismLanguages} from '../../src/data/codeLanguages';
import {prismGrammarOf} from '../../src/plugins/prism-per-page/grammars';
import {isTabGroupName, tabGroups} from '../../src/data/tabGroups';
import {codeBlocks, frontMatter, readDocs, routeOf} from '../support/docs';

const docs = readDocs();

describe('docs/', () => {
  it.each(docs.map((doc) => [doc.path, doc] as const))('%s has a title, description and sidebar label', (_, doc) => {
    const fm = frontMatter(doc);
    expect(fm.title?.length).toBeGreaterThan(3);
    expect(fm.description?.length).toBeGreaterThan(20);
    expect(fm.sidebar_label?.length).toBeGreaterThan(1);
  });

  it('has no unfinished words a reader would see', () => {
    const unfinished = /\b(TODO|TBD|FIXME|lorem ipsum|coming soon|placeholder text)\b/i;
    expect(docs.filter((doc) => unfinished.test(doc.source)).map((doc) => doc.path)).toEqual([]);
  });

  it('serves each doc at a distinct route', () => {
    const routes = docs.map(routeOf);
    expect(new Set(routes).size).toBe(routes.length);
  });
});

describe('code blocks', () => {
  const blocks = docs.flatMap(codeBlocks);
  const listed = new Set<string>(prismLanguages);
  const plain = new Set<string>(plainTextLanguages);

  it('use only the languages listed for Prism, by their id or an alias, or plain text', () => {
    const unlisted = blocks.filter((b) => !plain.has(b.lang) && !listed.has(prismGrammarOf(b.lang) ?? ''));
    expect(unlisted.map((b) => `${b.doc}:${b.line} "${b.lang}"`)).toEqual([]);
  });

  it('use every listed language (an unused one is dead data)', () => {
    const used = new Set(blocks.map((b) => prismGrammarOf(b.lang)));
    expect(prismLanguages.filter((lang) => !used.has(lang))).toEqual([]);
  });

  it('all have a title', () => {
    expect(blocks.filter((b) => !/\btitle=/.test(b.meta)).map((b) => `${b.doc}:${b.line}`)).toEqual([]);
  });
});

describe('code tabs', () => {
  const tabs = docs.flatMap((doc) =>
    [...doc.source.matchAll(/<CodeTabs group="(\w+)">([\s\S]*?)<\/CodeTabs>/g)].map((m) => ({
      doc: doc.path,
      group: m[1] ?? '',
      values: [...(m[2] ?? '').matchAll(/<TabItem value="([\w-]+)"/g)].map((v) => v[1]),
    })),
  );

  it('use a shared group and exactly its values', () => {
    for (const tab of tabs) {
      expect(isTabGroupName(tab.group), `${tab.doc}: group ${tab.group}`).toBe(true);
      if (isTabGroupName(tab.group)) {
        expect(tab.values, `${tab.doc}: ${tab.group}`).toEqual(tabGroups[tab.group].values.map((v) => v.value));
      }
    }
  });

  it('never set their own groupId on raw Tabs', () => {
    expect(docs.filter((doc) => /<Tabs\b/.test(doc.source)).map((doc) => doc.path)).toEqual([]);
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
