/** The shape of `bench/results.json`: everything the bench measured, and its budgets' verdicts. */
import type {ColdBuildStats} from './buildTiming';
import type {FirstSearch} from './firstSearch';
import type {LighthousePreset, LighthouseRun} from './lighthouseRuns';
import type {PageWeight} from './pageWeight';

export interface PageResult {
  weight: PageWeight;
  lighthouse: Record<LighthousePreset, LighthouseRun>;
}

export interface RouteResult extends PageResult {
  /** First-visit JS (gzip) over the baseline's, in percent: 10 means 10 % more. */
  jsGzipOverBaselinePercent: number;
  /** The stock page on mobile, its runs taken in turns with this route's: the yardstick for its scores. */
  stockMobile: LighthouseRun;
}

export interface BudgetCheck {
  description: string;
  pass: boolean;
  /** What broke the budget, one entry a route (or route and preset, or search profile). */
  failures: string[];
}

export interface BenchResults {
  measuredAt: string;
  /** Absent when the bench measured an existing build. */
  build?: ColdBuildStats;
  /** The stock site: its JS is the yardstick for ours; its mobile figures here pool every route's stock runs. */
  baseline: PageResult;
  routes: RouteResult[];
  /** A reader's first search, on the mobile profile and unthrottled. */
  firstSearch: FirstSearch[];
  budgets: BudgetCheck[];
}
