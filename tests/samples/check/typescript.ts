/**
 * TypeScript and JavaScript samples, compiled together in one TypeScript program (strict; JavaScript with checkJs)
 * against the declarations generated from the manifest, the platform stubs in `platform-stubs/typescript/`, and the
 * real React types.
 *
 * Wrapper: each sample is its own module, written at its title's path in a folder per page (so `./eventTokens`
 * finds the page's `src/eventTokens.ts`). A snippet that uses an SDK name without importing it gets the import, and
 * one that uses `config` without declaring it gets `declare const config: AttrioConfig`: the page implies both.
 */
import {readdirSync} from 'node:fs';
import {join} from 'node:path';
import ts from 'typescript';
import type {Sample} from '../collect';
import {getPlatform} from '../../../src/data/platforms';
import {sdkShape} from '../sdkShape';
import {typescriptDeclarations} from '../generate/typescript';
import {byFile, problemAt, writeWrapped, type Problem, type WrappedSample} from './wrapped';
import {writeFileSync} from 'node:fs';

const STUBS = join(__dirname, '..', 'platform-stubs', 'typescript');

function topLevelNames(source: ts.SourceFile): {declared: Set<string>; used: Set<string>} {
  const declared = new Set<string>();
  const used = new Set<string>();
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node)) used.add(node.text);
    ts.forEachChild(node, visit);
  };
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause?.name) declared.add(clause.name.text);
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) bindings.elements.forEach((e) => declared.add(e.name.text));
      if (bindings && ts.isNamespaceImport(bindings)) declared.add(bindings.name.text);
      continue;
    }
    if (ts.isVariableStatement(statement)) {
      statement.declarationList.declarations.forEach((d) => ts.isIdentifier(d.name) && declared.add(d.name.text));
    }
    if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name) {
      declared.add(statement.name.text);
    }
    visit(statement);
  }
  return {declared, used};
}

/** The lines a page implies above a snippet: imports of SDK names it uses and a `config` in scope. */
export function impliedPrelude(sample: Sample): string[] {
  if (sample.platform !== 'web' && sample.platform !== 'reactnative') return [];
  const source = ts.createSourceFile('sample.tsx', sample.code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const {declared, used} = topLevelNames(source);
  const sdkNames = sdkShape(sample.platform).map((c) => c.name as string);
  const needsConfig = used.has('config') && !declared.has('config');
  const missing = sdkNames.filter((name) => (used.has(name) || (needsConfig && name === 'AttrioConfig')) && !declared.has(name));
  const prelude: string[] = [];
  if (missing.length > 0) prelude.push(`import {${missing.join(', ')}} from '${getPlatform(sample.platform).sdk.package}';`);
  if (needsConfig) {
    prelude.push(sample.language === 'typescript' ? 'declare const config: AttrioConfig;' : '/** @type {AttrioConfig} */ const config = /** @type {any} */ (null);');
  }
  return prelude;
}

const extensionOf = (sample: Sample) => {
  const jsx = sample.fence.endsWith('x') || /\.(tsx|jsx)$/.test(sample.title);
  return sample.language === 'typescript' ? (jsx ? '.tsx' : '.ts') : jsx ? '.jsx' : '.js';
};

export function wrapTypescript(samples: Sample[], workDir: string): WrappedSample[] {
  const taken = new Set<string>();
  return samples.map((sample) => {
    const base = sample.title.replace(/\.(tsx?|jsx?|mjs|cjs)$/, '').replace(/^\/+/, '') || sample.id;
    let file = join(workDir, sample.doc.replace(/\.mdx?$/, ''), `${base}${extensionOf(sample)}`);
    if (taken.has(file)) file = join(workDir, sample.doc.replace(/\.mdx?$/, ''), sample.id, `${base}${extensionOf(sample)}`);
    taken.add(file);
    return {sample, file, before: impliedPrelude(sample), after: []};
  });
}

const commonOptions: ts.CompilerOptions = {
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  moduleDetection: ts.ModuleDetectionKind.Force,
  jsx: ts.JsxEmit.ReactJSX,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  resolveJsonModule: true,
  skipLibCheck: true,
  types: [],
  // TypeScript 6's default, said here: a sample that imports a module for its side effects only must name one that
  // exists (a stub, for a package of the reader's app).
  noUncheckedSideEffectImports: true,
};

/**
 * TypeScript samples are strict, as a TypeScript app is. JavaScript samples are type-checked the way an editor
 * checks plain JavaScript (`checkJs`, not strict): unknown names, members and argument counts fail, missing
 * annotations do not.
 */
export const compilerOptions = {
  typescript: {...commonOptions, strict: true},
  // Said, not left to the default: TypeScript 6 makes `strict` the default.
  javascript: {...commonOptions, allowJs: true, checkJs: true, strict: false},
} satisfies Record<string, ts.CompilerOptions>;

export async function checkTypescript(samples: Sample[], workDir: string): Promise<Problem[]> {
  const wrapped = wrapTypescript(samples, workDir);
  wrapped.forEach(writeWrapped);
  const declarations = join(workDir, 'attrio-sdk.d.ts');
  writeFileSync(declarations, `${typescriptDeclarations('web')}\n${typescriptDeclarations('reactnative')}`);
  const stubs = readdirSync(STUBS).filter((f) => f.endsWith('.d.ts')).map((f) => join(STUBS, f));
  const find = byFile(wrapped);
  const diagnostics = (['typescript', 'javascript'] as const).flatMap((language) => {
    const files = wrapped.filter((w) => w.sample.language === language).map((w) => w.file);
    if (files.length === 0) return [];
    return ts.getPreEmitDiagnostics(ts.createProgram([declarations, ...stubs, ...files], compilerOptions[language]));
  });
  return diagnostics.map((diagnostic) => {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    const owner = diagnostic.file ? find(diagnostic.file.fileName) : undefined;
    if (!diagnostic.file || !owner) {
      return {where: diagnostic.file?.fileName ?? 'typescript', message: `TS${diagnostic.code}: ${message}`};
    }
    const {line} = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
    return problemAt(owner, line + 1, `TS${diagnostic.code}: ${message}`);
  });
}
