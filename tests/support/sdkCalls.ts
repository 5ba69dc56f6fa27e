/**
 * Finds SDK calls in code samples that the SDK API manifest does not declare for the sample's platform.
 *
 * It recognises three shapes: a type of ours (`Attrio…`) with a member (`Attrio.trackEvent(`,
 * `[Attrio trackEvent:`), any other receiver calling or assigning a name that belongs to the SDK's vocabulary
 * (`config.logLevel =`, `[config setLogLevel:`), and any identifier starting with `Attrio` (a type or constant).
 */
import {platformIds, type PlatformId} from '../../src/data/platforms';
import {membersFor, platformName, sdkMembers, type SdkMember} from '../../src/data/sdkManifest';
import type {CodeBlock} from './docs';

export interface Violation {
  where: string;
  platform: PlatformId;
  found: string;
}

const languagePlatforms: Record<string, PlatformId> = {
  kotlin: 'android', kt: 'android', java: 'android',
  swift: 'ios', objectivec: 'ios', objc: 'ios',
  dart: 'flutter',
  csharp: 'unity', cs: 'unity',
};
const jsLanguages = new Set(['js', 'jsx', 'ts', 'tsx', 'javascript', 'typescript']);

/** Module and namespace names that start with `Attrio` but are not API types. */
const moduleNames: Partial<Record<PlatformId, string[]>> = {ios: ['AttrioSDK'], unity: ['AttrioSDK']};

/** A type a sample declares itself: a class, struct, interface, object, enum or protocol at the start of a line. */
const TYPE_DECLARATION = /^\s*(?:(?:public|internal|private|sealed|static|final|abstract|open|data)\s+)*(?:class|struct|interface|object|enum|protocol)\s+(Attrio\w*)/gm;

/**
 * The reader's own types whose names start with `Attrio` (Unity's `AttrioBootstrap` script), as the given blocks declare
 * them. A page may name one that another page declares, so the scan takes them from every block of a platform.
 */
export function readerTypes(blocks: readonly CodeBlock[]): Set<string> {
  return new Set(blocks.flatMap((b) => [...stripCommentsAndStrings(b.code).matchAll(TYPE_DECLARATION)].map((m) => m[1]!)));
}

/**
 * The SDK platform a code block is written for, or undefined for blocks that are not SDK code (Gradle, XML…).
 * JavaScript belongs to the Web SDK unless the page is in `reactnative/` or the fence says `sdk=reactnative`.
 */
export function platformOfBlock(block: CodeBlock): PlatformId | undefined {
  const declared = /\bsdk=(\w+)/.exec(block.meta)?.[1];
  if (declared) {
    if (!(platformIds as readonly string[]).includes(declared)) {
      throw new Error(`${block.doc}:${block.line}: unknown sdk=${declared}`);
    }
    return declared as PlatformId;
  }
  if (jsLanguages.has(block.lang)) {
    return block.doc.startsWith('reactnative/') ? 'reactnative' : 'web';
  }
  return languagePlatforms[block.lang];
}

/** Replaces comments and string literals with spaces, keeping line breaks, so they are never read as code. */
export function stripCommentsAndStrings(code: string): string {
  let out = '';
  let i = 0;
  while (i < code.length) {
    const two = code.slice(i, i + 2);
    let end = -1;
    if (two === '//') {
      end = code.indexOf('\n', i);
      end = end === -1 ? code.length : end;
    } else if (two === '/*') {
      end = code.indexOf('*/', i + 2);
      end = end === -1 ? code.length : end + 2;
    } else if (code[i] === '"' || code[i] === "'" || code[i] === '`') {
      const quote = code[i];
      end = i + 1;
      while (end < code.length && code[end] !== quote && code[end] !== '\n') {
        end += code[end] === '\\' ? 2 : 1;
      }
      end = Math.min(end + 1, code.length);
    }
    if (end === -1) {
      out += code[i];
      i += 1;
    } else {
      out += code.slice(i, end).replace(/[^\n]/g, ' ');
      i = end;
    }
  }
  return out;
}

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

