/**
 * C# (Unity) samples, compiled by Mono's `mcs` in one invocation (`-target:library`, C# 7.2, the newest mcs knows)
 * with the SDK file generated from the manifest (`generate/csharp.ts`) and the hand-written Unity stubs
 * (`platform-stubs/csharp/`).
 *
 * Wrapper, by the sample's shape:
 * - a whole file (a type, `using` or `namespace` at the left margin) is compiled as it is;
 * - members (a method, property or field with a modifier at the margin) go inside the class its title names;
 * - statements go inside a method `Sample()` of that class (`IEnumerator` when they `yield`, `async` when they
 *   `await`).
 * The class its title names (`Assets/Scripts/AnalyticsBootstrap.cs` → `AnalyticsBootstrap`) is a MonoBehaviour, as a
 * Unity script is, or a plain class under an `Editor/` folder. Members and statements are what a page shows of a
 * file, so they also get the usings of Unity's new-script template (`System.Collections`,
 * `System.Collections.Generic`, `UnityEngine`) and `AttrioSDK`, and `config` (an AttrioConfig: a parameter of
 * `Sample()`, a field for members) when they use one without declaring it.
 *
 * Namespaces: a page's samples share one (`DocSamples.Page_unity_event`), so that one sample sees the class another
 * declared (`EventTokens`); a sample declaring a class the page already has gets a namespace of its own inside the
 * page's, where it still sees the page's classes and its own win. A page also sees, through usings, the classes of
 * the pages it links to (a page that says `PlayerConsent` is the set-up page's helper links there). Usings go inside
 * the namespace, as C# allows.
 *
 * Platforms: a sample is compiled with `UNITY_ANDROID` defined (and `UNITY_EDITOR` under an `Editor/` folder); one
 * with `#if`/`#elif` is compiled a second time with `UNITY_IOS` instead, so both branches are checked. Both copies
 * go to the same single mcs run; a message found in only one says which.
 */
import {existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {join, posix, relative} from 'node:path';
import type {Sample} from '../collect';
import {runCompiler} from './compiler';
import {DOCS_DIR} from '../../support/docs';
import {stripCommentsAndStrings} from '../../support/sdkCalls';
import {csharpSdkSource} from '../generate/csharp';
import {byFile, problemAt, writeWrapped, type Problem, type WrappedSample} from './wrapped';

const PLATFORM_STUBS = join(__dirname, '..', 'platform-stubs', 'csharp');

/** The newest language version mcs 6.8 accepts; C# 7.3 adds nothing the samples use (tuple `==` aside). */
export const LANG_VERSION = '7.2';

export type CsharpShape = 'file' | 'members' | 'statements';

/** The sample's lines that start at brace depth 0, without comments, strings and preprocessor lines. */
function marginLines(code: string): string[] {
  const lines: string[] = [];
  let depth = 0;
  for (const line of stripCommentsAndStrings(code).split('\n')) {
    if (depth === 0 && line.trim() && !/^\s*#/.test(line)) lines.push(line);
    for (const ch of line) depth += ch === '{' ? 1 : ch === '}' ? -1 : 0;
  }
  return lines;
}

const typeDeclaration =
  /^\s*(?:\[[^\]]*\]\s*)*(?:(?:public|internal|private|protected|static|sealed|abstract|partial|readonly|unsafe|new)\s+)*(?:class|struct|interface|enum|delegate)\s+(\w+)/;
const fileLevel = /^\s*(?:using\s+[\w.]+(?:\s*=\s*[\w.<>, ]+)?\s*;|namespace\s)/;
const memberWithModifier =
  /^\s*(?:\[[^\]]*\]\s*)*(?:(?:public|private|protected|internal|static|override|virtual|async|abstract|sealed|extern|unsafe|new|readonly|const|event)\s+)+[\w<>[\],.?]/;
