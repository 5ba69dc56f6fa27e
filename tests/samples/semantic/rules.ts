/**
 * The SDK model (SDK-MODEL.md) as rules over every code sample, read by `syntax.ts` in any language. Each rule
 * answers which samples it applies to and what it finds there, with the page and line. A rule reads one sample
 * together with the functions every sample of the same page defines, since a page often shows a helper once and
 * calls it from several samples.
 */
import {
  adRevenuePrecisions, eventNamed, exampleEvents, exampleEventTokens, exampleTrackerTokens, type ExampleEventName,
} from '../../../src/data/sdkModel';
import type {PlatformId} from '../../../src/data/platforms';
import type {FunctionDef, SampleSyntax, Token} from './syntax';

export type RuleId =
  | 'consent-at-start'
  | 'event-tokens'
  | 'ad-revenue-precision'
  | 'deferred-link-routing'
  | 'link-path-routing'
  | 'reference-names';

export interface Finding {
  rule: RuleId;
  /** `docs/<page>:<line>`. */
  where: string;
  message: string;
}

/** What a page defines, shared by the rules that follow a call into a function the page shows elsewhere. */
export interface PageFunctions {
  byName: Map<string, {syntax: SampleSyntax; def: FunctionDef}[]>;
}

export interface Rule {
  id: RuleId;
  /** What the rule holds samples to, for the run's closing rows and the README. */
  summary: string;
  check(syntax: SampleSyntax, page: PageFunctions): {applies: boolean; findings: Finding[]};
}

// --- reading tokens ---------------------------------------------------------------------------------------------

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const code = (syntax: SampleSyntax) => syntax.tokens.filter((t) => t.kind !== 'comment');
const where = (syntax: SampleSyntax, line: number) => `docs/${syntax.sample.doc}:${syntax.sample.line + line}`;

/** The code tokens (no comments) of a sample, and a way from a function's token range to the same list. */
interface Code {
  tokens: Token[];
  inRange(def: FunctionDef | undefined): Token[];
}

function codeOf(syntax: SampleSyntax): Code {
  const tokens = code(syntax);
  return {
    tokens,
    inRange(def) {
      if (!def) return tokens;
      const first = syntax.tokens[def.first]!.start;
      const last = syntax.tokens[def.last]!.end;
      return tokens.filter((t) => t.start >= first && t.end <= last);
    },
  };
}

/** A call: a name followed by `(` (or, in an Objective-C message, by `:`, or the name closing the message). */
interface Call {
  name: string;
  /** The dotted receiver and name as written, e.g. `Router.shared.open`. */
  qualified: string;
  index: number;
  token: Token;
}

function callsIn(tokens: readonly Token[], objc: boolean): Call[] {
  const calls: Call[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i]!;
    if (token.kind !== 'identifier') continue;
    const next = tokens[i + 1]?.text;
    const message = objc && (next === ':' || next === ']') && i > 0 && /\w|\]|\)/.test(tokens[i - 1]!.text) && tokens[i - 1]!.text !== '(';
    if (next !== '(' && !message) continue;
    let start = i;
    while (start >= 2 && (tokens[start - 1]!.text === '.' || tokens[start - 1]!.text === '?.') && tokens[start - 2]!.kind === 'identifier') start -= 2;
    const qualified = tokens.slice(start, i + 1).map((t) => t.text).join('').replace(/\?\./g, '.');
    calls.push({name: token.text, qualified: message ? `${tokens[i - 1]!.text}.${token.text}` : qualified, index: i, token});
  }
  return calls;
}

const isObjc = (syntax: SampleSyntax) => syntax.sample.language === 'objc';
const callsOf = (syntax: SampleSyntax, tokens: readonly Token[]) => callsIn(tokens, isObjc(syntax));

/** The innermost named function of a sample around a token, or undefined at the top level. */
function enclosingNamed(syntax: SampleSyntax, token: Token): FunctionDef | undefined {
  const around = syntax.functions.filter((f) => f.name !== '' && syntax.tokens[f.first]!.start <= token.start
    && syntax.tokens[f.last]!.end >= token.end);
  return around.sort((a, b) => (b.first - a.first) || (a.last - b.last))[0];
}

