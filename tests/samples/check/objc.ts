/**
 * Objective-C (iOS) samples, type-checked by clang in one invocation (`-fsyntax-only -fobjc-arc -target
 * x86_64-apple-ios15.0 -fmodules`, every file an input of the same run) against the SDK header generated from the
 * manifest (`generate/objc.ts`, module `AttrioSDK`) and the hand-written stub headers in `platform-stubs/objc/`:
 * Apple's frameworks and the ad SDKs as clang modules, Unity's app controller header, and the headers of the
 * reader's own app that samples import (`app/`). An unknown selector, a wrong argument type, a nil passed where
 * the SDK says nonnull and a format string that does not match its arguments are errors (`-Werror`).
 *
 * Wrapper, by the sample's shape:
 * - a whole file (an `@interface`, `@implementation` or a C function at the left margin) is compiled as it is;
 * - methods outside an `@implementation` get one: the class is the title's (`AppDelegate.m` → `AppDelegate`);
 * - statements go inside a method `- (void)sample` of that class.
 * Methods and statements are what a page shows of a file, so they also get what its head has: `@import UIKit;`,
 * `@import AttrioSDK;` and the class's interface, which is the app's header when `app/` has one (`AppDelegate.h`
 * declares the template's `UIResponder <UIApplicationDelegate>`), and otherwise is declared from the name: `…AppDelegate`
 * a `UIResponder <UIApplicationDelegate>`, `…SceneDelegate` a `UIResponder <UIWindowSceneDelegate>`,
 * `…ViewController` a `UIViewController`, anything else an `NSObject`. The `@implementation` line goes after the
 * sample's own imports, and a `#line` directive after it keeps the page's line numbers.
 *
 * A sample with `#if` is compiled twice in the same run, as written (a release build) and with `DEBUG` defined.
 */
import {existsSync, mkdirSync, rmSync, writeFileSync} from 'node:fs';
import {dirname, join, relative} from 'node:path';
import type {Sample} from '../collect';
import {runCompiler} from './compiler';
import {stripCommentsAndStrings} from '../../support/sdkCalls';
import {objcModuleMap, objcSdkHeader} from '../generate/objc';
import {byFile, problemAt, type Problem, type WrappedSample} from './wrapped';

const ROOT = join(__dirname, '..', '..', '..');
const PLATFORM_STUBS = join(__dirname, '..', 'platform-stubs', 'objc');
const APP_HEADERS = join(PLATFORM_STUBS, 'app');

export type ObjcShape = 'file' | 'methods' | 'statements';

/** Lines at the left margin outside braces, without comments and strings. */
function marginLines(code: string): string[] {
  const lines: string[] = [];
  let depth = 0;
  for (const line of stripCommentsAndStrings(code).split('\n')) {
    if (depth === 0 && line.trim()) lines.push(line);
    for (const ch of line) depth += ch === '{' ? 1 : ch === '}' ? -1 : 0;
  }
  return lines;
}

