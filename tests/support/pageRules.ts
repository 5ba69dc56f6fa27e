/**
 * The unit tests' rules that hold for one page at a time, each returning the page's problems with their lines:
 * `tests/unit/docs.test.ts`, `facts.test.ts` and `sdkSamples.test.ts` apply them to every page, and
 * `npm run check:pages` to the pages named. The rules about the whole site (every listed language used, distinct
 * routes, the spec's route list, every fact used somewhere) stay in those tests.
 */
import {facts} from '../../src/data/facts';
import {plainTextLanguages, prismLanguages} from '../../src/data/codeLanguages';
import {prismGrammarOf} from '../../src/plugins/prism-per-page/grammars';
import {isTabGroupName, tabGroups} from '../../src/data/tabGroups';
import {codeBlocks, frontMatter, type DocFile} from './docs';
import {findUndeclaredCalls, platformOfBlock, readerTypes, type Violation} from './sdkCalls';

export interface PageProblem {
  /** 1-based line in the page. */
  line: number;
  message: string;
}

export interface PageRule {
  id: string;
  check(doc: DocFile, all: readonly DocFile[]): PageProblem[];
}

const lineAt = (source: string, index: number) => source.slice(0, index).split('\n').length;

/**
 * Without MDX 1 compatibility an admonition's title goes in brackets (`:::tip[Title]`); written `:::tip Title`, the
 * whole line shows as text, which the compiled page still carries.
 */
export function unbracketedAdmonitions(doc: DocFile, compiledCode: string | undefined): PageProblem[] {
  if (!/:::[a-z]+ /.test(compiledCode ?? '')) return [];
  const line = doc.source.split('\n').findIndex((l) => /^\s*:::[a-z]+ /.test(l)) + 1;
  return [{line: line || 1, message: 'an admonition title goes in brackets: :::tip[Title], not :::tip Title'}];
}

export function frontMatterProblems(doc: DocFile): PageProblem[] {
  const fm = frontMatter(doc);
  const minimum = {title: 4, description: 21, sidebar_label: 2} as const;
  return Object.entries(minimum)
    .filter(([key, length]) => (fm[key]?.length ?? 0) < length)
    .map(([key, length]) => ({line: 1, message: `front matter: ${key} must have at least ${length} characters`}));
}

const UNFINISHED = /\b(TODO|TBD|FIXME|lorem ipsum|coming soon|placeholder text)\b/i;

export function unfinishedWords(doc: DocFile): PageProblem[] {
  return doc.source.split('\n').flatMap((text, i) => {
    const found = UNFINISHED.exec(text)?.[1];
    return found ? [{line: i + 1, message: `unfinished words a reader would see: "${found}"`}] : [];
  });
}

const listed = new Set<string>(prismLanguages);
const plain = new Set<string>(plainTextLanguages);

export function unlistedLanguages(doc: DocFile): PageProblem[] {
  return codeBlocks(doc)
    .filter((b) => !plain.has(b.lang) && !listed.has(prismGrammarOf(b.lang) ?? ''))
    .map((b) => ({line: b.line, message: `code block language "${b.lang}" is neither listed for Prism (src/data/codeLanguages.ts) nor plain text`}));
}

export function untitledBlocks(doc: DocFile): PageProblem[] {
  return codeBlocks(doc).filter((b) => !/\btitle=/.test(b.meta)).map((b) => ({line: b.line, message: 'code block without a title="…"'}));
}

export function codeTabProblems(doc: DocFile): PageProblem[] {
  const problems: PageProblem[] = [];
  for (const match of doc.source.matchAll(/<CodeTabs group="(\w+)">([\s\S]*?)<\/CodeTabs>/g)) {
    const line = lineAt(doc.source, match.index);
    const group = match[1] ?? '';
    const values = [...(match[2] ?? '').matchAll(/<TabItem value="([\w-]+)"/g)].map((v) => v[1]);
    if (!isTabGroupName(group)) {
      problems.push({line, message: `CodeTabs group "${group}" is not one of src/data/tabGroups.ts`});
      continue;
    }
    const expected = tabGroups[group].values.map((v) => v.value);
    if (values.join(',') !== expected.join(',')) {
      problems.push({line, message: `CodeTabs group "${group}" has tabs ${values.join(', ')}; the group's are ${expected.join(', ')}`});
    }
  }
  for (const match of doc.source.matchAll(/<Tabs\b/g)) {
    problems.push({line: lineAt(doc.source, match.index), message: 'raw <Tabs>: use <CodeTabs group="…"> (a shared group)'});
  }
  return problems;
}

/** A fact of the registry typed by hand (a `typedForms` pattern) instead of printed through its `%%fact.…%%` token. */
export function typedFacts(doc: DocFile): PageProblem[] {
  return doc.source.split('\n').flatMap((text, i) =>
    Object.entries(facts).flatMap(([id, fact]) => (fact.typedForms ?? []).some((form) => form.test(text))
      ? [{line: i + 1, message: `write %%fact.${id}%% instead of "${text.trim().slice(0, 80)}"`}] : []));
}

/**
 * SDK calls the manifest (`src/data/sdkManifest.ts`) does not declare for the block's platform. The reader's own
 * `Attrio…` types are taken from every page of the platform (`all`), as one page may use a type another declares.
 */
export function undeclaredCalls(doc: DocFile, all: readonly DocFile[]): Violation[] {
  const blocks = codeBlocks(doc).filter((b) => platformOfBlock(b) !== undefined);
  const platforms = new Set(blocks.map((b) => platformOfBlock(b)!));
  const everyBlock = platforms.size === 0 ? [] : all.flatMap(codeBlocks);
  const own = new Map([...platforms].map((id) => [id, readerTypes(everyBlock.filter((b) => platformOfBlock(b) === id))]));
  return blocks.flatMap((b) => findUndeclaredCalls(b, platformOfBlock(b)!, own.get(platformOfBlock(b)!)));
}

export const pageRules: readonly PageRule[] = [
  {id: 'front-matter', check: frontMatterProblems},
  {id: 'unfinished', check: unfinishedWords},
  {id: 'code-language', check: unlistedLanguages},
  {id: 'code-title', check: untitledBlocks},
  {id: 'code-tabs', check: codeTabProblems},
  {id: 'typed-fact', check: typedFacts},
  {
    id: 'sdk-manifest',
    check: (doc, all) => undeclaredCalls(doc, all).map((v) => ({
      line: Number(v.where.slice(v.where.lastIndexOf(':') + 1)),
      message: `${v.found} is not declared for ${v.platform} in src/data/sdkManifest.ts`,
    })),
  },
];