/** Whether a function's body, or any function of the page it calls (to `depth` levels), calls one of `names`. */
function reaches(syntax: SampleSyntax, body: readonly Token[], names: readonly string[], page: PageFunctions, depth = 3,
  seen = new Set<FunctionDef>()): Call | undefined {
  for (const call of callsOf(syntax, body)) {
    if (names.some((n) => same(n, call.name))) return call;
    if (depth === 0) continue;
    for (const {syntax: other, def} of page.byName.get(call.name.toLowerCase()) ?? []) {
      if (seen.has(def)) continue;
      seen.add(def);
      if (reaches(other, codeOf(other).inRange(def), names, page, depth - 1, seen)) return call;
    }
  }
  return undefined;
}

/** The tokens of the expression that starts at `start`: up to `;`, `,` or a line break outside brackets. */
function expressionAt(tokens: readonly Token[], start: number): Token[] {
  const out: Token[] = [];
  let depth = 0;
  for (let i = start; i < tokens.length; i += 1) {
    const t = tokens[i]!;
    if (depth === 0 && (t.text === ';' || t.text === ',' || (out.length > 0 && t.line !== out.at(-1)!.line && !/[.?:]$/.test(out.at(-1)!.text) && !/^[.?:]/.test(t.text)))) break;
    if (/^[([{]$/.test(t.text)) depth += 1;
    if (/^[)\]}]$/.test(t.text)) {
      if (depth === 0) break;
      depth -= 1;
    }
    out.push(t);
  }
  return out;
}

const text = (tokens: readonly Token[]) => tokens.map((t) => t.text).join(' ').replace(/ ?([.(),:]) ?/g, '$1');

// --- 1. consent at start --------------------------------------------------------------------------------------

/**
 * Functions where an app starts: Android's `Application.onCreate`, the app delegate's launch method, a SwiftUI
 * `App`'s `init`, Dart's `main`, a Unity script's `Awake`/`Start`, a React component at the root, and the
 * start-up helpers pages name after the SDK (`startAttrio`, `configureAttrio`). Top-level code is an entry point too.
 */
const ENTRY_POINT = /^(?:onCreate|application|init|main|awake|start|didFinishLaunching\w*|App|RootLayout|Layout)$|attrio|^(?:set[uU]p|configure|bootstrap)/i;

