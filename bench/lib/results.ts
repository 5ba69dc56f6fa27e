/** The shape of `bench/results.json`: everything the bench measured, and its budgets' verdicts. */
import type {ColdBuildStats} from './buildTiming';
import type {FirstSearch} from './firstSearch';
import type {LighthousePreset, LighthouseRun} from './lighthouse';
import type {PageWeight} from './pageWeight';

export interface RouteResult {
  weight: PageWeight;
  /** First-visit JS (gzip) over the baseline's, in percent: 10 means 10 % more. */
  jsGzipOverBaselinePercent: number;
  lighthouse: Record<LighthousePreset, LighthouseRun>;
}

export interface BudgetCheck {
  description: string;
  pass: boolean;
  /** What broke the budget, one entry a route (or route and preset, or search profile). */
  failures: string[];
}

export interface BenchResults {
  measuredAt: string;
  build: ColdBuildStats;
  /** The stock site, measured as the routes are: its JS is the yardstick, its scores the context for ours. */
  baseline: RouteResult;
  routes: RouteResult[];
  /** A reader's first search, on the mobile profile and unthrottled. */
  firstSearch: FirstSearch[];
  budgets: BudgetCheck[];
}
