/**
 * What Lighthouse runs measured, and the summary of several runs of one page that the report and the budgets read:
 * each timing its own median, the performance score the median run's, the other scores and CLS the worst run's.
 */
import {median} from './median';

export type LighthousePreset = 'mobile' | 'desktop';

export const CATEGORY_IDS = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type CategoryId = (typeof CATEGORY_IDS)[number];

/** An audit that cost its category points, and how many of the category's 100. */
export interface LostPoints {
  category: CategoryId;
  auditId: string;
  points: number;
}

/** One layout shift: the element it moved most, as Lighthouse's selector and label (either may be missing). */
export interface LayoutShift {
  selector?: string;
  label?: string;
  score: number;
}

/** What one Lighthouse run measured, kept as figures only (a report is several megabytes). */
export interface LighthouseSample {
  scores: Record<CategoryId, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /**
   * The shifts Lighthouse's `layout-shifts` audit lists (its 15 largest, some possibly outside the window CLS counts):
   * a rare shift is hard to make happen again, so the run that saw it says where it was.
   */
  shifts: LayoutShift[];
  lostPoints: LostPoints[];
  /** Lighthouse's measure of this machine's CPU speed: the simulated metrics scale with it. */
  benchmarkIndex: number;
  runWarnings: string[];
}

/** A page's runs and their summary: each figure is its own median over the runs, CLS the worst run's. */
export interface LighthouseRun {
  preset: LighthousePreset;
  /** Performance: the median run score; the other categories: the lowest of any run. */
  scores: Record<CategoryId, number>;
  lcpMs: number;
  tbtMs: number;
  /** The largest of any run: a shift in one run is a shift some reader sees. */
  cls: number;
  /** The points each audit cost in the run whose performance score is the median (and in any run, elsewhere). */
  lostPoints: LostPoints[];
  benchmarkIndexRange: [number, number];
  runWarnings: string[];
  samples: LighthouseSample[];
}

/** Runs per page in a comparison, mobile. An odd count, so each median is one run's figure. */
export const COMPARED_RUNS = 5;

export function summariseRuns(preset: LighthousePreset, samples: LighthouseSample[]): LighthouseRun {
  if (samples.length === 0) throw new Error('No Lighthouse runs to summarise');
  const performanceScores = samples.map((sample) => sample.scores.performance);
  const medianPerformance = median(performanceScores);
  const medianRun = samples.find((sample) => sample.scores.performance === medianPerformance) ?? samples[0]!;
  const lowest = (id: CategoryId): number => Math.min(...samples.map((sample) => sample.scores[id]));
  const benchmarkIndexes = samples.map((sample) => sample.benchmarkIndex);
  return {
    preset,
    scores: {
      performance: medianPerformance,
      accessibility: lowest('accessibility'),
      'best-practices': lowest('best-practices'),
      seo: lowest('seo'),
    },
    lcpMs: median(samples.map((sample) => sample.lcpMs)),
    tbtMs: median(samples.map((sample) => sample.tbtMs)),
    cls: Math.max(...samples.map((sample) => sample.cls)),
    lostPoints: uniqueLosses([
      ...medianRun.lostPoints.filter((loss) => loss.category === 'performance'),
      ...samples.flatMap((sample) => sample.lostPoints.filter((loss) => loss.category !== 'performance')),
    ]),
    benchmarkIndexRange: [Math.min(...benchmarkIndexes), Math.max(...benchmarkIndexes)],
    runWarnings: [...new Set(samples.flatMap((sample) => sample.runWarnings))],
    samples,
  };
}

function uniqueLosses(losses: LostPoints[]): LostPoints[] {
  const byAudit = new Map<string, LostPoints>();
  for (const loss of losses) {
    const key = `${loss.category}/${loss.auditId}`;
    const known = byAudit.get(key);
    if (!known || known.points < loss.points) byAudit.set(key, loss);
  }
  return [...byAudit.values()];
}
