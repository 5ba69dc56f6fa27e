/** The performance budgets the site is held to; the bench fails when any of them is broken. */
import {CATEGORY_IDS, type CategoryId, type LighthouseRun} from './lighthouse';
import {formatCls} from './report';
import type {FirstSearch} from './firstSearch';
import type {BudgetCheck, RouteResult} from './results';

const MIN_MOBILE_SCORES: Record<CategoryId, number> = {performance: 95, accessibility: 100, 'best-practices': 100, seo: 100};
const MAX_JS_OVER_BASELINE_PERCENT = 15;
/** A first search on a phone: hits within half a second of the last keystroke, for at most 200 KB. */
const MAX_MOBILE_FIRST_SEARCH_MS = 500;
const MAX_MOBILE_FIRST_SEARCH_BYTES = 200_000;

export function checkBudgets(routes: RouteResult[], firstSearch: FirstSearch[]): BudgetCheck[] {
  const mobileSearch = firstSearch.filter((search) => search.profile === 'mobile');
  return [
    ...CATEGORY_IDS.map((category) => {
      const min = MIN_MOBILE_SCORES[category];
      const description = `Lighthouse ${category} ${min === 100 ? '= 100' : `>= ${min}`} on mobile, every route`;
      return budget(description, routes, ({weight, lighthouse: {mobile}}) =>
        mobile.scores[category] >= min ? undefined : `${weight.route} ${scoreWithLosses(mobile, category)}`,
      );
    }),
    budget(
      `First-visit JS (gzip) <= ${100 + MAX_JS_OVER_BASELINE_PERCENT} % of the baseline, every route`,
      routes,
      ({weight, jsGzipOverBaselinePercent}) =>
        jsGzipOverBaselinePercent <= MAX_JS_OVER_BASELINE_PERCENT
          ? undefined
          : `${weight.route} ${(100 + jsGzipOverBaselinePercent).toFixed(1)} %`,
    ),
    budget('CLS = 0, every route, mobile and desktop', routes, ({weight, lighthouse}) => {
      const shifted = Object.values(lighthouse).filter((run) => run.cls !== 0);
      const shifts = shifted.map((run) => `${weight.route} ${run.preset} ${formatCls(run.cls)}`);
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