const consentAtStart: Rule = {
  id: 'consent-at-start',
  summary: 'a sample that starts the SDK in an app entry point also gives consent (setTrackingConsent, directly or through a function of the page)',
  check(syntax, page) {
    const {tokens} = codeOf(syntax);
    const starts = callsOf(syntax, tokens).filter((c) => same(c.name, 'initialize') && /^\[?Attrio\b/.test(c.qualified));
    const inEntry = starts.filter((c) => {
      const fn = enclosingNamed(syntax, c.token);
      return !fn || ENTRY_POINT.test(fn.name);
    });
    if (inEntry.length === 0) return {applies: false, findings: []};
    if (reaches(syntax, tokens, ['setTrackingConsent'], page)) return {applies: true, findings: []};
    return {
      applies: true,
      findings: inEntry.map((c) => ({
        rule: 'consent-at-start' as const,
        where: where(syntax, c.token.line),
        message: `starts the SDK in ${enclosingNamed(syntax, c.token)?.name ?? 'the entry file'} but never gives consent: ` +
          'the SDK sends nothing until setTrackingConsent(true); pass the stored decision right after initialize (SDK-MODEL.md §4)',
      })),
    };
  },
};

// --- 2. event tokens --------------------------------------------------------------------------------------------

const TOKEN_SHAPE = /^[a-z]{3}\d{3}$/;
const trackerTokens: ReadonlySet<string> = new Set(Object.values(exampleTrackerTokens));

/** The event that the words around a literal name: the closest name before it on its line, a case label, a comment. */
function namedEvent(syntax: SampleSyntax, literal: Token): ExampleEventName | undefined {
  const all = syntax.tokens;
  const index = all.indexOf(literal);
  const before = all.slice(0, index).filter((t) => t.line === literal.line && (t.kind === 'identifier' || t.kind === 'string'));
  for (const t of before.reverse()) {
    const event = eventNamed(t.text);
    if (event) return event;
  }
  for (let i = index - 1; i >= 0 && all[i]!.line >= literal.line - 2; i -= 1) {
    if (all[i]!.text === 'case' && all[i + 1]) {
      const event = eventNamed(all[i + 1]!.text.replace(/^\./, ''));
      if (event) return event;
    }
  }
  const comment = all.find((t) => t.kind === 'comment' && t.line === literal.line);
  const words = comment?.text.replace(/^\W+/, '').split(/[^\w-]+/).filter(Boolean) ?? [];
  for (let i = 0; i < words.length; i += 1) {
    const event = eventNamed(words[i]!) ?? (words[i + 1] ? eventNamed(`${words[i]}${words[i + 1]}`) : undefined);
    if (event) return event;
  }
  return undefined;
}

/** Whether a literal stands where an event token goes: the event constructor's argument (`AttrioEvent("…")`,
 * `AttrioEvent(eventToken: "…")`, `initWithEventToken:@"…"`). */
function isEventArgument(tokens: readonly Token[], literal: Token): boolean {
  const i = tokens.indexOf(literal);
  const [a, b] = [tokens[i - 1]?.text, tokens[i - 2]?.text];
  return (a === '(' && b === 'AttrioEvent') || (a === ':' && /^(?:eventToken|initWithEventToken)$/.test(b ?? ''));
}

const isLinkContext = (tokens: readonly Token[], literal: Token) => {
  const i = tokens.indexOf(literal);
  return tokens.slice(Math.max(0, i - 4), i).some((t) => t.kind === 'identifier' && /link|tracker/i.test(t.text));
};

const eventTokens: Rule = {
  id: 'event-tokens',
  summary: 'an event token literal is the example table’s token for the event its key, constant, case label or comment names; tracker tokens and event tokens never stand in for each other',
  check(syntax) {
    const {tokens} = codeOf(syntax);
    const literals = tokens.filter((t) => t.kind === 'string' && (TOKEN_SHAPE.test(t.text) || isEventArgument(tokens, t)));
    const findings: Finding[] = [];
    for (const literal of literals) {
      const value = literal.text;
      const at = where(syntax, literal.line);
      const linkContext = isLinkContext(tokens, literal);
      const event = namedEvent(syntax, literal);
      if (trackerTokens.has(value)) {
        if (event || isEventArgument(tokens, literal)) {
          findings.push({rule: 'event-tokens', where: at, message: `"${value}" is an example tracker token (a link's path), used here as an event token`});
        }
        continue;
      }
      if (linkContext && exampleEventTokens.has(value)) {
        findings.push({rule: 'event-tokens', where: at, message: `"${value}" is an example event token, used here as a tracker token: use "${exampleTrackerTokens.campaign}"`});
        continue;
      }
      if (linkContext) continue;
      if (event && exampleEvents[event].token !== value) {
        findings.push({rule: 'event-tokens', where: at, message: `"${value}" stands for the ${event} event here, whose example token is "${exampleEvents[event].token}" on every page (src/data/sdkModel.ts)`});
      } else if (!event && !exampleEventTokens.has(value)) {
        findings.push({rule: 'event-tokens', where: at, message: `"${value}" is used as an event token but is none of the example tokens (src/data/sdkModel.ts)`});
      }
    }
    return {applies: literals.length > 0, findings};
  },
};

// --- 3. ad revenue precision ------------------------------------------------------------------------------------

const precisionWords: ReadonlySet<string> = new Set(adRevenuePrecisions);

/** Whether an expression gives one of the SDK's words: a literal, an inline mapping, or a mapping function's result. */
function mapsPrecision(syntax: SampleSyntax, expression: readonly Token[], page: PageFunctions, tokens: readonly Token[], depth = 2): boolean {
  if (expression.some((t) => t.kind === 'string' && precisionWords.has(t.text))) return true;
  for (const call of callsOf(syntax, expression)) {
    for (const {syntax: other, def} of page.byName.get(call.name.toLowerCase()) ?? []) {
      if (codeOf(other).inRange(def).some((t) => t.kind === 'string' && precisionWords.has(t.text))) return true;
    }
  }
  const only = expression.filter((t) => t.kind !== 'punctuation' || t.text !== '!');
  if (depth > 0 && only.length === 1 && only[0]!.kind === 'identifier') {
    const name = only[0]!.text;
    const i = tokens.findIndex((t, k) => t.text === name && tokens[k + 1]?.text === '=' && t.start < only[0]!.start);
    if (i !== -1) return mapsPrecision(syntax, expressionAt(tokens, i + 2), page, tokens, depth - 1);
  }
  return false;
}

const adRevenuePrecision: Rule = {
  id: 'ad-revenue-precision',
  summary: 'ad revenue precision is one of exact, estimated, publisher_defined, unknown, mapped from what the mediation SDK reports, never passed as it comes',
  check(syntax, page) {
    const {tokens} = codeOf(syntax);
    const findings: Finding[] = [];
    let applies = false;
    tokens.forEach((t, i) => {
      const assigned = same(t.text, 'precision') && tokens[i - 1]?.text.endsWith('.') && tokens[i + 1]?.text === '=';
      const setter = same(t.text, 'setPrecision') && (tokens[i + 1]?.text === '(' || tokens[i + 1]?.text === ':');
      if (!assigned && !setter) return;
      applies = true;
      const expression = expressionAt(tokens, i + 2);
      if (!mapsPrecision(syntax, expression, page, tokens)) {
        findings.push({
          rule: 'ad-revenue-precision', where: where(syntax, t.line),
          message: `the precision "${text(expression)}" is passed as the mediation SDK reports it: map it to ${adRevenuePrecisions.join(', ')} (SDK-MODEL.md §7)`,
        });
      }
    });
    return {applies, findings};
  },
};

// --- 4. deferred deep links -----------------------------------------------------------------------------------

/** Calls that open a URL through the platform, so that the app's own link handling (and processDeeplink) sees it again. */
const URL_OPENERS = ['openURL', 'launchUrl', 'launchUrlString', 'launch'];

function opensUrl(syntax: SampleSyntax, body: readonly Token[], page: PageFunctions): Call | undefined {
  const direct = reaches(syntax, body, URL_OPENERS, page);
  if (direct) return direct;
  const calls = callsOf(syntax, body);
  const sharedOpen = calls.find((c) => /^(?:UIApplication\.shared|application|app)\.open$/.test(c.qualified) || /^window\.open$|location\.assign$/.test(c.qualified));
  if (sharedOpen) return sharedOpen;
  const view = body.some((t) => t.text === 'ACTION_VIEW');
  return view ? calls.find((c) => c.name === 'startActivity') : undefined;
}

/** The body of the deferred deep-link callback set at token `i`: the function written there, or the one it names. */
function callbackBody(syntax: SampleSyntax, tokens: readonly Token[], i: number, page: PageFunctions): {syntax: SampleSyntax; body: Token[]} | undefined {
  const at = tokens[i]!;
  const inline = syntax.functions
    .filter((f) => syntax.tokens[f.first]!.start > at.start)
    .sort((a, b) => a.first - b.first)[0];
  const next = tokens.slice(i + 1, i + 6);
  if (inline && next.some((t) => t.start >= syntax.tokens[inline.first]!.start)) {
    return {syntax, body: codeOf(syntax).inRange(inline)};
  }
  const named = next.find((t) => t.kind === 'identifier' && t.text !== 'this' && t.text !== 'self' && !/Listener$/.test(t.text));
  const target = named && page.byName.get(named.text.toLowerCase())?.[0];
  return target ? {syntax: target.syntax, body: codeOf(target.syntax).inRange(target.def)} : undefined;
}

/** Every deferred deep-link callback a sample sets, with the token that sets it and the callback's body. */
function deferredCallbacks(syntax: SampleSyntax, page: PageFunctions): {token: Token; syntax: SampleSyntax; body: Token[]}[] {
  const {tokens} = codeOf(syntax);
  return tokens.flatMap((t, i) => {
    if (!/^(?:set)?deferredDeeplinkCallback$/i.test(t.text)) return [];
    const callback = callbackBody(syntax, tokens, i, page);
    return callback ? [{token: t, ...callback}] : [];
  });
}

const deferredLinkRouting: Rule = {
  id: 'deferred-link-routing',
  summary: 'a deferred deep link is routed by the app, never passed to processDeeplink nor opened again through the platform’s URL opener',
  check(syntax, page) {
    const callbacks = deferredCallbacks(syntax, page);
    const findings: Finding[] = [];
    for (const callback of callbacks) {
      const at = where(syntax, callback.token.line);
      const again = reaches(callback.syntax, callback.body, ['processDeeplink'], page);
      if (again) {
        findings.push({rule: 'deferred-link-routing', where: at,
          message: `the deferred deep link reaches processDeeplink (through ${again.qualified}): the install is already attributed to that click, so this records a second one (SDK-MODEL.md §3)`});
      }
      const opened = opensUrl(callback.syntax, callback.body, page);
      if (opened) {
        findings.push({rule: 'deferred-link-routing', where: at,
          message: `the deferred deep link is opened again through ${opened.qualified}: the app's link handler then passes it to processDeeplink; route it with the app's router`});
      }
    }
    return {applies: callbacks.length > 0, findings};
  },
};

// --- 5. routing on a tracking link's path -----------------------------------------------------------------------

/** Calls that take the app to a screen: its router, navigator or link opener. */
const ROUTER_LIKE = /rout|open|navigat|linkTo|(?:^|\.)go$|push|replace/i;
const SDK_CALL = /^(?:Attrio|config)\b|^\[?Attrio/;

const PATH_MEMBERS = /^(?:path|pathname|pathSegments|lastPathSegment|pathComponents|encodedPath|AbsolutePath|LocalPath|Segments|getPath|getPathSegments|getLastPathSegment)$/;
const HOST_MEMBERS = /^(?:host|getHost|Host|hostname|authority|getAuthority)$/;

const readsPath = (body: readonly Token[], of?: string) => body.some((t, k) =>
  PATH_MEMBERS.test(t.text) && /\.$/.test(body[k - 1]?.text ?? '') && (!of || body[k - 2]?.text === of));
const checksHost = (body: readonly Token[]) => body.some((t, k) => HOST_MEMBERS.test(t.text) && /\.$/.test(body[k - 1]?.text ?? ''));

/** The arguments of a call that are a single name (`this`, `uri`), in order. */
function argumentsOf(tokens: readonly Token[], call: Call): string[] {
  const names: string[] = [];
  let depth = 0;
  let current: Token[] = [];
  for (let k = call.index + 2; k < tokens.length; k += 1) {
    const t = tokens[k]!;
    if (depth === 0 && (t.text === ')' || t.text === ',' || t.text === ']')) {
      if (current.length === 1 && current[0]!.kind === 'identifier') names.push(current[0]!.text);
      current = [];
      if (t.text !== ',') break;
      continue;
    }
    if (/^[([{]$/.test(t.text)) depth += 1;
    if (/^[)\]}]$/.test(t.text)) depth -= 1;
    current.push(t);
  }
  return names;
}

/** The variable a call passes first: `processDeeplink(uri, this)`, `[Attrio processDeeplink:url]`. */
function firstArgument(tokens: readonly Token[], call: Call): string | undefined {
  const t = tokens[call.index + 2];
  const u = tokens[call.index + 3];
  return t?.kind === 'identifier' && (u?.text === ')' || u?.text === ',' || u?.text === ']') ? t.text : undefined;
}

/** The names in a function's parameter list (its first parenthesised group). */
function parameterNames(body: readonly Token[]): Set<string> {
  const open = body.findIndex((t) => t.text === '(');
  const names = new Set<string>();
  for (let k = open + 1; open !== -1 && k < body.length && body[k]!.text !== ')'; k += 1) {
    if (body[k]!.kind === 'identifier') names.add(body[k]!.text);
  }
  return names;
}

/**
 * A destination function that reads `deep_link` and, when a link has none, falls back to the link itself
 * (`deepLink != null ? Uri.parse(deepLink) : link`, `return encoded ? decode(encoded) : url`): for a link on the
 * app's link domain that is its tracker-token path.
 */
function fallsBackToLink(body: readonly Token[]): Token | undefined {
  const marker = body.findIndex((t) => t.text.includes('deep_link'));
  if (marker === -1) return undefined;
  const params = parameterNames(body);
  for (let k = marker + 1; k < body.length; k += 1) {
    const t = body[k]!;
    const alternative = /^(?::|\?\?|\?:|\|\|)$/.test(body[k - 1]!.text);
    const ends = /^(?:[;)\]}]|,)$/.test(body[k + 1]?.text ?? ';') || body[k + 1]?.line !== t.line;
    if (t.kind === 'identifier' && params.has(t.text) && alternative && ends) return t;
  }
  return undefined;
}

