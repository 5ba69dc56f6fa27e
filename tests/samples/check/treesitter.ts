/**
 * Swift and Dart samples, parsed with tree-sitter (no Swift or Dart compiler runs here): `web-tree-sitter` with the
 * prebuilt grammars of `tree-sitter-wasms`, one parser per language for all its samples. A sample fails when its
 * syntax tree has an ERROR node (text the grammar cannot place) or a MISSING node (a token the parser had to
 * invent, such as a closing brace). This is a syntax check; the names the samples call are checked against the
 * manifest by `tests/unit/sdkSamples.test.ts`, and no types are checked.
 *
 * Wrapper: Swift runs top-level statements (a `main.swift`, a playground), so a Swift sample is parsed as written.
 * A Dart file holds only declarations, so a Dart sample that does not parse as a file is parsed again as the body
 * of `Future<void> sample() async { … }`, opened after its import directives (a page shows statements of a function
 * it does not show, such as `config.logLevel = …` inside `main`); it fails when neither reading parses, with the
 * errors of the reading that got further.
 */
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import {setFlagsFromString} from 'node:v8';
import {Language, Parser, type Node, type Tree} from 'web-tree-sitter';
import type {Sample} from '../collect';
import {problemAt, type Problem} from './wrapped';

const require_ = createRequire(__filename);

/** Swift and Dart for the parse check; all six for the semantic rules (`tests/samples/semantic/`). */
const GRAMMARS = ['swift', 'dart', 'kotlin', 'java', 'c_sharp', 'objc'] as const;
export type Grammar = (typeof GRAMMARS)[number];
let grammars: Promise<Map<Grammar, Language>> | undefined;

/**
 * Loads tree-sitter's runtime and every grammar once per instance of this module, before anything is parsed: a grammar
 * loaded after a parse takes seconds to link (web-tree-sitter 0.25 relocates it into the grown heap). That is once
 * per process in the sample checks, and once per test file in the unit tests, each file having a context of its own.
 */
export async function loadGrammar(name: Grammar): Promise<Parser> {
  if (!grammars) {
    // V8 compiles the grammars' WebAssembly (20 MB for the six) with its baseline compiler only. Its optimising
    // compiler otherwise recompiled their largest functions in the background for seconds of CPU that the checks
    // never won back: the process went on compiling after its last parse, and `npm run check:pages` took 6 s to
    // exit. Set before the first grammar is compiled, which is when V8 reads it.
    setFlagsFromString('--liftoff-only');
    grammars = Parser.init().then(async () => {
      const out = join(dirname(require_.resolve('tree-sitter-wasms/package.json')), 'out');
      const loaded = new Map<Grammar, Language>();
      // One at a time: web-tree-sitter links each grammar into the same module table.
      for (const g of GRAMMARS) loaded.set(g, await Language.load(join(out, `tree-sitter-${g}.wasm`)));
      return loaded;
    });
  }
  const language = (await grammars).get(name)!;
  const parser = new Parser();
  parser.setLanguage(language);
  return parser;
}

export interface SyntaxError {
  /** 0-based row in the parsed text. */
  row: number;
  message: string;
}

const snippet = (text: string) => {
  const first = text.trim().split('\n')[0]!.trim();
  return first.length > 40 ? `${first.slice(0, 40)}…` : first;
};

/** The outermost ERROR and MISSING nodes of a tree, in source order. */
export function syntaxErrors(tree: Tree, source: string): SyntaxError[] {
  const errors: SyntaxError[] = [];
  const lines = source.split('\n');
  const visit = (node: Node) => {
    if (node.isMissing) {
      errors.push({row: node.startPosition.row, message: `syntax error: missing "${node.type}"`});
      return;
    }
    if (node.isError) {
      const {row, column} = node.startPosition;
      const text = snippet(node.text) || snippet(lines[row]!.slice(column)) || 'end of the sample';
      errors.push({row, message: `syntax error: unexpected "${text}"`});
      return;
    }
    if (node.hasError) node.children.forEach((child) => child && visit(child));
  };
  visit(tree.rootNode);
  return errors;
}

const asWritten = (sample: Sample) => ({sample, file: '', before: [], after: []});

/** Maps a row of the parsed text to a line of the sample (1-based), or 0 for a line of the wrapper. */
type RowMap = (row: number) => number;

function report(sample: Sample, errors: SyntaxError[], toLine: RowMap, grammar: string): Problem[] {
  return errors.map((e) => problemAt(asWritten(sample), toLine(e.row), `${e.message} (tree-sitter-${grammar})`));
}

export async function checkSwift(samples: Sample[]): Promise<Problem[]> {
  if (samples.length === 0) return [];
  const parser = await loadGrammar('swift');
  return samples.flatMap((sample) => {
    const tree = parser.parse(sample.code)!;
    const problems = report(sample, syntaxErrors(tree, sample.code), (row) => row + 1, 'swift');
    tree.delete();
    return problems;
  });
}

/** The number of leading lines a Dart file keeps outside any function: directives, comments, blank lines. */
export function dartHeadLength(code: string): number {
  const lines = code.split('\n');
  let head = 0;
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!.trim();
    if (line === '' || line.startsWith('//')) continue;
    if (/^(?:import|export|part|library)\b/.test(line)) head = i + 1;
    else break;
  }
  return head;
}

/** The sample as the body of a function, after its directives, and the way back to the sample's lines. */
export function dartFunctionBody(code: string): {text: string; toLine: RowMap; position: (row: number) => number} {
  const lines = code.split('\n');
  const head = dartHeadLength(code);
  const text = [...lines.slice(0, head), 'Future<void> sample() async {', ...lines.slice(head), '}'].join('\n');
  const toLine: RowMap = (row) => (row < head ? row + 1 : row === head || row > lines.length ? 0 : row);
  // Where an error stands in the sample, for comparing readings: the opening line comes before the body.
  const position = (row: number) => (row < head ? row + 1 : row === head ? head + 0.5 : Math.min(row, lines.length + 1));
  return {text, toLine, position};
}

export async function checkDart(samples: Sample[]): Promise<Problem[]> {
  if (samples.length === 0) return [];
  const parser = await loadGrammar('dart');
  const parse = (text: string) => {
    const tree = parser.parse(text)!;
    const errors = syntaxErrors(tree, text);
    tree.delete();
    return errors;
  };
  return samples.flatMap((sample) => {
    const file = parse(sample.code);
    if (file.length === 0) return [];
    const body = dartFunctionBody(sample.code);
    const inBody = parse(body.text);
    if (inBody.length === 0) return [];
    // The reading whose first error comes later is the one the sample was written as.
    return body.position(inBody[0]!.row) > file[0]!.row + 1
      ? report(sample, inBody, body.toLine, 'dart')
      : report(sample, file, (row) => row + 1, 'dart');
  });
}
