import {describe, expect, it} from 'vitest';
import {browserTally, closingLine, samplesTally, total, unitTally} from '../../scripts/test-summary';
import {blockOf} from '../samples/run';
import type {Sample} from '../samples/collect';

/** The plain closing line CI tools read: an optional one-word label, then the counts, alone on the line. */
const PLAIN_CLOSING_LINE = /^(?:\w+: )?\d+ passed, \d+ failed(?:, \d+ skipped)?$/;

describe("npm test's closing line", () => {
  const unit = unitTally({numPassedTests: 430, numFailedTests: 0, numPendingTests: 0, numTodoTests: 0});
  const browser = browserTally({stats: {expected: 442, unexpected: 1, flaky: 1, skipped: 2}});
  const samples = samplesTally({checked: 437, failed: 0});

  it('reads each runner’s report', () => {
    expect(unit).toEqual({passed: 430, failed: 0, skipped: 0});
    // The flaky test, which passed on its retry only, fails the run.
    expect(browser).toEqual({passed: 442, failed: 2, skipped: 2});
    expect(samples).toEqual({passed: 437, failed: 0, skipped: 0});
  });

  it('adds the suites up', () => {
    expect(total([unit, browser, samples])).toEqual({passed: 1309, failed: 2, skipped: 2});
  });

  it('prints the counts in the plain form, with skipped tests only when there are some', () => {
    expect(closingLine('tests', total([unit, samples]))).toBe('tests: 867 passed, 0 failed');
    expect(closingLine('browser', browser)).toBe('browser: 442 passed, 2 failed, 2 skipped');
    for (const line of [closingLine('tests', unit), closingLine('browser', browser)]) expect(line).toMatch(PLAIN_CLOSING_LINE);
  });
});

describe('the code-sample check’s count of rejected blocks', () => {
  const sample = (id: string, doc: string, line: number, lines: number): Sample => ({
    id,
    doc,
    line,
    language: 'kotlin',
    fence: 'kotlin',
    title: '',
    platform: undefined,
    code: Array.from({length: lines}, (_, i) => `val x${i} = ${i}`).join('\n'),
  });
  const samples = [sample('a', 'android/event.mdx', 10, 3), sample('b', 'android/event.mdx', 20, 2)];

  it('puts two messages about one block on that block', () => {
    expect(blockOf(samples, 'docs/android/event.mdx:11')).toBe('a');
    expect(blockOf(samples, 'docs/android/event.mdx:13')).toBe('a');
    expect(blockOf(samples, 'docs/android/event.mdx:21')).toBe('b');
  });

  it('keeps a location outside every block (the fence line, a whole-run message) as its own failure', () => {
    expect(blockOf(samples, 'docs/android/event.mdx:10')).toBe('docs/android/event.mdx:10');
    expect(blockOf(samples, 'mcs')).toBe('mcs');
  });
});
