/**
 * `npm run check:pages -- android/event.mdx [more pages…]`: the checks of `npm test` that concern a page, on the
 * pages named, in seconds rather than the ten minutes of `npm test`, so that a writer can check a page after each edit.
 * With no page named, the pages under `docs/` that Git sees as changed (`git status`) are checked.
 *
 * Each check reuses the code the full tests run, never a copy of it:
 * - tokens:   every `%%token%%` of the front matter (`src/plugins/remark-tokens/frontMatter.ts`) and of the body
 *             (`remark-tokens`, run by the MDX compile), and no registry fact typed by hand (`typedForms`).
 * - mdx:      the page compiles with `@mdx-js/mdx` and the site's remark/rehype plugins (`tests/support/compileDoc.ts`,
 *             which `tests/unit/mdx.test.ts` runs on every page).
 * - links:    every internal link (Markdown links and images, JSX `href`/`to`, after token replacement) reaches a doc
 *             route, a page of `src/pages/`, a static file or a generated API reference page, and its `#anchor` a
 *             heading of the target doc. What only a build can see is listed as such, not guessed:
 *             `npm run build` (broken links fail it) stays the full check.
 * - samples:  the page's code samples through the compilers of `tests/samples/` (only the languages the page has).
 * - semantic: the SDK model's rules (`tests/samples/semantic/`), read over every sample, reported for these pages.
 * - rules:    the unit tests' per-page rules (`tests/support/pageRules.ts`): front matter, code titles and
 *             languages, code tabs, SDK calls the manifest declares.
 *
 * Prints `docs/<page>:<line>: [check] message` per problem and a summary line per check with its time; exits 1 on
 * any problem, 2 on a page that does not exist.
 */
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync, readdirSync, rmSync, statSync} from 'node:fs';
import {join, posix} from 'node:path';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {parseFrontMatterWithTokens} from '../src/plugins/remark-tokens/frontMatter';
import {UnknownTokenError} from '../src/data/tokens';
import {apiReference} from '../src/data/apiReference';
import {DOCS_DIR, frontMatter, readDocs, routeOf, type DocFile} from '../tests/support/docs';
import {compileDoc, type CompiledDoc} from '../tests/support/compileDoc';
import {pageRules, typedFacts, unbracketedAdmonitions} from '../tests/support/pageRules';
import {specRoutes} from '../tests/specRoutes';
import {collectSamples, type Sample} from '../tests/samples/collect';
import {checkers} from '../tests/samples/checkers';
import {linkedPages} from '../tests/samples/check/csharp';
import {semanticFindingsOn} from '../tests/samples/semantic/index';

const ROOT = join(__dirname, '..');
/** The site's static directories (`staticDirectories` in docusaurus.config.ts). */
const STATIC_DIRS = ['static', 'openapi'];

export type CheckId = 'tokens' | 'mdx' | 'links' | 'samples' | 'semantic' | 'rules';

export interface PageProblem {
  /** `docs/<page>`, or the tool's name for a message about a whole compiler run. */
  file: string;
  line: number;
  check: CheckId;
  message: string;
}

export interface CheckSummary {
  check: CheckId;
  seconds: number;
  problems: number;
  /** What the check read, and what it could not decide without a build. */
  detail: string;
}

export interface PagesReport {
  problems: PageProblem[];
  summaries: CheckSummary[];
}

export interface CheckPagesOptions {
  /** Every page of the site (default: `docs/`); a test adds its fixture pages here. */
  docs?: DocFile[];
  /** Where the sample compilers write their files. */
  workDir?: string;
  /** Skip the sample compilers (the other checks take about a second). */
  skipSamples?: boolean;
  /** The API reference's generated pages, default `api/` (absent until `npm run gen-api`). */
  apiDir?: string;
}

const oneLine = (text: string) => text.replace(/\s*\n\s*/g, ' ').trim();

/** `docs/a.mdx:12: message` → its parts; anything else belongs to the page at line 1, or to a tool. */
function located(where: string, fallbackFile: string): {file: string; line: number} {
  const match = /^(docs\/.+?):(\d+)$/.exec(where);
  return match ? {file: match[1]!, line: Number(match[2])} : {file: where || fallbackFile, line: 1};
}

/** An unknown token as a problem at its line. */
function tokenProblem({token, site, hint}: UnknownTokenError): PageProblem {
  return {file: site.file, line: site.line ?? 1, check: 'tokens', message: `unknown token ${token}. ${hint}`};
}