const containerDirective = /^\s*@(?:interface|implementation|protocol)\b/;
const methodDefinition = /^\s*[-+]\s*\(/;
const functionDefinition =
  /^\s*(?:(?:static|inline|extern|const)\s+)*[A-Za-z_]\w*(?:\s*<[^>]*>)?(?:\s*\*+\s*|\s+)[A-Za-z_]\w*\s*\([^;=]*$/;

export function shapeOf(code: string): ObjcShape {
  const margin = marginLines(code);
  if (margin.some((l) => containerDirective.test(l))) return 'file';
  if (margin.some((l) => methodDefinition.test(l))) return 'methods';
  if (margin.some((l) => functionDefinition.test(l))) return 'file';
  const declarationsOnly = margin.every((l) => /^\s*(?:#|@import\b|@class\b|typedef\b|static\b|extern\b|\})/.test(l));
  return declarationsOnly ? 'file' : 'statements';
}

/** The class a fragment belongs to, from its title, and the interface declared when the app has no header for it. */
export function enclosingClass(title: string): {name: string; header: string | undefined; declaration: string} {
  const name = /([A-Za-z_]\w*)\.mm?\b/.exec(title)?.[1] ?? 'Sample';
  const header = existsSync(join(APP_HEADERS, `${name}.h`)) ? `${name}.h` : undefined;
  const base = /AppDelegate$/.test(name)
    ? 'UIResponder <UIApplicationDelegate>'
    : /SceneDelegate$/.test(name)
      ? 'UIResponder <UIWindowSceneDelegate>'
      : /ViewController$/.test(name) ? 'UIViewController' : 'NSObject';
  return {name, header, declaration: `@interface ${name} : ${base}\n@end`};
}

/** The number of leading lines that belong at file scope: imports, other preprocessor lines, comments, blanks. */
function headLength(code: string): number {
  const lines = stripCommentsAndStrings(code).split('\n');
  let head = 0;
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!.trim();
    if (line === '') continue;
    if (/^(?:#\s*(?:import|include)\b|@import\b)/.test(line)) head = i + 1;
    else break;
  }
  return head;
}

export interface ObjcWrapped extends WrappedSample {
  /** `release` as written, `debug` with DEBUG defined. */
  build: 'release' | 'debug';
  /** The file's text: `before`, the sample with the wrapper's lines after its head, `after`. */
  text: string;
}

export function wrapObjc(sample: Sample, build: ObjcWrapped['build'], workDir: string): ObjcWrapped {
  const shape = shapeOf(sample.code);
  const {name, header, declaration} = enclosingClass(sample.title);
  const before: string[] = build === 'debug' ? ['#define DEBUG 1'] : [];
  const after: string[] = [];
  const lines = sample.code.split('\n');
  let body = lines;
  if (shape !== 'file') {
    before.push(
      '@import UIKit;',
      '@import AttrioSDK;',
      ...(header ? [`#import "${header}"`] : declaration.split('\n')),
      // The page shows some of the class's methods; the rest of its @implementation is elsewhere in the file.
      '#pragma clang diagnostic ignored "-Wincomplete-implementation"',
    );
    const opening = [`@implementation ${name}`, ...(shape === 'statements' ? ['- (void)sample {'] : [])];
    after.push(...(shape === 'statements' ? ['}'] : []), '@end');
    const head = headLength(sample.code);
    if (head === 0) {
      before.push(...opening);
    } else {
      // After the sample's imports, which must stay at file scope; #line restores the numbering of the lines below.
      body = [...lines.slice(0, head), ...opening, `#line ${before.length + head + 1}`, ...lines.slice(head)];
    }
  }
  const file = join(workDir, build, sample.id, `${name}.m`);
  return {sample, file, before, after, build, text: [...before, ...body, ...after].join('\n') + '\n'};
}

/** clang's flags: the target and the warnings that make a wrong call an error, then the headers. */
export function clangArguments(workDir: string): string[] {
  return [
    '-fsyntax-only', '-fobjc-arc', '-target', 'x86_64-apple-ios15.0', '-x', 'objective-c',
    '-fmodules', `-fmodules-cache-path=${join(workDir, 'module-cache')}`,
    '-Werror', '-Werror=objc-method-access', '-Werror=nonnull', '-Werror=incompatible-pointer-types',
    '-Werror=implicit-function-declaration', '-Werror=format',
    '-fno-color-diagnostics', '-fno-caret-diagnostics', '-ferror-limit=0',
    '-I', join(workDir, 'include'), '-I', PLATFORM_STUBS,
    '-iquote', APP_HEADERS, '-iquote', join(PLATFORM_STUBS, 'unity-trampoline'),
  ];
}

export async function checkObjc(samples: Sample[], workDir: string): Promise<Problem[]> {
  if (samples.length === 0) return [];
  for (const dir of ['release', 'debug', 'include']) rmSync(join(workDir, dir), {recursive: true, force: true});
  mkdirSync(join(workDir, 'include', 'AttrioSDK'), {recursive: true});
  writeFileSync(join(workDir, 'include', 'AttrioSDK', 'AttrioSDK.h'), objcSdkHeader());
  writeFileSync(join(workDir, 'include', 'module.modulemap'), objcModuleMap);
  const wrapped = samples.flatMap((sample) => {
    const copies = [wrapObjc(sample, 'release', workDir)];
    if (/^\s*#\s*if/m.test(sample.code)) copies.push(wrapObjc(sample, 'debug', workDir));
    return copies;
  });
  for (const w of wrapped) {
    mkdirSync(dirname(w.file), {recursive: true});
    writeFileSync(w.file, w.text);
  }
  const output = await runCompiler('clang', [...clangArguments(workDir), ...wrapped.map((w) => w.file)], workDir, 'Debian package clang');
  const find = byFile(wrapped) as (file: string) => ObjcWrapped | undefined;
  const found = new Map<string, {problem: Problem; builds: Set<string>; copies: number}>();
  const problems: Problem[] = [];
  for (const line of output.split('\n')) {
    const match = /^(.+?):(\d+):\d+: (?:fatal )?error: (.*)$/.exec(line);
    if (!match) continue;
    const [, file, fileLine, text] = match;
    const owner = find(file!);
    if (!owner) {
      // A stub or the generated header: a fault of the check, reported once.
      const where = relative(ROOT, file!);
      if (!problems.some((p) => p.where === where && p.message === text)) problems.push({where, message: text!});
      continue;
    }
    const problem = problemAt(owner, Number(fileLine), text!);
    const key = `${problem.where}\n${problem.message}`;
    const copies = wrapped.filter((w) => w.sample === owner.sample).length;
    const entry = found.get(key) ?? {problem, builds: new Set<string>(), copies};
    entry.builds.add(owner.build);
    found.set(key, entry);
  }
  for (const {problem, builds, copies} of found.values()) {
    const only = copies === 2 && builds.size === 1 ? (builds.has('debug') ? ' [with DEBUG defined]' : ' [without DEBUG]') : '';
    problems.push({where: problem.where, message: `${problem.message}${only}`});
  }
  if (problems.length === 0 && /\berror\b/.test(output)) problems.push({where: 'clang', message: output.trim()});
  return problems;
}
