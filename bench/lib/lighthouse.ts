/**
 * Lighthouse with its default (simulated) throttling, each run in a fresh headless Chromium. Its simulated times
 * scale with the CPU time it observes, which varies from run to run on a shared machine: a page is measured several
 * times, and a comparison alternates its two pages run by run, so that the machine's drift hits both alike.
 */
import {launch} from 'chrome-launcher';
import type {Result} from 'lighthouse';
import {chromiumPath, quietChromiumFlags} from './chromium';
import {
  CATEGORY_IDS,
  summariseRuns,
  type CategoryId,
  type LighthousePreset,
  type LighthouseRun,
  type LayoutShift,
  type LighthouseSample,
  type LostPoints,
} from './lighthouseRuns';

export interface LighthouseTarget {
  url: string;
  /** Added to the quiet defaults (the CDN mirror's host mapping). */
  chromiumFlags: readonly string[];
}

/**
 * `runs` runs of each page, alternated (first, second, first, second, …), as one would take turns on the same
 * machine; returns the two pages' summaries in the order given.
 */
export async function runAlternated(
  first: LighthouseTarget,
  second: LighthouseTarget,
  preset: LighthousePreset,
  runs: number,
): Promise<[LighthouseRun, LighthouseRun]> {
  const samples: [LighthouseSample[], LighthouseSample[]] = [[], []];
  for (let run = 0; run < runs; run += 1) {
    samples[0].push(await runOnce(first, preset));
    samples[1].push(await runOnce(second, preset));
  }
  return [summariseRuns(preset, samples[0]), summariseRuns(preset, samples[1])];
}

/** One run of one page. */
export async function runLighthouse(target: LighthouseTarget, preset: LighthousePreset): Promise<LighthouseRun> {
  return summariseRuns(preset, [await runOnce(target, preset)]);
}

async function runOnce({url, chromiumFlags}: LighthouseTarget, preset: LighthousePreset): Promise<LighthouseSample> {
  // Imported at run time: tsx's `require` path would recompile Lighthouse with esbuild's keepNames, which puts
  // `__name()` calls into the functions Lighthouse sends to the page, where `__name` does not exist.
  const {default: lighthouse, desktopConfig} = await import('lighthouse');
  const chrome = await launch({chromePath: chromiumPath, chromeFlags: ['--headless=new', ...quietChromiumFlags, ...chromiumFlags]});
  try {
    const config = preset === 'desktop' ? desktopConfig : undefined; // Lighthouse's default is the mobile preset
    const result = await lighthouse(url, {port: chrome.port, logLevel: 'error'}, config);
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse (${preset}) failed on ${url}: ${result.lhr.runtimeError.message}`);
    return sampleOf(result.lhr);
  } finally {
    chrome.kill();
  }
}

/** What the bench keeps of one Lighthouse report. */
export function sampleOf(lhr: Result): LighthouseSample {
  return {
    scores: Object.fromEntries(CATEGORY_IDS.map((id) => [id, categoryScore(lhr, id)])) as Record<CategoryId, number>,
    lcpMs: auditValue(lhr, 'largest-contentful-paint'),
    // Whole milliseconds, as printed: the audit's figure is a sum of timings and carries float noise
    // (221.0000000000001), which would make a tie that the report shows compare as a difference.
    tbtMs: Math.round(auditValue(lhr, 'total-blocking-time')),
    cls: auditValue(lhr, 'cumulative-layout-shift'),
    shifts: layoutShifts(lhr),
    lostPoints: CATEGORY_IDS.flatMap((id) => lostPoints(lhr, id)),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    runWarnings: lhr.runWarnings.map(String),
  };
}

/**
 * The shifts in Lighthouse's `layout-shifts` table. An audit that failed has no table: its shifts cannot be named, and
 * the one it names in their place says why.
 */
export function layoutShifts(lhr: Pick<Result, 'audits'>): LayoutShift[] {
  const audit = lhr.audits['layout-shifts'];
  const details = audit?.details;
  if (details?.type !== 'table') {
    return audit?.errorMessage ? [{label: `layout-shifts audit failed: ${audit.errorMessage}`, score: 0}] : [];
  }
  return details.items.map(({node, score}) => {
    const element = typeof node === 'object' && node !== null && 'type' in node && node.type === 'node' ? node : undefined;
    if (typeof score !== 'number') throw new Error(`Lighthouse's layout-shifts table gave a score of ${String(score)}`);
    return {selector: element?.selector, label: element?.nodeLabel, score};
  });
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