/** Front matter through the site's own parser (`markdown.parseFrontMatter`), which replaces and checks its tokens. */
async function frontMatterTokens(doc: DocFile): Promise<PageProblem[]> {
  const file = `docs/${doc.path}`;
  try {
    await parseFrontMatterWithTokens({filePath: file, fileContent: doc.source, defaultParseFrontMatter: DEFAULT_PARSE_FRONT_MATTER});
    return [];
  } catch (error) {
    if (error instanceof UnknownTokenError) return [tokenProblem(error)];
    return [{file, line: 1, check: 'tokens', message: oneLine(error instanceof Error ? error.message : String(error))}];
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Links

interface Routes {
  /** Route without its trailing slash → the doc served there. */
  docs: Map<string, DocFile>;
  /** Routes of `src/pages/` and of the spec's page list. */
  pages: Set<string>;
  /** Routes of the API reference, or undefined when `api/` has not been generated. */
  api: Set<string> | undefined;
}

const normalise = (route: string) => (route.length > 1 ? route.replace(/\/+$/, '') : route);

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((entry) => {
    const full = join(dir, entry);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

export function knownRoutes(docs: readonly DocFile[], apiDir = join(ROOT, apiReference.outputDir)): Routes {
  const pages = new Set(specRoutes.filter((r) => r.page).map((r) => normalise(r.path)));
  for (const file of filesUnder(join(ROOT, 'src', 'pages'))) {
    const match = /src\/pages\/(.+?)\.(tsx|jsx|js|ts|mdx|md)$/.exec(file);
    if (!match || /(^|\/)_/.test(match[1]!) || /\.module$/.test(match[1]!)) continue;
    pages.add(normalise(`/${match[1]!.replace(/(^|\/)index$/, '')}`));
  }
  let api: Set<string> | undefined;
  if (existsSync(apiDir)) {
    api = new Set([normalise(`/${apiReference.routeBasePath}/`)]);
    for (const file of filesUnder(apiDir).filter((f) => /\.mdx?$/.test(f))) {
      const path = file.slice(apiDir.length + 1);
      const route = routeOf({path, source: readFileSync(file, 'utf8')});
      api.add(normalise(`/${apiReference.routeBasePath}${route}`));
    }
  }
  return {docs: new Map(docs.map((doc) => [normalise(routeOf(doc)), doc])), pages, api};
}

const isStaticFile = (pathname: string) =>
  pathname !== '/' && STATIC_DIRS.some((dir) => {
    const file = join(ROOT, dir, decodeURIComponent(pathname));
    return existsSync(file) && statSync(file).isFile();
  });

/** Components of the MDX component map that only wrap their children. */
const PLAIN_COMPONENTS = new Set(['CodeTabs', 'TabItem']);

interface LinkContext {
  docs: readonly DocFile[];
  routes: Routes;
  compiled: (doc: DocFile) => Promise<CompiledDoc>;
}

async function checkLinks(doc: DocFile, own: CompiledDoc, context: LinkContext): Promise<{problems: PageProblem[]; notes: string[]}> {
  const file = `docs/${doc.path}`;
  const problems: PageProblem[] = [];
  const notes: string[] = [];
  const route = routeOf(doc);
  const problem = (line: number, message: string) => problems.push({file, line, check: 'links', message});
  for (const link of own.links) {
    const {url, line} = link;
    // External addresses, and targets still holding an unknown token (reported by the token check).
    if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//') || url.includes('%%')) continue;
    const hashAt = url.indexOf('#');
    const target = (hashAt === -1 ? url : url.slice(0, hashAt)).replace(/\?.*$/, '');
    const anchor = hashAt === -1 ? undefined : url.slice(hashAt + 1);
    let targetDoc: DocFile | undefined;
    let pathname: string;
    if (target === '') {
      targetDoc = doc;
      pathname = route;
    } else if (/\.mdx?$/.test(target) && link.kind !== 'image') {
      // A link to a Markdown file, which Docusaurus resolves to that doc's route (`onBrokenMarkdownLinks: throw`).
      const path = target.startsWith('/') ? target.slice(1) : posix.normalize(posix.join(posix.dirname(doc.path), target));
      targetDoc = context.docs.find((d) => d.path === path);
      if (!targetDoc) {
        problem(line, `broken link ${url}: no file docs/${path}`);
        continue;
      }
      pathname = routeOf(targetDoc);
    } else {
      // A URL, resolved against the page's route as the browser and the build's link checker do.
      pathname = new URL(target, `https://site.invalid${route}`).pathname;
      if (link.kind === 'image' && !target.startsWith('/')) {
        // Docusaurus resolves a relative image from the page's file.
        const image = join(DOCS_DIR, posix.dirname(doc.path), decodeURIComponent(target));
        if (!existsSync(image)) problem(line, `broken image ${url}: no file ${posix.join('docs', posix.dirname(doc.path), target)}`);
        continue;
      }
      if (isStaticFile(pathname)) continue;
      targetDoc = context.routes.docs.get(normalise(pathname)) ?? context.routes.docs.get(normalise(decodeURI(pathname)));
      if (!targetDoc) {
        const base = normalise(pathname);
        if (context.routes.pages.has(base)) {
          if (anchor) notes.push(`${file}:${line}: anchor #${anchor} of React page ${base} not checked (only a build renders it)`);
          continue;
        }
        const apiBase = `/${apiReference.routeBasePath}`;
        if (base === apiBase || base.startsWith(`${apiBase}/`)) {
          if (!context.routes.api) {
            notes.push(`${file}:${line}: ${url} not checked: the API reference is not generated (npm run gen-api)`);
          } else if (!context.routes.api.has(base)) {
            problem(line, `broken link ${url}: no page of the API reference (${apiReference.outputDir}/) at ${base}`);
          } else if (anchor) {
            notes.push(`${file}:${line}: anchor #${anchor} of API reference page ${base} not checked`);
          }
          continue;
        }
        problem(line, `broken link ${url}${url === pathname ? '' : ` (resolved as ${pathname})`}: no doc, page or static file has this route`);
        continue;
      }
    }
    if (!anchor || !targetDoc) continue;
    const targetPage = await context.compiled(targetDoc);
    if (targetPage.anchors.includes(anchor) || targetPage.anchors.includes(decodeURIComponent(anchor))) continue;
    const rendering = targetPage.components.filter((c) => !PLAIN_COMPONENTS.has(c));
    if (targetPage.error) {
      notes.push(`${file}:${line}: anchor #${anchor} not checked: docs/${targetDoc.path} does not compile`);
    } else if (rendering.length > 0) {
      notes.push(`${file}:${line}: anchor #${anchor} is no heading of docs/${targetDoc.path}; its components (${rendering.join(', ')}) may render it: only a build can tell`);
    } else {
      problem(line, `broken anchor ${url}: docs/${targetDoc.path} has no heading with id "${anchor}"`);
    }
  }
  const rendering = own.components.filter((c) => !PLAIN_COMPONENTS.has(c));
  if (rendering.length > 0) notes.push(`${file}: links rendered by ${rendering.join(', ')} not checked (only a build renders them)`);
  return {problems, notes};
}

// ---------------------------------------------------------------------------------------------------------------
// The command

async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await run();
  return [result, (performance.now() - started) / 1000];
}

/** `android/event.mdx`, `docs/android/event.mdx` or `android/event` → `android/event.mdx`, if that page exists. */
export function pagePath(argument: string, docs: readonly DocFile[]): string | undefined {
  const path = argument.replace(/^\.\//, '').replace(/^docs\//, '');
  return [path, `${path}.mdx`, `${path}.md`].find((p) => docs.some((d) => d.path === p));
}

export async function checkPages(pages: readonly string[], options: CheckPagesOptions = {}): Promise<PagesReport> {
  const docs = options.docs ?? readDocs();
  const named = pages.map((page) => {
    const doc = docs.find((d) => d.path === page);
    if (!doc) throw new Error(`no page docs/${page}`);
    return doc;
  });
  const problems: PageProblem[] = [];
  const summaries: CheckSummary[] = [];
  const add = (check: CheckId, seconds: number, found: PageProblem[], detail: string) => {
    problems.push(...found);
    summaries.push({check, seconds, problems: found.length, detail});
  };

  // The MDX compile, once per page; the link check also compiles the pages linked to, for their anchors.
  const cache = new Map<string, Promise<CompiledDoc>>();
  const compiled = (doc: DocFile) => {
    if (!cache.has(doc.path)) cache.set(doc.path, compileDoc(doc));
    return cache.get(doc.path)!;
  };
  const [results, mdxSeconds] = await timed(() => Promise.all(named.map(compiled)));

  const [tokenProblems, tokenSeconds] = await timed(async () => {
    const found: PageProblem[] = [];
    for (const [i, doc] of named.entries()) {
      found.push(...(await frontMatterTokens(doc)));
      found.push(...results[i]!.unknownTokens.map(tokenProblem));
      found.push(...typedFacts(doc).map((p) => ({file: `docs/${doc.path}`, line: p.line, check: 'tokens' as const, message: p.message})));
    }
    return found;
  });
  add('tokens', tokenSeconds, tokenProblems, 'front matter, body (read in the MDX compile), facts typed by hand');

  const mdxProblems = named.flatMap((doc, i): PageProblem[] => {
    const result = results[i]!;
    const file = `docs/${doc.path}`;
    if (result.error) return [{file, line: result.error.line, check: 'mdx', message: oneLine(result.error.message)}];
    return unbracketedAdmonitions(doc, result.code).map((p) => ({file, check: 'mdx' as const, ...p}));
  });
  add('mdx', mdxSeconds, mdxProblems, '@mdx-js/mdx with remark-gfm, remark-directive, remark-tokens, rehype-task-list-labels');

  const [linkResults, linkSeconds] = await timed(async () => {
    const context: LinkContext = {docs, routes: knownRoutes(docs, options.apiDir), compiled};
    const all = {problems: [] as PageProblem[], notes: [] as string[], count: 0};
    for (const [i, doc] of named.entries()) {
      if (results[i]!.error) {
        all.notes.push(`docs/${doc.path}: links not checked, the page does not compile`);
        continue;
      }
      all.count += results[i]!.links.length;
      const {problems: found, notes} = await checkLinks(doc, results[i]!, context);
      all.problems.push(...found);
      all.notes.push(...notes);
    }
    return all;
  });
  add('links', linkSeconds, linkResults.problems, [
    `${linkResults.count} links read; routes from docs/ front matter, src/pages/, the spec's route list, static/ and openapi/`,
    ...linkResults.notes.map((n) => `\n    not checked here: ${n}`),
  ].join(''));

  const [ruleProblems, ruleSeconds] = await timed(async () =>
    named.flatMap((doc) => pageRules.filter((rule) => rule.id !== 'typed-fact').flatMap((rule) =>
      rule.check(doc, docs).map((p) => ({file: `docs/${doc.path}`, line: p.line, check: 'rules' as const, message: `${rule.id}: ${p.message}`})))));
  add('rules', ruleSeconds, ruleProblems, pageRules.filter((r) => r.id !== 'typed-fact').map((r) => r.id).join(', '));

  // Samples of every page are collected (the semantic rules compare a page with its platform's reference integration);
  // a block with an unknown token is left out, the token check has reported it.
  let samples: Sample[] = [];
  const skipped: string[] = [];
  try {
    samples = collectSamples(docs, (error) => skipped.push(error.message)).samples;
  } catch (error) {
    add('samples', 0, [{file: `docs/${pages[0]}`, line: 1, check: 'samples', message: `samples not collected: ${error instanceof Error ? error.message : String(error)}`}], '');
  }
  const mine = samples.filter((s) => pages.includes(s.doc));
  const skippedHere = skipped.filter((m) => pages.some((p) => m.startsWith(`docs/${p}:`))).length;
  if (options.skipSamples) {
    summaries.push({check: 'samples', seconds: 0, problems: 0, detail: 'skipped (--no-samples)'});
  } else {
    const [sampleResult, sampleSeconds] = await timed(async () => {
      const workDir = options.workDir ?? join(ROOT, 'node_modules', '.cache', 'sample-checks', `pages-${process.pid}`);
      rmSync(workDir, {recursive: true, force: true});
      const found: PageProblem[] = [];
      const ran: string[] = [];
      const elsewhere: string[] = [];
      for (const checker of checkers) {
        const own = mine.filter((s) => checker.languages.includes(s.language));
        if (own.length === 0) continue;
        // C# samples see the classes of the pages their page links to (check/csharp.ts): those are compiled too.
        const linked = checker.languages.includes('csharp')
          ? samples.filter((s) => checker.languages.includes(s.language) && !pages.includes(s.doc)
              && own.some((o) => linkedPages(o.doc, docs.find((d) => d.path === o.doc)?.source).includes(s.doc)))
          : [];
        const [found_, seconds] = await timed(() => checker.check([...own, ...linked], join(workDir, checker.languages[0]!)));
        ran.push(`${checker.languages.filter((l) => own.some((s) => s.language === l)).join('+')} ${own.length}${linked.length ? ` (+${linked.length} of linked pages)` : ''} in ${seconds.toFixed(1)} s`);
        for (const p of found_) {
          const where = located(p.where, `docs/${pages[0]}`);
          if (where.file.startsWith('docs/') && !pages.includes(where.file.slice(5))) {
            elsewhere.push(`${p.where}: ${oneLine(p.message)}`);
            continue;
          }
          found.push({...where, check: 'samples', message: oneLine(p.message)});
        }
      }
      rmSync(workDir, {recursive: true, force: true});
      return {found, ran, elsewhere};
    });
    add('samples', sampleSeconds, sampleResult.found, [
      `${mine.length} samples${sampleResult.ran.length ? `: ${sampleResult.ran.join(', ')}` : ''}`,
      skippedHere ? `; ${skippedHere} left out for an unknown token` : '',
      ...sampleResult.elsewhere.map((e) => `\n    on a linked page compiled for context: ${e}`),
    ].join(''));
  }

  const [tallies, semanticSeconds] = await timed(() => semanticFindingsOn(samples, pages));
  const findings = tallies.flatMap((t) => t.findings);
  add('semantic', semanticSeconds, findings.map((f) => ({...located(f.where, `docs/${pages[0]}`), check: 'semantic' as const, message: `${f.rule}: ${oneLine(f.message)}`})),
    `${tallies.length} SDK model rules over ${samples.length} samples of the site, ${mine.length} on these pages`);

  return {problems, summaries};
}

/** The pages under `docs/` that Git reports as changed, added or untracked. */
function changedPages(docs: readonly DocFile[]): string[] {
  const git = (...args: string[]) => execFileSync('git', args, {cwd: ROOT, encoding: 'utf8'});
  const names = [
    ...git('diff', '--name-only', 'HEAD', '--', 'docs').split('\n'),
    ...git('status', '--porcelain', '--untracked-files=all', '--', 'docs').split('\n').map((l) => l.slice(3).replace(/^.* -> /, '')),
  ];
  return [...new Set(names.map((n) => n.trim()).filter((n) => /^docs\/.+\.mdx?$/.test(n)))]
    .map((n) => pagePath(n, docs))
    .filter((p): p is string => p !== undefined);
}

const USAGE = `Usage: npm run check:pages -- <page> [more pages…]   e.g. npm run check:pages -- android/event.mdx
       (pages as android/event.mdx or docs/android/event.mdx; with none, the pages Git sees as changed under docs/)
       --no-samples skips the sample compilers.`;

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    return;
  }
  const docs = readDocs();
  const names = args.filter((a) => !a.startsWith('--'));
  const missing = names.filter((n) => !pagePath(n, docs));
  if (missing.length > 0) {
    console.error(`No such page: ${missing.join(', ')} (pages are the .mdx files under docs/)\n${USAGE}`);
    process.exit(2);
  }
  const pages = names.length > 0 ? names.map((n) => pagePath(n, docs)!) : changedPages(docs);
  if (pages.length === 0) {
    console.log(`No page named and no changed page under docs/.\n${USAGE}`);
    return;
  }
  const started = performance.now();
  console.log(`Checking ${pages.map((p) => `docs/${p}`).join(', ')}`);
  const {problems, summaries} = await checkPages([...new Set(pages)], {docs, skipSamples: args.includes('--no-samples')});
  for (const p of problems) console.error(`${p.file}:${p.line}: [${p.check}] ${p.message}`);
  for (const s of summaries) {
    console.log(`${s.check.padEnd(8)} ${String(s.problems).padStart(3)} problems  ${s.seconds.toFixed(1).padStart(5)} s  ${s.detail}`);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`${problems.length} problems on ${pages.length} page(s), ${seconds} s. The full check is npm test (npm run build for every link).`);
  process.exit(problems.length > 0 ? 1 : 0);
}

// Run only from the command line, not when a test imports the functions above.
if (/check-pages\.ts$/.test(process.argv[1] ?? '')) void main();
