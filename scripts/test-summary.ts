/**
 * The last step of `npm test`: one closing line for the whole run, in the plain form CI tools read
 * (`tests: N passed, N failed`), added up from the reports the three runners wrote. Each runner already printed its
 * own summary, but the last one printed (Playwright's) counts only the browser tests, and a reader of a CI log
 * should not have to add three numbers scattered over thousands of lines.
 *
 * Run: npx tsx scripts/test-summary.ts (after `npm test`'s stages have written `reports/`)
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';

/** Where each runner writes its JSON report, relative to the project root; the runners' configs read these. */
export const reportFiles = {
  unit: 'reports/unit.json',
  samples: 'reports/samples.json',
  browser: 'reports/browser.json',
} as const;

const ROOT = join(__dirname, '..');

export interface Tally {
  readonly passed: number;
  readonly failed: number;
  readonly skipped: number;
}

/** Vitest's JSON reporter (the Jest-compatible shape). */
export function unitTally(report: {numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number}): Tally {
  return {passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests};
}

/**
 * Playwright's JSON reporter. A flaky test failed once and passed on its retry: it counts as failed, as it fails the
 * run (`failOnFlakyTests` in playwright.config.ts).
 */
export function browserTally(report: {stats: {expected: number; unexpected: number; flaky: number; skipped: number}}): Tally {
  return {passed: report.stats.expected, failed: report.stats.unexpected + report.stats.flaky, skipped: report.stats.skipped};
}

/** `tests/samples/run.ts`'s report: every code block checked, and the blocks a compiler or parser rejected. */
export function samplesTally(report: {checked: number; failed: number}): Tally {
  return {passed: report.checked - report.failed, failed: report.failed, skipped: 0};
}

export function closingLine(label: string, tally: Tally): string {
  return `${label}: ${tally.passed} passed, ${tally.failed} failed${tally.skipped ? `, ${tally.skipped} skipped` : ''}`;
}

export function total(tallies: readonly Tally[]): Tally {
  return tallies.reduce((sum, t) => ({passed: sum.passed + t.passed, failed: sum.failed + t.failed, skipped: sum.skipped + t.skipped}), {
    passed: 0,
    failed: 0,
    skipped: 0,
  });
}

function read<T>(suite: keyof typeof reportFiles): T {
  return JSON.parse(readFileSync(join(ROOT, reportFiles[suite]), 'utf8')) as T;
}

function main(): void {
  const suites: [string, Tally][] = [
    ['unit', unitTally(read('unit'))],
    ['samples', samplesTally(read('samples'))],
    ['browser', browserTally(read('browser'))],
  ];
  for (const [label, tally] of suites) console.log(closingLine(label, tally));
  const all = total(suites.map(([, tally]) => tally));
  console.log(closingLine('tests', all));
  if (all.failed > 0) process.exit(1);
}

// Run only from the command line, not when a test imports the functions above.
if (/test-summary\.ts$/.test(process.argv[1] ?? '')) main();
