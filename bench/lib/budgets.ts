/**
 * The budgets the site is held to; the bench fails when any of them is broken. Speed is judged against the stock
 * site measured in the same run (its runs alternated with each route's), so that a slower or busier machine moves
 * the yardstick with the site; the other categories, CLS and the JS weight have fixed bounds.
 */
import {COMPARED_RUNS, type CategoryId, type LighthouseRun} from './lighthouseRuns';
import {formatCls} from './report';
import type {BudgetCheck, RouteResult} from './results';

const FULL_SCORE_CATEGORIES: CategoryId[] = ['accessibility', 'best-practices', 'seo'];
const MAX_JS_OVER_BASELINE_PERCENT = 15;
const MEDIAN_OF = `medians of ${COMPARED_RUNS} runs, alternated with the stock page's`;

export function checkBudgets(routes: RouteResult[]): BudgetCheck[] {
  return [
    budget(`Lighthouse performance on mobile >= the stock page's, every route (${MEDIAN_OF})`, routes, (route) => {
      const [ours, stock] = [route.lighthouse.mobile, route.stockMobile];
      return ours.scores.performance >= stock.scores.performance
        ? undefined
        : `${route.weight.route} ${scoreWithLosses(ours, 'performance')} < stock ${stock.scores.performance} ` +
            `(runs ${performanceRuns(ours)} against ${performanceRuns(stock)})`;
    }),
    budget(`Total blocking time on mobile <= the stock page's, every route (${MEDIAN_OF})`, routes, (route) => {
      const [ours, stock] = [route.lighthouse.mobile, route.stockMobile];
      return ours.tbtMs <= stock.tbtMs
        ? undefined
        : `${route.weight.route} ${ours.tbtMs.toFixed(0)} ms > stock ${stock.tbtMs.toFixed(0)} ms ` +
            `(runs ${tbtRuns(ours)} against ${tbtRuns(stock)})`;
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
      const shifts = shifted.map((run) => `${weight.route} ${run.preset} ${formatCls(run.cls)}`);
      return shifts.length ? shifts.join(', ') : undefined;
    }),
  ];
}

/** `failureOf` says what is wrong with one route, or nothing when it keeps the budget. */
function budget(
  description: string,
  routes: RouteResult[],
  failureOf: (route: RouteResult) => string | undefined,
): BudgetCheck {
  const failures = routes.flatMap((route) => failureOf(route) ?? []);
  return {description, pass: failures.length === 0, failures};
}

/** `96 (errors-in-console -4)`: the score and the audits that cost it points. */
function scoreWithLosses(run: LighthouseRun, category: CategoryId): string {
  const losses = run.lostPoints.filter((loss) => loss.category === category);
  const lossList = losses.map((loss) => `${loss.auditId} -${loss.points}`).join(', ');
  return lossList ? `${run.scores[category]} (${lossList})` : String(run.scores[category]);
}

const performanceRuns = (run: LighthouseRun): string => run.samples.map((sample) => sample.scores.performance).join(' ');
const tbtRuns = (run: LighthouseRun): string => run.samples.map((sample) => sample.tbtMs.toFixed(0)).join(' ');
