/**
 * Java and Kotlin (Android) samples. The hand-written Android stubs (`platform-stubs/java/`) are compiled by javac;
 * the SDK's Kotlin source (generated from the manifest) and the hand-written Kotlin stubs of Kotlin-only APIs
 * (`platform-stubs/kotlin/`) by one kotlinc run; then the stand-ins for the reader's own app
 * (`platform-stubs/java/com/example/app/`, which may use SDK types) by javac. Every Java sample is compiled by one
 * javac run and every Kotlin sample by one kotlinc run, both against those classes.
 *
 * Wrapper, by the sample's shape:
 * - a whole file (it declares a class, object or interface at the left margin) is compiled as it is;
 * - members (it starts with a function or a member property) go inside the class its title names;
 * - statements go inside a method `sample()` of that class.
 * The class its title names (`MyApplication.kt` → `MyApplication`) extends what the name says: `…Application` an
 * Application, `…Activity` an AppCompatActivity, `…Fragment` a Fragment, `…ViewModel` a ViewModel, `…Service` a
 * Service. Members and statements are what a page shows of a file, so they also get the imports of the SDK and of
 * the Android classes such a file has (less any the sample imports itself, as a file imports a name once), and
 * `config` (an AttrioConfig) and `context` (a Context) when they use one without declaring it. A page's samples
 * share a package (see `packagesOf`; a `package` line of the sample is blanked, keeping its line), so a Java sample
 * sees a package-private class another sample of its page declares; a second snippet of a class the page already
 * showed (two `CheckoutViewModel.java` blocks) is another part of that file, and is compiled as a class of its own
 * in the same package, its name suffixed with the sample's id. Every sample imports the reader's app package
 * (`com.example.app`), where the app's BuildConfig, R and the reader's own classes that pages name live.
 */
