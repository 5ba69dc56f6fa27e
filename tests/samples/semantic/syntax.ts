/**
 * One language-neutral reading of a code sample for the semantic rules (`rules.ts`): its tokens (identifiers,
 * string literals, comments, punctuation) and the functions it defines, with their bodies. TypeScript and
 * JavaScript are read with the TypeScript compiler API; Kotlin, Java, C#, Objective-C, Swift and Dart with the
 * tree-sitter grammars of `tree-sitter-wasms`. The rules see only this shape, so one rule serves every language.
 */
import ts from 'typescript';
import type {Node} from 'web-tree-sitter';
import type {CheckedLanguage, Sample} from '../collect';
import {loadGrammar, type Grammar} from '../check/treesitter';

export type TokenKind = 'identifier' | 'string' | 'comment' | 'punctuation' | 'other';

export interface Token {
  kind: TokenKind;
  /** The text as written; for a string, its content without quotes or prefix (`@"abc"` → `abc`). */
  text: string;
  /** 1-based line in the sample. */
  line: number;
  start: number;
  end: number;
}

export interface FunctionDef {
  /** The declared name; for an anonymous function, the name it is assigned to, or '' (a closure passed along). */
  name: string;
  line: number;
  /** Indexes into `tokens` of the first and last token of the body. */
  first: number;
  last: number;
}

export interface SampleSyntax {
  sample: Sample;
  tokens: Token[];
  functions: FunctionDef[];
}

const grammarOf: Partial<Record<CheckedLanguage, Grammar>> = {
  kotlin: 'kotlin', java: 'java', csharp: 'c_sharp', objc: 'objc', swift: 'swift', dart: 'dart',
};

/** The node types of each grammar that define a named function, and of those that are anonymous functions. */
const functionNodes: Record<Grammar, {named: readonly string[]; anonymous: readonly string[]}> = {
  kotlin: {named: ['function_declaration'], anonymous: ['lambda_literal', 'anonymous_function']},
  java: {named: ['method_declaration', 'constructor_declaration'], anonymous: ['lambda_expression']},
  c_sharp: {
    named: ['method_declaration', 'local_function_statement', 'constructor_declaration'],
    anonymous: ['lambda_expression', 'anonymous_method_expression'],
  },
  objc: {named: ['method_definition', 'function_definition'], anonymous: ['block_literal']},
  swift: {named: ['function_declaration', 'init_declaration'], anonymous: ['lambda_literal']},
  dart: {named: ['function_signature', 'method_signature', 'getter_signature'], anonymous: ['function_expression']},
};

