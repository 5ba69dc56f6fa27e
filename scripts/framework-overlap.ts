/**
 * How much of the Flutter pages' prose is a copy of the React Native pages' prose.
 *
 * For each page under `docs/flutter/` and the page at the same path under `docs/reactnative/`, the prose is split
 * into paragraphs (code fences, front matter, JSX, headings and tables left out), the framework's own names are
 * replaced by neutral ones (so "the Flutter plugin" and "the React Native package" read alike), and a Flutter
 * paragraph counts as a near match when the Jaccard similarity of its word 3-grams with some React Native paragraph
 * of the same page is at least 0.5. The two pages should share concepts by linking to one place, not by repeating
 * them, so the script fails when more than a quarter of the Flutter paragraphs nearly match.
 *
 * Run: npx tsx scripts/framework-overlap.ts
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {join, relative, sep} from 'node:path';

export const NEAR_MATCH_SIMILARITY = 0.5;
export const MAX_OVERALL_SHARE = 0.25;
const SHINGLE_SIZE = 3;
/** Shorter blocks (a "Next steps" link, a label) are navigation, not prose. */
const MIN_PARAGRAPH_WORDS = 6;

/**
 * Framework-specific names and their neutral stand-ins, longest first so that "react native" is replaced before
 * "native" could be read alone. Applied to lower-cased text at word boundaries.
 */
const NEUTRAL_NAMES: readonly (readonly [RegExp, string])[] = [
  [/%%(?:flutter|reactnative)\.([\w.]+)%%/g, 'fw_$1'],
  [/@attrio\/react-native-sdk|attrio_flutter/g, 'fw_package'],
  [/\breact native\b/g, 'framework'],
  [/\bflutter\b/g, 'framework'],
  [/\b(?:javascript|typescript|dart)\b/g, 'language'],
  [/\bpub\.dev\b|\bpub\b|\bnpm\b|\byarn\b|\bpnpm\b/g, 'registry'],
  [/\bpubspec\.yaml\b|\bpackage\.json\b/g, 'manifest'],
  [/\bnative modules?\b|\bplugins?\b|\bpackages?\b/g, 'pkg'],
  [/\bplatform channels?\b|\bthe bridge\b/g, 'the channel'],
  [/\bfutures?\b|\bpromises?\b/g, 'async'],
  [/\bdebugprint\b|\bconsole\.log\b/g, 'print'],
];