import {createHash} from 'node:crypto';
import {existsSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import type {Sample} from '../collect';
import {ANDROID_PACKAGE, kotlinSdkSource} from '../generate/kotlin';
import {runCompiler} from './compiler';
import {byFile, problemAt, writeWrapped, type Problem, type WrappedSample} from './wrapped';

const ROOT = join(__dirname, '..', '..', '..');
const PLATFORM_STUBS = join(__dirname, '..', 'platform-stubs', 'java');
/** Kotlin-only APIs (a `suspend` member, say), compiled with the generated SDK. */
const KOTLIN_STUBS = join(__dirname, '..', 'platform-stubs', 'kotlin');
const KOTLIN_HOME = join(ROOT, 'node_modules', 'kotlin-compiler');
const KOTLINC = join(KOTLIN_HOME, 'bin', 'kotlinc-jvm');
const KOTLIN_STDLIB = join(KOTLIN_HOME, 'lib', 'kotlin-stdlib.jar');
/**
 * Samples must compile with every Kotlin since 2.0 (the K2 compiler), not only the newest: Kotlin 2.3 began to
 * accept a bare lambda assigned to a callback property, which fails on the 2.0 to 2.2 compilers many apps use.
 */
const KOTLIN_LANGUAGE = ['-language-version', '2.0', '-api-version', '2.0'];

type JvmLanguage = 'java' | 'kotlin';
export type SampleShape = 'file' | 'members' | 'statements';

const codeLines = (code: string) =>
  code.split('\n').map((l) => l.trim()).filter((l) => l && !/^(\/\/|\/\*|\*|package |import |@file:)/.test(l));

const typeAtMargin = {
  kotlin: /^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|internal|private|abstract|open|data|sealed|enum|annotation|inner)\s+)*(?:class|object|interface|fun interface)\s+(\w+)/gm,
  java: /^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|final|abstract)\s+)*(?:class|interface|enum|record)\s+(\w+)/gm,
};
const functionAtMargin = {
  kotlin: /^(?:@\w+\S*\s*)*(?:(?:override|private|protected|public|internal|open|suspend|inline)\s+)*fun\b/m,
  java: /^(?:@Override\b|(?:(?:public|private|protected|static|final|synchronized)\s+)*[\w<>[\],.]+\s+\w+\s*\([^;]*$)/m,
};

/** The types a sample declares at the left margin. */
export const declaredTypes = (code: string, language: JvmLanguage) =>
  [...code.matchAll(typeAtMargin[language])].map((m) => m[1]!);

/**
 * A sample is a whole file when it declares a type at the margin and no function outside one (a function at the
 * margin beside a type, or alone, is a member of the class the title names); otherwise it is members when it starts
 * with a function or member property, and statements when it does not.
 */
export function shapeOf(code: string, language: JvmLanguage): SampleShape {
  const types = declaredTypes(code, language).length > 0;
  const functions = functionAtMargin[language].test(code);
  if (types && !functions) return 'file';
  const first = codeLines(code)[0] ?? '';
  const member =
    language === 'kotlin'
      ? /^(?:@\w+\S*\s*)*(?:(?:override|private|protected|public|internal|open|suspend|inline)\s+)*fun\b|^(?:private|protected|override|lateinit|companion)\b/
      : /^(?:@Override\b|(?:public|private|protected|static|final|synchronized)\s)|^[\w<>[\],. ]+\s+\w+\s*\([^;]*\)\s*(?:throws [\w., ]+)?\{\s*$/;
  return types || member.test(first) ? 'members' : 'statements';
}

/** The reader's app's package: `platform-stubs/java/com/example/app/` stands in for its own classes. */
const APP_PACKAGE = 'com.example.app';

const superclasses: [RegExp, string][] = [
  [/Application$/, 'android.app.Application'],
  [/Activity$/, 'androidx.appcompat.app.AppCompatActivity'],
  [/Fragment$/, 'androidx.fragment.app.Fragment'],
  [/ViewModel$/, 'androidx.lifecycle.ViewModel'],
  [/Service$/, 'android.app.Service'],
];

/** The class a snippet belongs to, from its title: `app/src/main/java/…/MainActivity.kt` → MainActivity. */
export function enclosingClass(title: string): {name: string; superclass: string | undefined} {
  const base = /([A-Za-z_]\w*)\.(?:kt|java)$/.exec(title)?.[1] ?? 'Sample';
  return {name: base, superclass: superclasses.find(([pattern]) => pattern.test(base))?.[1]};
}

const snippetImports = [
  `${ANDROID_PACKAGE}.*`, 'android.app.*', 'android.content.*', 'android.net.Uri', 'android.os.Build', 'android.os.Bundle',
  'android.util.Log', 'android.widget.TextView',
];

/** The simple names a sample imports by name (`import android.util.Log` → Log, `import a.B as C` → C). */
const importedNames = (code: string) =>
  new Set([...code.matchAll(/^\s*import\s+(?:static\s+)?[\w.]*?(\w+)(?:\s+as\s+(\w+))?\s*;?\s*$/gm)].map((m) => m[2] ?? m[1]!));

function declares(code: string, name: string, language: JvmLanguage): boolean {
  return language === 'kotlin'
    ? new RegExp(`\\b(?:val|var)\\s+${name}\\b|\\b${name}\\s*:`).test(code)
    : new RegExp(`\\b\\w+\\s+${name}\\s*[=;,)]`).test(code);
}

/** Where a sample is compiled: its package, the page package it imports, and the name of its enclosing class. */
export interface JvmPlace {
  name: string;
  parent?: string;
  /** For members and statements: the class they go into (the title's, or that name suffixed for a second part). */
  className?: string;
}

/**
 * The package of each sample: one per page and language, so that a page's samples see each other's classes (an
 * `EventTokens` object shown once, used by the next sample), package-private ones included. A snippet of a class the
 * page already declared is another part of that file: it stays in the page's package in a class named with its id
 * (`CheckoutViewModel_s042`). A whole file declaring a type the page already declared gets a package of its own
 * below the page's, which imports it.
 */
export function packagesOf(samples: Sample[]): Map<Sample, JvmPlace> {
  const taken = new Map<string, Set<string>>();
  const packages = new Map<Sample, JvmPlace>();
  for (const sample of samples) {
    const language = sample.language as JvmLanguage;
    const page = `samples.${sample.doc.replace(/\.mdx?$/, '').replace(/[^A-Za-z0-9]+/g, '_')}_${language}`;
    const file = shapeOf(sample.code, language) === 'file';
    const names = file ? declaredTypes(sample.code, language) : [enclosingClass(sample.title).name];
    const pageNames = taken.get(page) ?? new Set<string>();
    taken.set(page, pageNames);
    const again = names.some((n) => pageNames.has(n));
    if (again && file) {
      packages.set(sample, {name: `${page}.${sample.id}`, parent: page});
      continue;
    }
    const className = file ? undefined : again ? `${names[0]}_${sample.id}` : names[0];
    if (className) pageNames.add(className);
    names.forEach((n) => pageNames.add(n));
    packages.set(sample, {name: page, className});
  }
  return packages;
}

export function wrapJvm(sample: Sample, pkg: JvmPlace, workDir: string): WrappedSample {
  const language = sample.language as JvmLanguage;
  const end = language === 'java' ? ';' : '';
  const lines = sample.code.split('\n').map((line) => (/^\s*package\s/.test(line) ? '' : line));
  const shape = shapeOf(sample.code, language);
  const before = [`package ${pkg.name}${end}`];
  if (pkg.parent) before.push(`import ${pkg.parent}.*${end}`);
  // A sample is a file of the reader's app, whose package holds BuildConfig, R and the reader's own classes.
  before.push(`import ${APP_PACKAGE}.*${end}`);
  const after: string[] = [];
  const {name: titleClass, superclass} = enclosingClass(sample.title);
  const name = pkg.className ?? titleClass;
  let file = join(workDir, language, sample.id, `${name}.${language === 'java' ? 'java' : 'kt'}`);
  if (shape === 'file') {
    const publicType = /^public\s+(?:final\s+|abstract\s+)*(?:class|interface|enum)\s+(\w+)/m.exec(sample.code)?.[1];
    if (language === 'java' && publicType) file = join(workDir, language, sample.id, `${publicType}.java`);
  } else {
    const imported = importedNames(sample.code);
    const needed = snippetImports.filter((i) => i.endsWith('*') || !imported.has(i.slice(i.lastIndexOf('.') + 1)));
    before.push(...needed.map((i) => `import ${i}${end}`));
    const implied = [
      !declares(sample.code, 'config', language) && /\bconfig\b/.test(sample.code) ? ['config', 'AttrioConfig'] : undefined,
      !declares(sample.code, 'context', language) && /\bcontext\b/.test(sample.code) ? ['context', 'Context'] : undefined,
    ].filter((v): v is string[] => v !== undefined);
    const header =
      language === 'kotlin'
        ? [`class ${name}${superclass ? ` : ${superclass}()` : ''} {`, ...implied.map(([v, t]) => `private lateinit var ${v}: ${t}`)]
        : [`public class ${name}${superclass ? ` extends ${superclass}` : ''} {`, ...implied.map(([v, t]) => `private ${t} ${v};`)];
    if (shape === 'statements') header.push(language === 'kotlin' ? 'fun sample() {' : 'void sample() {');
    // The header goes on the sample's last import line (or before its first line), so page lines stay exact.
    const lastImport = lines.reduce((last, line, i) => (/^\s*import\s/.test(line) ? i : last), -1);
    if (lastImport >= 0) lines[lastImport] = `${lines[lastImport]}${language === 'kotlin' ? ';' : ''} ${header.join(' ')}`;
    else before.push(...header);
    after.push(shape === 'statements' ? '}}' : '}');
  }
  return {sample: {...sample, code: lines.join('\n')}, file, before, after};
}

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((entry) => {
    const full = join(dir, entry);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });

/** javac and kotlinc print `path:line: error: message` and `path:line:column: error: message`. */
function parseMessages(output: string, find: (file: string) => WrappedSample | undefined, cwd: string): Problem[] {
  const problems: Problem[] = [];
  const lines = output.split('\n');
  lines.forEach((line, i) => {
    const match = /^(.+?\.(?:java|kt)):(\d+):(?:\d+:)?\s*error:\s*(.*)$/.exec(line);
    if (!match) return;
    const file = match[1]!.startsWith('/') ? match[1]! : join(cwd, match[1]!);
    const owner = find(file);
    // javac follows a message with the source line and a caret; keep the message and the detail lines before them.
    const detail = lines.slice(i + 1, i + 4).filter((l) => /^\s+(symbol|location|required|found|reason):/.test(l));
    const message = [match[3]!, ...detail.map((d) => d.trim())].join(' | ');
    problems.push(owner ? problemAt(owner, Number(match[2]), message) : {where: relative(cwd, file), message});
  });
  return problems;
}

const JAVAC_HINT = 'Debian package openjdk-17-jdk-headless';
const KOTLINC_HINT = 'npm package kotlin-compiler: run `npm ci`';

const STUB_CACHE = join(ROOT, 'node_modules', '.cache', 'sample-stubs');

/**
 * Compiles the Android stubs, the generated SDK with the Kotlin stubs, and then the reader's app package (whose
 * classes may take SDK types), once per content (kept by hash, since kotlinc takes seconds to start); a failure here
 * is a bug of the check, not of a sample. They are built in a directory of this process and moved into place when
 * complete, so that two checks running at once never see each other's half-built classes.
 */
export async function compileStubs(): Promise<string> {
  const javaStubs = filesUnder(PLATFORM_STUBS).filter((file) => file.endsWith('.java')).sort();
  const appDir = join(PLATFORM_STUBS, ...APP_PACKAGE.split('.'));
  const appFiles = javaStubs.filter((file) => file.startsWith(`${appDir}/`));
  const androidFiles = javaStubs.filter((file) => !appFiles.includes(file));
  const kotlinFiles = existsSync(KOTLIN_STUBS) ? filesUnder(KOTLIN_STUBS).filter((file) => file.endsWith('.kt')).sort() : [];
  const sdkSource = kotlinSdkSource();
  const hash = createHash('sha256').update(sdkSource);
  [...javaStubs, ...kotlinFiles].forEach((file) => hash.update(relative(ROOT, file)).update(readFileSync(file)));
  const dir = join(STUB_CACHE, hash.digest('hex').slice(0, 16));
  const classpath = [join(dir, 'android-classes'), join(dir, 'sdk-classes'), join(dir, 'app-classes'), KOTLIN_STDLIB].join(':');
  if (existsSync(join(dir, 'complete'))) return classpath;
  const building = `${dir}.${process.pid}`;
  rmSync(building, {recursive: true, force: true});
  const android = join(building, 'android-classes');
  const sdk = join(building, 'sdk-classes');
  const app = join(building, 'app-classes');
  const javaOutput = await runCompiler('javac', ['-nowarn', '-encoding', 'UTF-8', '-d', android, ...androidFiles], ROOT, JAVAC_HINT);
  if (/error:/.test(javaOutput)) throw new Error(`The Android stubs do not compile:\n${javaOutput}`);
  const source = join(building, 'Attrio.kt');
  writeFileSync(source, sdkSource);
  const kotlinOutput = await runCompiler(KOTLINC, [...KOTLIN_LANGUAGE, '-nowarn', '-no-reflect', '-cp', android, '-d', sdk, source, ...kotlinFiles], ROOT, KOTLINC_HINT);
  if (/error:/.test(kotlinOutput)) throw new Error(`The generated SDK or the Kotlin stubs do not compile:\n${kotlinOutput}`);
  const appOutput = appFiles.length === 0 ? '' : await runCompiler('javac', ['-nowarn', '-encoding', 'UTF-8', '-cp', [android, sdk, KOTLIN_STDLIB].join(':'), '-d', app, ...appFiles], ROOT, JAVAC_HINT);
  if (/error:/.test(appOutput)) throw new Error(`The reader's app stubs do not compile:\n${appOutput}`);
  writeFileSync(join(building, 'complete'), '');
  if (existsSync(join(dir, 'complete'))) {
    rmSync(building, {recursive: true, force: true});
  } else {
    rmSync(dir, {recursive: true, force: true});
    renameSync(building, dir);
  }
  return classpath;
}

export async function checkJvm(samples: Sample[], workDir: string): Promise<Problem[]> {
  const classpath = await compileStubs();
  const packages = packagesOf(samples);
  const wrapped = samples.map((sample) => wrapJvm(sample, packages.get(sample)!, workDir));
  wrapped.forEach(writeWrapped);
  const find = byFile(wrapped);
  const java = wrapped.filter((w) => w.sample.language === 'java').map((w) => w.file);
  const kotlin = wrapped.filter((w) => w.sample.language === 'kotlin').map((w) => w.file);
  const [javaOutput, kotlinOutput] = await Promise.all([
    java.length === 0 ? '' : runCompiler('javac', ['-nowarn', '-encoding', 'UTF-8', '-Xmaxerrs', '10000', '-proc:none', '-cp', classpath, '-d', join(workDir, 'java-classes'), ...java], workDir, JAVAC_HINT),
    kotlin.length === 0 ? '' : runCompiler(KOTLINC, [...KOTLIN_LANGUAGE, '-nowarn', '-no-reflect', '-cp', classpath, '-d', join(workDir, 'kotlin-classes'), ...kotlin], workDir, KOTLINC_HINT),
  ]);
  return [...parseMessages(javaOutput, find, workDir), ...parseMessages(kotlinOutput, find, workDir)];
}
