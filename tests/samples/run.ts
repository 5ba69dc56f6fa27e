/**
 * `npm run test:samples`: checks every code sample in `docs/` with its language's compiler or parser, one
 * invocation per language, then holds every sample to the SDK model's rules (`semantic/`), and fails with the
 * page, the line in the page and the compiler's or the rule's message. `-- kotlin` runs one language's compiler,
 * `-- semantic` the rules alone.
 */
import {mkdirSync, rmSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {checkedLanguages, collectSamples, type CheckedLanguage, type Sample} from './collect';
import {checkers} from './checkers';
import {checkSemantics} from './semantic/index';
import {reportFiles} from '../../scripts/test-summary';

const ROOT = join(__dirname, '..', '..');
/** A folder of this run's own, so two runs at once never delete each other's files. */
export const WORK_DIR = join(ROOT, 'node_modules', '.cache', 'sample-checks', `run-${process.pid}`);

/** At most one sample in twenty of a language may be marked as not checkable. */
export const MAX_UNCHECKED_SHARE = 1 / 20;

/**
 * The block a problem's `docs/<page>:<line>` falls in, or the location itself when it names no block's line (a
 * compiler's message about the whole run).
 */
export function blockOf(samples: readonly Sample[], where: string): string {
  const match = /^docs\/(.+):(\d+)$/.exec(where);
  if (!match) return where;
  const [, doc, line] = match;
  const block = samples.find(
    (s) => s.doc === doc && Number(line) > s.line && Number(line) <= s.line + s.code.split('\n').length,
  );
  return block ? block.id : where;
}

async function main(): Promise<void> {
  rmSync(WORK_DIR, {recursive: true, force: true});
  const {samples, unchecked} = collectSamples();
  const only = process.argv.slice(2);
  let failed = false;
  let checked = 0;
  /** One entry per rejected block: a block can draw several messages. */
  const rejected = new Set<string>();
  const rows: string[] = [];
  // All checkers at once, each in its own folder: the compilers run side by side, and kotlinc alone takes most of the
  // time. Between two starts, a turn of the event loop: a checker that runs a compiler gets to start its process
  // before the next one, which may check in-process and hold the thread until it is done. The report keeps the
  // checkers' order, once every checker has ended, so that no compiler is left running when one fails.
  const begun = performance.now();
  const runs = [];
  for (const checker of checkers.filter((c) => only.length === 0 || c.languages.some((l) => only.includes(l)))) {
    const mine = samples.filter((s: Sample) => checker.languages.includes(s.language));
    const checking = checker.check(mine, join(WORK_DIR, checker.languages[0]!));
    runs.push({checker, mine, result: checking.then((problems) => ({problems, seconds: (performance.now() - begun) / 1000}))});
    await new Promise((resolve) => setImmediate(resolve));
  }
  const outcomes = await Promise.allSettled(runs.map((run) => run.result));
  for (const [index, {checker, mine}] of runs.entries()) {
    const outcome = outcomes[index]!;
    if (outcome.status === 'rejected') throw outcome.reason;
    const {problems, seconds} = outcome.value;
    checked += mine.length;
    for (const problem of problems) {
      failed = true;
      rejected.add(blockOf(mine, problem.where));
      console.error(`${problem.where}: ${problem.message}\n`);
    }
    for (const language of checker.languages) {
      const count = mine.filter((s) => s.language === language).length;
      const skipped = unchecked.filter((u) => u.language === language);
      if (skipped.length > Math.floor((count + skipped.length) * MAX_UNCHECKED_SHARE)) {
        failed = true;
        console.error(`${language}: ${skipped.length} samples marked nocheck, more than one in twenty`);
      }
      rows.push(`${language.padEnd(11)} ${String(count).padStart(4)} checked  ${String(skipped.length).padStart(2)} marked nocheck  ${checkedLanguages[language as CheckedLanguage]}`);
    }
    // Not "N problems in X s": a CI log reader may take a line ending "in X s" for a test runner's closing count.
    // The checkers overlap: the time is from the start of them all.
    rows.push(`${''.padEnd(11)} ${problems.length} problems, done ${seconds.toFixed(1)} s after the checks began`);
  }
  // The SDK model's rules read every sample of every language, so they run unless one language was asked for.
  if (only.length === 0 || only.includes('semantic')) {
    const started = performance.now();
    const tallies = await checkSemantics(samples);
    for (const tally of tallies) {
      for (const finding of tally.findings) {
        failed = true;
        rejected.add(blockOf(samples, finding.where));
        console.error(`${finding.where}: [${finding.rule}] ${finding.message}\n`);
      }
      rows.push(`${'model rule'.padEnd(11)} ${tally.rule}: applies to ${tally.applies} samples, ${tally.findings.length} findings`);
    }
    rows.push(`${''.padEnd(11)} SDK model rules read ${samples.length} samples, ${((performance.now() - started) / 1000).toFixed(1)} s of checking`);
  }
  for (const u of unchecked) rows.push(`nocheck: docs/${u.doc}:${u.line} (${u.language}): ${u.reason}`);
  console.log(rows.join('\n'));
  rmSync(WORK_DIR, {recursive: true, force: true});
  // Read by `scripts/test-summary.ts` for `npm test`'s closing line.
  const report = join(ROOT, reportFiles.samples);
  mkdirSync(dirname(report), {recursive: true});
  writeFileSync(report, JSON.stringify({checked, failed: rejected.size}));
  if (failed) {
    console.error('Code samples failed their checks (above). tests/samples/README.md says how each language is checked.');
    process.exit(1);
  }
}

// Run only from the command line, not when a test imports the functions above.
if (/run\.ts$/.test(process.argv[1] ?? '')) void main();