/** Prose paragraphs of an MDX page: list items count one each; code, JSX, headings and tables are left out. */
export function proseParagraphs(source: string): string[] {
  const body = source.replace(/^---\n[\s\S]*?\n---\n/, '');
  const paragraphs: string[] = [];
  let current: string[] = [];
  let fence: string | null = null;
  const flush = () => {
    const text = current.join(' ').trim();
    if (text) paragraphs.push(text);
    current = [];
  };
  for (const line of body.split('\n')) {
    const trimmed = line.trim();
    if (fence) {
      if (trimmed.startsWith(fence) && trimmed.replace(/`/g, '') === '') fence = null;
      continue;
    }
    const open = /^(`{3,})/.exec(trimmed);
    if (open?.[1]) {
      flush();
      fence = open[1];
      continue;
    }
    const structural =
      trimmed === '' ||
      /^(import|export)\s/.test(trimmed) ||
      /^<\/?[A-Za-z][^>]*>$/.test(trimmed) ||
      trimmed.startsWith(':::') ||
      trimmed.startsWith('#') ||
      trimmed.startsWith('|');
    if (structural) {
      flush();
      continue;
    }
    if (/^([-*+]|\d+\.)\s/.test(trimmed)) flush();
    current.push(trimmed.replace(/^([-*+]|\d+\.)\s+/, ''));
  }
  flush();
  return paragraphs.map(plainText).filter((text) => words(text).length >= MIN_PARAGRAPH_WORDS);
}

/** Markdown to the words a reader sees: link text without its target, no emphasis, no heading ids. */
function plainText(markdown: string): string {
  return markdown
    .replace(/\\?\{#[\w-]+\}/g, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/[*`]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function words(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9%][\w%.@/-]*/g) ?? [];
}

/** Lower-cased words with each framework's names replaced by the same neutral word. */
export function neutralWords(text: string): string[] {
  let neutral = text.toLowerCase();
  for (const [pattern, replacement] of NEUTRAL_NAMES) neutral = neutral.replace(pattern, replacement);
  return neutral.match(/[a-z0-9_]+/g) ?? [];
}

export function shingles(tokens: readonly string[], size = SHINGLE_SIZE): Set<string> {
  const result = new Set<string>();
  for (let i = 0; i + size <= tokens.length; i += 1) result.add(tokens.slice(i, i + size).join(' '));
  return result;
}

export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 0;
  let shared = 0;
  for (const item of a) if (b.has(item)) shared += 1;
  return shared / (a.size + b.size - shared);
}

export interface PageOverlap {
  /** Path under both framework folders, e.g. `integration/home.mdx`. */
  page: string;
  paragraphs: number;
  nearMatches: number;
  /** The Flutter paragraphs that nearly match, for a writer to rework. */
  matched: string[];
}

/** Compares one Flutter page with its React Native counterpart. */
export function comparePages(page: string, flutterSource: string, reactNativeSource: string): PageOverlap {
  const flutter = proseParagraphs(flutterSource);
  const reactNative = proseParagraphs(reactNativeSource).map((p) => shingles(neutralWords(p)));
  const matched = flutter.filter((paragraph) => {
    const own = shingles(neutralWords(paragraph));
    return reactNative.some((other) => jaccard(own, other) >= NEAR_MATCH_SIMILARITY);
  });
  return {page, paragraphs: flutter.length, nearMatches: matched.length, matched};
}

function mdxFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return mdxFiles(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

export function compareFrameworks(docsDir: string): PageOverlap[] {
  const flutterDir = join(docsDir, 'flutter');
  const reactNativeDir = join(docsDir, 'reactnative');
  return mdxFiles(flutterDir)
    .map((file) => relative(flutterDir, file).split(sep).join('/'))
    .filter((page) => existsSync(join(reactNativeDir, page)))
    .sort()
    .map((page) =>
      comparePages(
        page,
        readFileSync(join(flutterDir, page), 'utf8'),
        readFileSync(join(reactNativeDir, page), 'utf8'),
      ),
    );
}

const percent = (part: number, whole: number) => (whole === 0 ? 0 : (100 * part) / whole).toFixed(0);

function main(): void {
  const verbose = process.argv.includes('--verbose');
  const pages = compareFrameworks(join(__dirname, '..', 'docs'));
  let paragraphs = 0;
  let nearMatches = 0;
  for (const result of pages) {
    paragraphs += result.paragraphs;
    nearMatches += result.nearMatches;
    console.log(
      `${result.page.padEnd(28)} ${String(result.nearMatches).padStart(3)} of ${String(result.paragraphs).padStart(3)}` +
        `  ${percent(result.nearMatches, result.paragraphs).padStart(3)} %`,
    );
    if (verbose) for (const paragraph of result.matched) console.log(`    ~ ${paragraph.slice(0, 110)}`);
  }
  const share = paragraphs === 0 ? 0 : nearMatches / paragraphs;
  console.log(`${'overall'.padEnd(28)} ${String(nearMatches).padStart(3)} of ${String(paragraphs).padStart(3)}  ${percent(nearMatches, paragraphs).padStart(3)} %`);
  if (share > MAX_OVERALL_SHARE) {
    console.error(
      `More than ${MAX_OVERALL_SHARE * 100} % of the Flutter paragraphs nearly match a React Native paragraph of the ` +
        'same page: move shared concepts to one page and link to it (--verbose lists the paragraphs).',
    );
    process.exitCode = 1;
  }
}

// Run only from the command line, not when a test imports the functions above.
if (/framework-overlap\.ts$/.test(process.argv[1] ?? '')) main();
