/**
 * The code samples of `docs/` as a reader copies them: tokens replaced by their values, grouped by the language
 * that checks them. A sample marked `nocheck="reason"` in its fence is counted and listed, never checked.
 */
import {buildTokenTable, replaceTokens, UnknownTokenError} from '../../src/data/tokens';
import {platformIds, type PlatformId} from '../../src/data/platforms';
import {codeBlocks, readDocs, type CodeBlock, type DocFile} from '../support/docs';
import {platformOfBlock} from '../support/sdkCalls';

/** The languages `npm test` checks, and how. */
export const checkedLanguages = {
  typescript: 'compiled (tsc, strict)',
  javascript: 'compiled (tsc, checkJs)',
  java: 'compiled (javac)',
  kotlin: 'compiled (kotlinc)',
  csharp: 'compiled (mcs, -langversion:7.2)',
  objc: 'compiled (clang -fsyntax-only)',
  swift: 'parsed (tree-sitter)',
  dart: 'parsed (tree-sitter)',
  xml: 'parsed (well-formed XML)',
} as const;
export type CheckedLanguage = keyof typeof checkedLanguages;

const fenceLanguages: Record<string, CheckedLanguage> = {
  ts: 'typescript', tsx: 'typescript', typescript: 'typescript',
  js: 'javascript', jsx: 'javascript', javascript: 'javascript',
  java: 'java', kotlin: 'kotlin', kt: 'kotlin',
  csharp: 'csharp', cs: 'csharp',
  objectivec: 'objc', objc: 'objc',
  swift: 'swift', dart: 'dart', xml: 'xml',
};

export interface Sample {
  /** Unique and stable within one run: used for file and package names. */
  id: string;
  doc: string;
  /** 1-based line of the opening fence in the page; the code starts on the next line. */
  line: number;
  language: CheckedLanguage;
  /** The fence's language as written (`tsx`, `kt`), which decides JSX and file extensions. */
  fence: string;
  title: string;
  platform: PlatformId | undefined;
  code: string;
  /** The platform whose reference integration this block is part of (`reference="android"` in its fence). */
  reference?: PlatformId;
}

export interface UncheckedSample {
  doc: string;
  line: number;
  language: CheckedLanguage;
  reason: string;
}

const tokens = buildTokenTable();

/** The language that checks a block, or undefined (shell, Gradle scripts, JSON, …: tokens are resolved, no more). */
export function languageOf(block: Pick<CodeBlock, 'lang' | 'meta'>): CheckedLanguage | undefined {
  const language = fenceLanguages[block.lang];
  // Gradle's Kotlin DSL is a build script, not app code: there is no Gradle to compile it against.
  if (language === 'kotlin' && /title="[^"]*\.gradle\.kts"/.test(block.meta)) return undefined;
  return language;
}

export function titleOf(block: Pick<CodeBlock, 'meta'>): string {
  return /title="([^"]*)"/.exec(block.meta)?.[1] ?? '';
}

/** The platform named by a fence's `reference="…"`: the block is part of that platform's reference integration. */
export function referenceOf(block: Pick<CodeBlock, 'meta' | 'doc' | 'line'>): PlatformId | undefined {
  const named = /\breference="([^"]+)"/.exec(block.meta)?.[1];
  if (named === undefined) return undefined;
  if (!(platformIds as readonly string[]).includes(named)) {
    throw new Error(`docs/${block.doc}:${block.line}: reference="${named}" names no platform`);
  }
  return named as PlatformId;
}

export function toSample(block: CodeBlock, index: number): Sample | UncheckedSample | undefined {
  const language = languageOf(block);
  if (!language) return undefined;
  const reason = /\bnocheck="([^"]+)"/.exec(block.meta)?.[1];
  if (reason) return {doc: block.doc, line: block.line, language, reason};
  const code = block.code
    .split('\n')
    .map((text, i) => replaceTokens(text, tokens, {file: `docs/${block.doc}`, line: block.line + 1 + i}))
    .join('\n');
  return {
    id: `s${String(index).padStart(3, '0')}`,
    doc: block.doc, line: block.line, language, fence: block.lang, title: titleOf(block),
    platform: platformOfBlock(block), code,
    ...(referenceOf(block) ? {reference: referenceOf(block)} : {}),
  };
}

/**
 * `onUnknownToken`: called for a block with an unknown token, which is then left out; without it, the error is thrown
 * (`npm run check:pages` reports unknown tokens itself and checks the other samples).
 */
export function collectSamples(
  docs: DocFile[] = readDocs(),
  onUnknownToken?: (error: UnknownTokenError) => void,
): {samples: Sample[]; unchecked: UncheckedSample[]} {
  const samples: Sample[] = [];
  const unchecked: UncheckedSample[] = [];
  docs.flatMap(codeBlocks).forEach((block, index) => {
    let sample: ReturnType<typeof toSample>;
    try {
      sample = toSample(block, index);
    } catch (error) {
      if (!(onUnknownToken && error instanceof UnknownTokenError)) throw error;
      onUnknownToken(error);
      return;
    }
    if (!sample) return;
    if ('reason' in sample) unchecked.push(sample);
    else samples.push(sample);
  });
  return {samples, unchecked};
}