const linkPathRouting: Rule = {
  id: 'link-path-routing',
  summary: 'a link handler never routes on the path of a link on the app’s link domain (the tracker token): it routes on deep_link, and on a path only after checking the host',
  check(syntax, page) {
    const findings: Finding[] = [];
    let applies = false;
    for (const def of syntax.functions) {
      const body = codeOf(syntax).inRange(def);
      const fallback = fallsBackToLink(body);
      if (fallback) {
        applies = true;
        findings.push({rule: 'link-path-routing', where: where(syntax, fallback.line),
          message: `${def.name || 'this function'} reads deep_link but falls back to the link itself (${fallback.text}) when there is none: on the app's link domain its path is the tracker token; open a default screen instead (SDK-MODEL.md §2)`});
      }
      const processed = callsOf(syntax, body).filter((c) => same(c.name, 'processDeeplink'));
      if (processed.length === 0) continue;
      // Only the innermost function that calls processDeeplink is the handler.
      if (syntax.functions.some((inner) => inner !== def && inner.first > def.first && inner.last <= def.last
        && callsOf(syntax, codeOf(syntax).inRange(inner)).some((c) => same(c.name, 'processDeeplink')))) continue;
      applies = true;
      const link = firstArgument(body, processed[0]!);
      if (checksHost(body)) continue;
      let routed = link && readsPath(body, link) ? `${link}'s path` : undefined;
      for (const call of callsOf(syntax, body)) {
        if (routed || !link || same(call.name, 'processDeeplink')) continue;
        // The app's router handed the tracking link itself (`LinkRouter.open(this, uri)`) routes on its path.
        if (ROUTER_LIKE.test(call.qualified) && !SDK_CALL.test(call.qualified) && argumentsOf(body, call).includes(link)) {
          routed = `${call.qualified}(…${link}), which is given the tracking link itself`;
          continue;
        }
        const args = expressionAt(body, call.index + 2);
        const passesLink = args.length > 0 && args.at(-1)!.text === link && (args.length === 1 || /^(?:\?\?|\?:|\|\|)$/.test(args.at(-2)!.text));
        if (!passesLink) continue;
        for (const {syntax: other, def: target} of page.byName.get(call.name.toLowerCase()) ?? []) {
          const targetBody = codeOf(other).inRange(target);
          if (readsPath(targetBody) && !checksHost(targetBody)) routed = `${call.name}(${link}), which reads its path`;
        }
      }
      if (routed) {
        findings.push({rule: 'link-path-routing', where: where(syntax, def.line),
          message: `the link handler routes on ${routed} without checking the host: on the app's link domain the path is the tracker token; route on the deep_link parameter (SDK-MODEL.md §2, §3)`});
      }
    }
    return {applies, findings};
  },
};

