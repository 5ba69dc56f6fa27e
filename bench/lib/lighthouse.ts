/**
 * Lighthouse with its default (simulated) throttling, each run in a fresh headless Chromium. Its simulated times
 * scale with the CPU time it observes, which varies from run to run on a shared machine, so each measurement is the
 * median of several runs, chosen the way Lighthouse's own tooling does (closest to the median FCP and TTI).
 */
import {launch} from 'chrome-launcher';
import type {Result} from 'lighthouse';
import {chromiumPath, quietChromiumFlags} from './chromium';

export type LighthousePreset = 'mobile' | 'desktop';

export const CATEGORY_IDS = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type CategoryId = (typeof CATEGORY_IDS)[number];

/** An audit that cost its category points, and how many of the category's 100. */
export interface LostPoints {
  category: CategoryId;
  auditId: string;
  points: number;
}

export interface LighthouseRun {
  preset: LighthousePreset;
  /** Category scores, 0 to 100. */
  scores: Record<CategoryId, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  lostPoints: LostPoints[];
  /** Lighthouse's measure of this machine's CPU speed: the simulated metrics scale with it. */
  benchmarkIndex: number;
  runWarnings: string[];
  /** The performance score of every run, the median one among them. */
  performanceScores: number[];
}

const RUNS_PER_MEASUREMENT = 3;

/** `chromiumFlags`: added to the quiet defaults (the CDN mirror's host mapping). */
export async function runLighthouse(
  url: string,
  preset: LighthousePreset,
  chromiumFlags: readonly string[] = [],
): Promise<LighthouseRun> {
  const {computeMedianRun} = (await import('lighthouse/core/lib/median-run.js')) as {
    computeMedianRun: (runs: Result[]) => Result;
  };
  const runs: Result[] = [];
  for (let run = 0; run < RUNS_PER_MEASUREMENT; run += 1) runs.push(await runOnce(url, preset, chromiumFlags));
  const lhr = computeMedianRun(runs);
  return {
    preset,
    scores: Object.fromEntries(CATEGORY_IDS.map((id) => [id, categoryScore(lhr, id)])) as Record<CategoryId, number>,
    lcpMs: auditValue(lhr, 'largest-contentful-paint'),
    tbtMs: auditValue(lhr, 'total-blocking-time'),
    cls: auditValue(lhr, 'cumulative-layout-shift'),
    lostPoints: CATEGORY_IDS.flatMap((id) => lostPoints(lhr, id)),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    runWarnings: lhr.runWarnings.map(String),
    performanceScores: runs.map((run) => categoryScore(run, 'performance')),
  };
}

async function runOnce(url: string, preset: LighthousePreset, chromiumFlags: readonly string[]): Promise<Result> {
  // Imported at run time: tsx's `require` path would recompile Lighthouse with esbuild's keepNames, which puts
  // `__name()` calls into the functions Lighthouse sends to the page, where `__name` does not exist.
  const {default: lighthouse, desktopConfig} = await import('lighthouse');
  const chrome = await launch({chromePath: chromiumPath, chromeFlags: ['--headless=new', ...quietChromiumFlags, ...chromiumFlags]});
  try {
    const config = preset === 'desktop' ? desktopConfig : undefined; // Lighthouse's default is the mobile preset
    const result = await lighthouse(url, {port: chrome.port, logLevel: 'error'}, config);
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse (${preset}) failed on ${url}: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

function categoryScore(lhr: Result, id: CategoryId): number {
  const score = lhr.categories[id]?.score;
  if (score === null || score === undefined) throw new Error(`Lighthouse gave no ${id} score for ${lhr.finalDisplayedUrl}`);
  return Math.round(score * 100);
}

function auditValue(lhr: Result, id: string): number {
  const value = lhr.audits[id]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse gave no ${id} value for ${lhr.finalDisplayedUrl}`);
  return value;
}

/** A category's score is the weighted mean of its audits' scores; what each audit fell short of costs that much. */
function lostPoints(lhr: Result, category: CategoryId): LostPoints[] {
  const refs = (lhr.categories[category]?.auditRefs ?? []).filter((ref) => ref.weight > 0);
  const totalWeight = refs.reduce((sum, ref) => sum + ref.weight, 0);
  return refs.flatMap((ref) => {
    const score = lhr.audits[ref.id]?.score;
    if (score === null || score === undefined || score >= 1) return [];
    const points = Math.round((1000 * ref.weight * (1 - score)) / totalWeight) / 10;
    return [{category, auditId: ref.id, points}];
  });
}