const unquote = (text: string) =>
  text.replace(/^[@$]?(?:"""|'''|"|'|`)/, '').replace(/(?:"""|'''|"|'|`)$/, '');

const lineAt = (code: string, offset: number) => code.slice(0, offset).split('\n').length;

/** The token index range [first, last] covering the byte range [start, end). */
function tokenRange(tokens: readonly Token[], start: number, end: number): {first: number; last: number} {
  let first = tokens.findIndex((t) => t.start >= start);
  if (first === -1) first = tokens.length;
  let last = first - 1;
  while (last + 1 < tokens.length && tokens[last + 1]!.end <= end) last += 1;
  return {first, last};
}

// --- tree-sitter --------------------------------------------------------------------------------------------

const isStringNode = (type: string) => /string|char_literal/.test(type) && !/content|fragment|start|end|escape/.test(type);

function treeSitterTokens(root: Node, code: string, offset: number): Token[] {
  const tokens: Token[] = [];
  const visit = (node: Node) => {
    const start = node.startIndex - offset;
    const end = node.endIndex - offset;
    if (start < 0 || end > code.length) {
      node.children.forEach((child) => child && visit(child));
      return;
    }
    if (node.type.includes('comment')) {
      tokens.push({kind: 'comment', text: node.text, line: lineAt(code, start), start, end});
      return;
    }
    if (isStringNode(node.type)) {
      tokens.push({kind: 'string', text: unquote(node.text.trim()), line: lineAt(code, start), start, end});
      return;
    }
    if (node.childCount === 0) {
      const kind: TokenKind = /identifier|^self$|^this$|^super$/.test(node.type)
        ? 'identifier'
        : /^[^\w\s]+$/.test(node.text) ? 'punctuation' : /^\w+$/.test(node.text) ? 'identifier' : 'other';
      if (node.text !== '') tokens.push({kind, text: node.text, line: lineAt(code, start), start, end});
      return;
    }
    node.children.forEach((child) => child && visit(child));
  };
  visit(root);
  return tokens.sort((a, b) => a.start - b.start);
}

/** The name a function node declares: its `name` field, the first identifier in it, or the selector's first part. */
function declaredName(node: Node, grammar: Grammar): string {
  if (node.type === 'init_declaration') return 'init';
  const field = node.childForFieldName('name');
  if (field) return field.text;
  if (grammar === 'objc' && node.type === 'method_definition') {
    return node.children.find((c) => c?.type === 'identifier')?.text ?? '';
  }
  if (grammar === 'objc' && node.type === 'function_definition') {
    return node.descendantsOfType('identifier')[0]?.text ?? '';
  }
  return node.children.find((c) => c && /identifier/.test(c.type))?.text ?? '';
}

/** The name an anonymous function is bound to (`val onLink = { … }`, `config.x = { … }`), or ''. */
function boundName(node: Node): string {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (/declaration|declarator|assignment|property|variable/.test(parent.type)) {
      const target = parent.childForFieldName('name') ?? parent.childForFieldName('left') ?? parent.children[0];
      const identifiers = target?.text.match(/\w+/g) ?? [];
      return identifiers.at(-1) ?? '';
    }
    if (/call|invocation|argument|statement|block|body/.test(parent.type)) return '';
  }
  return '';
}

function treeSitterFunctions(root: Node, grammar: Grammar, tokens: Token[], code: string, offset: number): FunctionDef[] {
  const {named, anonymous} = functionNodes[grammar];
  const defs: FunctionDef[] = [];
  const add = (name: string, start: number, end: number) => {
    if (start < 0 || end > code.length) return;
    const {first, last} = tokenRange(tokens, start, end);
    if (last >= first) defs.push({name, line: lineAt(code, start), first, last});
  };
  for (const node of root.descendantsOfType([...named, ...anonymous])) {
    if (!node) continue;
    const isNamed = named.includes(node.type);
    let end = node.endIndex;
    // Dart: a signature's body is its next sibling.
    if (grammar === 'dart' && isNamed) {
      const body = node.nextSibling?.type === 'function_body' ? node.nextSibling : node.parent?.nextSibling;
      if (body?.type === 'function_body') end = body.endIndex;
    }
    add(isNamed ? declaredName(node, grammar) : boundName(node), node.startIndex - offset, end - offset);
  }
  return defs;
}

/** Objective-C methods shown outside their `@implementation` parse only inside one, as the compile check adds. */
function objcText(code: string): {text: string; offset: number} {
  const fragment = /^[-+]\s*\(/m.test(code) && !/^@implementation\b/m.test(code);
  const head = '@implementation SampleImplementation\n';
  return fragment ? {text: `${head}${code}\n@end\n`, offset: head.length} : {text: code, offset: 0};
}

/** A Dart fragment of statements parses as a function body, as the parse check reads it. */
function dartText(code: string, hasErrors: (text: string) => boolean): {text: string; offset: number} {
  if (!hasErrors(code)) return {text: code, offset: 0};
  const head = 'Future<void> sample() async {\n';
  return {text: `${head}${code}\n}\n`, offset: head.length};
}

async function readTreeSitter(sample: Sample, grammar: Grammar): Promise<SampleSyntax> {
  const parser = await loadGrammar(grammar);
  const hasErrors = (text: string) => {
    const tree = parser.parse(text)!;
    const broken = tree.rootNode.hasError;
    tree.delete();
    return broken;
  };
  const {text, offset} = grammar === 'objc' ? objcText(sample.code)
    : grammar === 'dart' ? dartText(sample.code, hasErrors) : {text: sample.code, offset: 0};
  const tree = parser.parse(text)!;
  const tokens = treeSitterTokens(tree.rootNode, sample.code, offset);
  const functions = treeSitterFunctions(tree.rootNode, grammar, tokens, sample.code, offset);
  tree.delete();
  return {sample, tokens, functions};
}

// --- TypeScript and JavaScript --------------------------------------------------------------------------------

function readTypescript(sample: Sample): SampleSyntax {
  const code = sample.code;
  const kind = /x$/.test(sample.fence) ? ts.ScriptKind.TSX : sample.language === 'javascript' ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const file = ts.createSourceFile(`sample.${sample.fence}`, code, ts.ScriptTarget.Latest, true, kind);
  const tokens: Token[] = [];
  const push = (k: TokenKind, text: string, start: number, end: number) =>
    tokens.push({kind: k, text, line: lineAt(code, start), start, end});
  const visit = (node: ts.Node) => {
    for (const range of ts.getLeadingCommentRanges(code, node.pos) ?? []) {
      if (!tokens.some((t) => t.start === range.pos)) push('comment', code.slice(range.pos, range.end), range.pos, range.end);
    }
    if (ts.isStringLiteralLike(node)) {
      push('string', node.text, node.getStart(file), node.end);
      return;
    }
    if (node.getChildCount(file) === 0) {
      const text = node.getText(file);
      if (text === '') return;
      push(ts.isIdentifier(node) || ts.isPrivateIdentifier(node) || /^\w+$/.test(text) ? 'identifier'
        : /^[^\w\s]+$/.test(text) ? 'punctuation' : 'other', text, node.getStart(file), node.end);
      return;
    }
    node.getChildren(file).forEach(visit);
  };
  visit(file);
  // Trailing comments at the end of a line are leading comments of nothing: read them from the scanner.
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, ts.LanguageVariant.JSX, code);
  for (let t = scanner.scan(); t !== ts.SyntaxKind.EndOfFileToken; t = scanner.scan()) {
    if ((t === ts.SyntaxKind.SingleLineCommentTrivia || t === ts.SyntaxKind.MultiLineCommentTrivia)
      && !tokens.some((x) => x.start === scanner.getTokenStart())) {
      push('comment', scanner.getTokenText(), scanner.getTokenStart(), scanner.getTokenEnd());
    }
  }
  tokens.sort((a, b) => a.start - b.start);

  const functions: FunctionDef[] = [];
  const collect = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      let name = node.name && ts.isIdentifier(node.name) ? node.name.text : '';
      if (!name && ts.isVariableDeclaration(node.parent) && ts.isIdentifier(node.parent.name)) name = node.parent.name.text;
      if (!name && ts.isPropertyAssignment(node.parent) && ts.isIdentifier(node.parent.name)) name = node.parent.name.text;
      if (!name && ts.isBinaryExpression(node.parent) && ts.isPropertyAccessExpression(node.parent.left)) {
        name = node.parent.left.name.text;
      }
      const start = node.getStart(file);
      const {first, last} = tokenRange(tokens, start, node.end);
      if (last >= first) functions.push({name, line: lineAt(code, start), first, last});
    }
    ts.forEachChild(node, collect);
  };
  collect(file);
  return {sample, tokens, functions};
}

/** The reading of a sample, or undefined for a language the rules do not read (XML). */
export async function readSyntax(sample: Sample): Promise<SampleSyntax | undefined> {
  if (sample.language === 'typescript' || sample.language === 'javascript') return readTypescript(sample);
  const grammar = grammarOf[sample.language];
  return grammar ? readTreeSitter(sample, grammar) : undefined;
}