export const modelRules: readonly Rule[] = [
  consentAtStart, eventTokens, adRevenuePrecision, deferredLinkRouting, linkPathRouting,
];

// --- 6. the reference integration's names ------------------------------------------------------------------------

/** The names a platform's reference integration gives the parts every partial sample shows. */
export interface ReferenceNames {
  platform: PlatformId;
  /** Functions that take an incoming link to processDeeplink. */
  linkHandlers: Set<string>;
  /** What the deferred callback routes with (`LinkRouter.open`, `router.go`). */
  routers: Set<string>;
  /** The environment argument of the config, as written. */
  environments: Set<string>;
}


function deferredRouterCalls(syntax: SampleSyntax, page: PageFunctions): {token: Token; routers: string[]}[] {
  return deferredCallbacks(syntax, page).map((callback) => ({
    token: callback.token,
    routers: callsOf(callback.syntax, callback.body).map((c) => c.qualified).filter((q) => ROUTER_LIKE.test(q) && !SDK_CALL.test(q)),
  }));
}

/** A lone variable's value where the sample assigns it (`val environment = …`), else the expression itself. */
function resolved(tokens: readonly Token[], expression: Token[]): Token[] {
  if (expression.length !== 1 || expression[0]!.kind !== 'identifier') return expression;
  const name = expression[0]!.text;
  const i = tokens.findIndex((t, k) => t.text === name && tokens[k + 1]?.text === '=' && t.start < expression[0]!.start);
  return i === -1 ? expression : expressionAt(tokens, i + 2);
}