const accessorLanguages = new Set(['java', 'kotlin', 'kt', 'objectivec', 'objc']);

/**
 * Names a member may appear under: its platform spelling, plus, in Java, Kotlin and Objective-C, the accessor
 * methods of a property (a setter only where the property is writable).
 */
function spellings(member: SdkMember, platform: PlatformId, language?: string): string[] {
  const name = platformName(member, platform, language);
  if (member.kind !== 'property' || !accessorLanguages.has(language ?? '')) {
    return [name];
  }
  const getters = [`get${pascal(name)}`, `is${pascal(name)}`];
  return member.signature.startsWith('readonly ') ? [name, ...getters] : [name, `set${pascal(name)}`, ...getters];
}

/**
 * Instance-member names of every platform, as a block in `language` could spell them: a call to one of these on
 * any receiver is an SDK call, so a sample cannot borrow another platform's call.
 */
function vocabularyFor(language: string): Set<string> {
  return new Set(
    sdkMembers
      .filter((member) => member.type !== 'Attrio' && (member.kind === 'method' || member.kind === 'property'))
      .flatMap((member) => member.platforms.flatMap((platform) => spellings(member, platform, language))),
  );
}

/** `ownTypes`: the reader's types named like the SDK's (`readerTypes`), which are not SDK calls. */
export function findUndeclaredCalls(block: CodeBlock, platform: PlatformId, ownTypes: ReadonlySet<string> = new Set()): Violation[] {
  const members = membersFor(platform);
  const byType = new Map<string, Set<string>>();
  const declaredNames = new Set<string>();
  const identifiers = new Set<string>([...(moduleNames[platform] ?? []), ...ownTypes]);
  for (const member of members) {
    identifiers.add(member.type);
    const names = spellings(member, platform, block.lang);
    if (member.kind === 'value' && (block.lang === 'objectivec' || block.lang === 'objc')) {
      names.forEach((name) => identifiers.add(name));
    }
    const set = byType.get(member.type) ?? new Set<string>();
    names.forEach((name) => set.add(name));
    byType.set(member.type, set);
    if (member.kind !== 'constructor') names.forEach((name) => declaredNames.add(name));
  }
  const vocabulary = vocabularyFor(block.lang);
  const code = stripCommentsAndStrings(block.code);
  const violations: Violation[] = [];
  const report = (index: number, found: string) => {
    const line = block.line + 1 + code.slice(0, index).split('\n').length - 1;
    violations.push({where: `${block.doc}:${line}`, platform, found});
  };

  for (const match of code.matchAll(/\bAttrio\w*/g)) {
    if (!identifiers.has(match[0])) report(match.index, match[0]);
  }
  const staticAccess = /\b(Attrio\w*)\s*(?:\.|::)\s*([A-Za-z_]\w*)|\[\s*(Attrio\w*)\s+([A-Za-z_]\w*)/g;
  for (const match of code.matchAll(staticAccess)) {
    const type = match[1] ?? match[3] ?? '';
    const member = match[2] ?? match[4] ?? '';
    const objcAllocation = match[3] !== undefined && (member === 'alloc' || member === 'new');
    if (identifiers.has(type) && byType.has(type) && !objcAllocation && !byType.get(type)?.has(member)) {
      report(match.index, `${type}.${member}`);
    }
  }
  const instanceAccess = /([\w\])])\s*\.\.?\s*([A-Za-z_]\w*)\s*(?=\(|=(?!=)|\{)|\[\s*([a-z_]\w*)\s+([A-Za-z_]\w*)\s*[:\]]/g;
  for (const match of code.matchAll(instanceAccess)) {
    const name = match[2] ?? match[4] ?? '';
    const precededByAttrioType = /\bAttrio\w*\s*$/.test(code.slice(0, match.index + 1));
    if (!precededByAttrioType && vocabulary.has(name) && !declaredNames.has(name)) {
      report(match.index, `.${name}`);
    }
  }
  return violations;
}
