/**
 * The budgets the site is held to; the bench fails when any of them is broken. Speed is judged against the stock
 * site measured in the same run (its runs alternated with each route's), so that a slower or busier machine moves
 * the yardstick with the site; the other categories, CLS and the JS weight have fixed bounds.
 */
import {
  COMPARED_RUNS,
  type CategoryId,
  type LayoutShift,
  type LighthouseRun,
  type LighthouseSample,
} from './lighthouseRuns';
import {mannWhitneyP} from './rankTest';
import {formatCls, formatRuns} from './report';
import type {FirstSearch} from './firstSearch';
import type {BudgetCheck, RouteResult} from './results';

const FULL_SCORE_CATEGORIES: CategoryId[] = ['accessibility', 'best-practices', 'seo'];
const MAX_JS_OVER_BASELINE_PERCENT = 15;
const MEDIAN_OF = `medians of ${COMPARED_RUNS} runs, alternated with the stock page's`;
/** A first search on a phone: hits within half a second of the last keystroke, for at most 200 KB. */
const MAX_MOBILE_FIRST_SEARCH_MS = 500;
const MAX_MOBILE_FIRST_SEARCH_BYTES = 200_000;

export function checkBudgets(routes: RouteResult[], firstSearch: FirstSearch[]): BudgetCheck[] {
  const mobileSearch = firstSearch.filter((search) => search.profile === 'mobile');
  return [
    budget(`Lighthouse performance on mobile >= the stock page's, every route (${MEDIAN_OF})`, routes, (route) => {
      const [ours, stock] = [route.lighthouse.mobile, route.stockMobile];
      return ours.scores.performance >= stock.scores.performance
        ? undefined
        : `${route.weight.route} ${scoreWithLosses(ours, 'performance')} < stock ${stock.scores.performance} ` +
            `(${runsAgainst(ours, stock, (sample) => sample.scores.performance)})`;
    }),
    budget(`Total blocking time on mobile <= the stock page's, every route (${MEDIAN_OF})`, routes, (route) => {
      const [ours, stock] = [route.lighthouse.mobile, route.stockMobile];
      return ours.tbtMs <= stock.tbtMs
        ? undefined
        : `${route.weight.route} ${ours.tbtMs.toFixed(0)} ms > stock ${stock.tbtMs.toFixed(0)} ms ` +
            `(${runsAgainst(ours, stock, (sample) => sample.tbtMs)})`;
    }),
    ...FULL_SCORE_CATEGORIES.map((category) =>
      budget(`Lighthouse ${category} = 100 on mobile, every route and run`, routes, ({weight, lighthouse: {mobile}}) =>
        mobile.scores[category] === 100 ? undefined : `${weight.route} ${scoreWithLosses(mobile, category)}`,
      ),
    ),
    budget(
      `First-visit JS (gzip) <= ${100 + MAX_JS_OVER_BASELINE_PERCENT} % of the baseline, every route`,
      routes,
      ({weight, jsGzipOverBaselinePercent}) =>
        jsGzipOverBaselinePercent <= MAX_JS_OVER_BASELINE_PERCENT
          ? undefined
          : `${weight.route} ${(100 + jsGzipOverBaselinePercent).toFixed(1)} %`,
    ),
    budget('CLS = 0, every route and run, mobile and desktop', routes, ({weight, lighthouse}) => {
      const shifted = Object.values(lighthouse).filter((run) => run.cls !== 0);
      const shifts = shifted.map((run) => `${weight.route} ${run.preset} ${formatCls(run.cls)}${shiftsByRun(run)}`);
      return shifts.length ? shifts.join(', ') : undefined;
    }),
    budget(
      `First search on the mobile profile: last keystroke to first hit <= ${MAX_MOBILE_FIRST_SEARCH_MS} ms`,
      mobileSearch,
      ({lastKeystrokeToHitMs: ms}) => (ms <= MAX_MOBILE_FIRST_SEARCH_MS ? undefined : `${ms.toFixed(0)} ms`),
    ),
    budget(
      `First search on the mobile profile transfers <= ${MAX_MOBILE_FIRST_SEARCH_BYTES / 1000} KB`,
      mobileSearch,
      ({transferredBytes: bytes}) =>
        bytes <= MAX_MOBILE_FIRST_SEARCH_BYTES ? undefined : `${(bytes / 1000).toFixed(1)} KB`,
    ),
  ];
}

/** `failureOf` says what is wrong with one measurement (a route, a search), or nothing when it keeps the budget. */
function budget<Measured>(
  description: string,
  measured: Measured[],
  failureOf: (one: Measured) => string | undefined,
): BudgetCheck {
  const failures = measured.flatMap((one) => failureOf(one) ?? []);
  return {description, pass: failures.length === 0, failures};
}

/** `96 (errors-in-console -4)`: the score and the audits that cost it points. */
function scoreWithLosses(run: LighthouseRun, category: CategoryId): string {
  const losses = run.lostPoints.filter((loss) => loss.category === category);
  const lossList = losses.map((loss) => `${loss.auditId} -${loss.points}`).join(', ');
  return lossList ? `${run.scores[category]} (${lossList})` : String(run.scores[category]);
}

/** ` (run 2: main > p "Some text" 0.0079; run 4: …)`: each run's shifts, where any were named. */
function shiftsByRun(run: LighthouseRun): string {
  const named = run.samples.flatMap(({shifts}, index) =>
    shifts.length ? [`run ${index + 1}: ${shifts.map(describeShift).join(', ')}`] : [],
  );
  return named.length ? ` (${named.join('; ')})` : '';
}

function describeShift({selector, label, score}: LayoutShift): string {
  const element = [selector, label && `"${label}"`].filter(Boolean).join(' ') || 'an element Lighthouse did not name';
  return `${element} ${formatCls(score)}`;
}

/**
 * `runs 95 86 87 80 84 against 90 86 88 92 87; rank test p 0.29`: both sides' runs of one figure, and how likely runs
 * at least as far apart would be if the route and the stock page gave figures from the same spread. A median on the
 * wrong side with a high p is within the runs' noise; a low p is a difference the runs show. It is there to read the
 * verdict, which stays median against median: with five runs a side p cannot fall below about 0.01, and falls below
 * 0.05 only when at most 2 of the 25 pairs of runs go the other way (without ties).
 */
function runsAgainst(ours: LighthouseRun, stock: LighthouseRun, figure: (sample: LighthouseSample) => number): string {
  const [ourFigures, stockFigures] = [ours.samples.map(figure), stock.samples.map(figure)];
  const p = mannWhitneyP(ourFigures, stockFigures);
  return `runs ${formatRuns(ourFigures)} against ${formatRuns(stockFigures)}; rank test p ${p.toFixed(2)}`;
}