/** The environment argument of each config constructor in a sample: the last argument of `AttrioConfig(…)`. */
function environmentArguments(syntax: SampleSyntax): {token: Token; text: string}[] {
  const {tokens} = codeOf(syntax);
  const out: {token: Token; text: string}[] = [];
  tokens.forEach((t, i) => {
    if (t.text !== 'AttrioConfig' || tokens[i + 1]?.text !== '(') return;
    let depth = 0;
    let start = i + 2;
    for (let k = i + 1; k < tokens.length; k += 1) {
      const x = tokens[k]!.text;
      if (x === '(' || x === '[' || x === '{') depth += 1;
      if (x === ')' || x === ']' || x === '}') {
        depth -= 1;
        if (depth === 0) {
          const arg = tokens.slice(start, k);
          const cleaned = arg[0]?.text === 'environment' && arg[1]?.text === ':' ? arg.slice(2) : arg;
          if (cleaned.length > 0) out.push({token: t, text: text(resolved(tokens, cleaned))});
          return;
        }
      }
      if (x === ',' && depth === 1) start = k + 1;
    }
  });
  return out;
}

export function referenceNames(platform: PlatformId, references: readonly SampleSyntax[], page: (s: SampleSyntax) => PageFunctions): ReferenceNames {
  const names: ReferenceNames = {platform, linkHandlers: new Set(), routers: new Set(), environments: new Set()};
  for (const syntax of references) {
    for (const def of syntax.functions) {
      if (def.name && callsOf(syntax, codeOf(syntax).inRange(def)).some((c) => same(c.name, 'processDeeplink'))) {
        names.linkHandlers.add(def.name.toLowerCase());
      }
    }
    for (const {routers} of deferredRouterCalls(syntax, page(syntax))) routers.forEach((r) => names.routers.add(r));
    for (const {text: env} of environmentArguments(syntax)) names.environments.add(env);
  }
  return names;
}