const methodWithoutModifier =
  /^\s*(?:\[[^\]]*\]\s*)*(?:void|IEnumerator|[A-Z][\w.]*(?:<[^>]*>)?(?:\[\])?\??|int|bool|string|float|double|long)\s+[A-Za-z_]\w*\s*\([^;]*$/;

export function shapeOf(code: string): CsharpShape {
  const margin = marginLines(code);
  const isMember = (line: string) =>
    !typeDeclaration.test(line) && (memberWithModifier.test(line) || methodWithoutModifier.test(line));
  if (margin.some(isMember)) return 'members';
  if (margin.some((line) => typeDeclaration.test(line) || fileLevel.test(line))) return 'file';
  return 'statements';
}

/** The types a whole-file sample declares at its margin (or inside its namespace). */
export function declaredTypes(code: string): string[] {
  return stripCommentsAndStrings(code)
    .split('\n')
    .map((line) => typeDeclaration.exec(line)?.[1])
    .filter((name): name is string => name !== undefined);
}

/** The class a snippet belongs to, from its title: `Assets/Scripts/PrivacySettings.cs` → a MonoBehaviour. */
export function enclosingClass(title: string): {name: string; base: string | undefined} {
  const name = /([A-Za-z_]\w*)\.cs\b/.exec(title)?.[1] ?? 'Sample';
  return {name, base: /(^|\/)Editor\//.test(title) ? undefined : 'MonoBehaviour'};
}

const snippetUsings = ['System.Collections', 'System.Collections.Generic', 'UnityEngine', 'AttrioSDK'];

const declaresConfig = (code: string) => /\b(?:var|AttrioConfig)\s+config\b/.test(code);
const usesConfig = (code: string) => /(?<![.\w])config\b/.test(stripCommentsAndStrings(code));

const hasConditionals = (code: string) => /^\s*#\s*(?:if|elif)\b/m.test(code);

const pageNamespace = (sample: Sample) =>
  `DocSamples.Page_${sample.doc.replace(/\.mdx?$/, '').replace(/[^A-Za-z0-9]+/g, '_')}`;

const readPage = (doc: string) => (existsSync(join(DOCS_DIR, doc)) ? readFileSync(join(DOCS_DIR, doc), 'utf8') : '');

/** The pages (`unity/integration/home.mdx`) a page links to, by absolute route or relative path. */
export function linkedPages(doc: string, source = readPage(doc)): string[] {
  const pages = new Set<string>();
  for (const match of source.matchAll(/\]\(([^)#?\s]+)/g)) {
    const target = match[1]!;
    if (/^[a-z]+:/.test(target)) continue;
    const path = target.startsWith('/') ? target.slice(1) : posix.join(posix.dirname(doc), target);
    pages.add(path.replace(/\.mdx?$/, '').replace(/\/$/, ''));
  }
  return [...pages].flatMap((p) => [`${p}.mdx`, `${p}.md`, `${p}/index.mdx`]).filter((p) => p !== doc);
}

/** The namespace of each sample: its page's, or one of its own inside it when the page already has its classes. */
export function namespacesOf(samples: Sample[]): Map<Sample, string> {
  const taken = new Map<string, Set<string>>();
  const namespaces = new Map<Sample, string>();
  for (const sample of samples) {
    const page = pageNamespace(sample);
    const names = shapeOf(sample.code) === 'file' ? declaredTypes(sample.code) : [enclosingClass(sample.title).name];
    const pageNames = taken.get(page) ?? new Set<string>();
    taken.set(page, pageNames);
    if (names.some((n) => pageNames.has(n))) {
      namespaces.set(sample, `${page}.${sample.id.toUpperCase()}`);
    } else {
      names.forEach((n) => pageNames.add(n));
      namespaces.set(sample, page);
    }
  }
  return namespaces;
}

export interface CsharpWrapped extends WrappedSample {
  /** The platform symbol the copy is compiled with. */
  platform: 'UNITY_ANDROID' | 'UNITY_IOS';
}

export function wrapCsharp(
  sample: Sample,
  namespace: string,
  platform: CsharpWrapped['platform'],
  workDir: string,
  linked: string[] = [],
): CsharpWrapped {
  const shape = shapeOf(sample.code);
  const {name, base} = enclosingClass(sample.title);
  const defines = [platform, ...(/(^|\/)Editor\//.test(sample.title) ? ['UNITY_EDITOR'] : [])];
  const ns = platform === 'UNITY_IOS' ? `${namespace}.UnityIos` : namespace;
  const before = [...defines.map((d) => `#define ${d}`), `namespace ${ns} {`, ...linked.map((l) => `using ${l};`)];
  const after = ['}'];
  if (shape !== 'file') {
    before.push(...snippetUsings.map((u) => `using ${u};`), `public class ${name}${base ? ` : ${base}` : ''} {`);
    const needsConfig = usesConfig(sample.code) && !declaresConfig(sample.code);
    if (shape === 'members') {
      if (needsConfig) before.push('private AttrioConfig config;');
      after.unshift('}');
    } else {
      const returns = /\byield\s+(?:return|break)\b/.test(sample.code)
        ? 'IEnumerator'
        : /\bawait\b/.test(sample.code) ? 'async void' : 'void';
      before.push(`private ${returns} Sample(${needsConfig ? 'AttrioConfig config' : ''}) {`);
      after.unshift('}', '}');
    }
  }
  const file = join(workDir, platform === 'UNITY_IOS' ? 'ios' : 'android', sample.id, `${name}.cs`);
  return {sample, file, before, after, platform};
}

/** Names of the wrapper's namespaces say nothing to a reader: `DocSamples.Page_x.S012.Foo` reads `Foo`. */
const readable = (message: string) => message.replace(/DocSamples\.Page_\w+\.(?:S\d+\.)?(?:UnityIos\.)?/g, '');

export async function checkCsharp(samples: Sample[], workDir: string): Promise<Problem[]> {
  if (samples.length === 0) return [];
  for (const dir of ['android', 'ios']) rmSync(join(workDir, dir), {recursive: true, force: true});
  mkdirSync(workDir, {recursive: true});
  const sdk = join(workDir, 'AttrioSDK.cs');
  writeFileSync(sdk, csharpSdkSource());
  const namespaces = namespacesOf(samples);
  const pages = new Set(samples.map((s) => s.doc));
  const linkedCache = new Map<string, string[]>();
  const linkedOf = (sample: Sample) => {
    if (!linkedCache.has(sample.doc)) {
      const docs = linkedPages(sample.doc).filter((doc) => pages.has(doc));
      linkedCache.set(sample.doc, docs.map((doc) => pageNamespace({...sample, doc})));
    }
    return linkedCache.get(sample.doc)!;
  };
  const wrapped = samples.flatMap((sample) => {
    const namespace = namespaces.get(sample)!;
    const copies = [wrapCsharp(sample, namespace, 'UNITY_ANDROID', workDir, linkedOf(sample))];
    if (hasConditionals(sample.code)) copies.push(wrapCsharp(sample, namespace, 'UNITY_IOS', workDir, linkedOf(sample)));
    return copies;
  });
  wrapped.forEach(writeWrapped);
  const stubs = readdirSync(PLATFORM_STUBS).filter((f) => f.endsWith('.cs')).map((f) => join(PLATFORM_STUBS, f));
  const args = [`-langversion:${LANG_VERSION}`, '-target:library', '-nologo', '-fullpaths', `-out:${join(workDir, 'samples.dll')}`];
  const output = await runCompiler('mcs', [...args, sdk, ...stubs, ...wrapped.map((w) => w.file)], workDir, 'Debian package mono-mcs');
  const find = byFile(wrapped) as (file: string) => CsharpWrapped | undefined;
  // Each message once per page line, with the platform it needs when only one of the two copies has it.
  const found = new Map<string, {problem: Problem; platforms: Set<string>; copies: number}>();
  const problems: Problem[] = [];
  for (const line of output.split('\n')) {
    const match = /^(.+?)\((\d+),\d+\): error (CS\d+): (.*)$/.exec(line.trim());
    if (!match) {
      if (/error CS\d+/.test(line)) problems.push({where: 'mcs', message: line.trim()});
      continue;
    }
    const [, file, fileLine, code, text] = match;
    const owner = find(file!);
    const message = `${code}: ${readable(text!)}`;
    if (!owner) {
      problems.push({where: relative(join(__dirname, '..', '..', '..'), file!), message});
      continue;
    }
    const problem = problemAt(owner, Number(fileLine), message);
    const key = `${problem.where}\n${problem.message}`;
    const entry = found.get(key) ?? {problem, platforms: new Set<string>(), copies: hasConditionals(owner.sample.code) ? 2 : 1};
    entry.platforms.add(owner.platform);
    found.set(key, entry);
  }
  for (const {problem, platforms, copies} of found.values()) {
    const only = copies === 2 && platforms.size === 1 ? ` [with ${[...platforms][0]} defined]` : '';
    problems.push({where: problem.where, message: `${problem.message}${only}`});
  }
  if (problems.length === 0 && /Compilation failed/.test(output)) problems.push({where: 'mcs', message: output.trim()});
  return problems;
}