/** A single enum value (`AttrioEnvironment.SANDBOX`, `.sandbox`): a snippet that names the environment it shows. */
const PLAIN_ENVIRONMENT = /^(?:AttrioEnvironment)?\.?(?:SANDBOX|PRODUCTION|sandbox|production|Sandbox|Production)$|^AttrioEnvironment(?:Sandbox|Production)$/;

export function checkReferenceNames(syntax: SampleSyntax, names: ReferenceNames, page: PageFunctions): {applies: boolean; findings: Finding[]} {
  const findings: Finding[] = [];
  let applies = false;
  const link = `/${names.platform}/integration/home#reference-integration`;
  for (const def of syntax.functions) {
    if (!def.name || names.linkHandlers.size === 0) continue;
    if (!callsOf(syntax, codeOf(syntax).inRange(def)).some((c) => same(c.name, 'processDeeplink'))) continue;
    applies = true;
    if (!names.linkHandlers.has(def.name.toLowerCase())) {
      findings.push({rule: 'reference-names', where: where(syntax, def.line),
        message: `the link handler is "${def.name}"; the reference integration (${link}) calls it ${[...names.linkHandlers].join(' or ')}`});
    }
  }
  for (const {token, routers} of deferredRouterCalls(syntax, page)) {
    if (names.routers.size === 0 || routers.length === 0) continue;
    applies = true;
    if (!routers.some((r) => names.routers.has(r))) {
      findings.push({rule: 'reference-names', where: where(syntax, token.line),
        message: `the deferred link is routed with ${routers.join(', ')}; the reference integration (${link}) routes with ${[...names.routers].join(' or ')}`});
    }
  }
  for (const {token, text: env} of environmentArguments(syntax)) {
    if (names.environments.size === 0) continue;
    applies = true;
    if (!names.environments.has(env) && !PLAIN_ENVIRONMENT.test(env)) {
      findings.push({rule: 'reference-names', where: where(syntax, token.line),
        message: `the environment is chosen by "${env}"; the reference integration (${link}) chooses it by ${[...names.environments].join(' or ')}`});
    }
  }
  return {applies, findings};
}
