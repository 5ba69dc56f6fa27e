import {describe, expect, it} from 'vitest';
import {checkBudgets} from '../../bench/lib/budgets';
import {layoutShifts, sampleOf} from '../../bench/lib/lighthouse';
import {summariseRuns, type LighthouseSample} from '../../bench/lib/lighthouseRuns';
import type {BudgetCheck, RouteResult} from '../../bench/lib/results';

function sample(performance: number, tbtMs: number, overrides: Partial<LighthouseSample> = {}): LighthouseSample {
  return {
    scores: {performance, accessibility: 100, 'best-practices': 100, seo: 100},
    lcpMs: 2000,
    tbtMs,
    cls: 0,
    shifts: [],
    lostPoints: [],
    benchmarkIndex: 2000,
    runWarnings: [],
    ...overrides,
  };
}

/** A route whose five mobile runs are `ours`, alternated with the stock page's five `stock` runs. */
function route(path: string, ours: LighthouseSample[], stock: LighthouseSample[], jsGzipOverBaselinePercent = 0): RouteResult {
  const bytes = 1000;
  return {
    weight: {
      route: path,
      htmlBytes: bytes,
      jsBytes: bytes,
      jsGzipBytes: bytes,
      cssBytes: bytes,
      cssGzipBytes: bytes,
      requests: 1,
      prefetchRequests: 0,
      blockedUrls: [],
    },
    jsGzipOverBaselinePercent,
    lighthouse: {mobile: summariseRuns('mobile', ours), desktop: summariseRuns('desktop', [sample(100, 0)])},
    stockMobile: summariseRuns('mobile', stock),
  };
}

/** The parts of a Lighthouse report that the bench reads, with every score 100 but performance's 88. */
function report({tbtMs}: {tbtMs: number}): Parameters<typeof sampleOf>[0] {
  const category = (score: number) => ({score, auditRefs: []});
  return {
    categories: {performance: category(0.88), accessibility: category(1), 'best-practices': category(1), seo: category(1)},
    audits: {
      'largest-contentful-paint': {numericValue: 2000},
      'total-blocking-time': {numericValue: tbtMs},
      'cumulative-layout-shift': {numericValue: 0},
    },
    environment: {benchmarkIndex: 2000},
    runWarnings: [],
    finalDisplayedUrl: 'http://localhost/tied',
  } as unknown as Parameters<typeof sampleOf>[0];
}

const stockRuns = [sample(90, 300), sample(86, 420), sample(88, 350), sample(92, 280), sample(87, 380)];

function verdict(budgets: BudgetCheck[], startOfDescription: string): BudgetCheck {
  const found = budgets.find((budget) => budget.description.startsWith(startOfDescription));
  if (!found) throw new Error(`No budget starts with ${startOfDescription}`);
  return found;
}

describe('bench budgets relative to the stock page', () => {
  it('pass a route that is at least as fast as the stock page measured beside it', () => {
    const ours = [sample(89, 340), sample(93, 250), sample(88, 350), sample(91, 300), sample(85, 500)];
    const budgets = checkBudgets([route('/fast', ours, stockRuns)], []);
    expect(budgets.filter((budget) => !budget.pass)).toEqual([]);
  });

  it('fail a route whose median mobile performance is below the stock median, naming both runs', () => {
    const ours = [sample(95, 200), sample(86, 300), sample(87, 300), sample(80, 300), sample(84, 300)];
    const performance = verdict(checkBudgets([route('/slow', ours, stockRuns)], []), 'Lighthouse performance');
    expect(performance.pass).toBe(false);
    expect(performance.failures).toEqual(['/slow 86 < stock 88 (runs 95 86 87 80 84 against 90 86 88 92 87; rank test p 0.29)']);
  });

  it('judge performance by the median, not by the best run', () => {
    const oneGoodRun = [sample(99, 100), sample(70, 900), sample(70, 900), sample(70, 900), sample(70, 900)];
    const performance = verdict(checkBudgets([route('/lucky', oneGoodRun, stockRuns)], []), 'Lighthouse performance');
    expect(performance.pass).toBe(false);
  });

  it('fail a route whose median TBT is above the stock median even when its score ties', () => {
    const ours = [sample(88, 360), sample(88, 360), sample(88, 360), sample(88, 360), sample(88, 360)];
    const budgets = checkBudgets([route('/blocking', ours, stockRuns)], []);
    expect(verdict(budgets, 'Lighthouse performance').pass).toBe(true);
    const tbt = verdict(budgets, 'Total blocking time');
    expect(tbt.pass).toBe(false);
    expect(tbt.failures).toEqual(['/blocking 360 ms > stock 350 ms (runs 360 360 360 360 360 against 300 420 350 280 380; rank test p 0.66)']);
  });

  it('compare TBT in whole milliseconds, as the failure prints it', () => {
    // Lighthouse's TBT is a sum of timings, with float noise in the last digits; read as the bench reads a report.
    const read = sampleOf(report({tbtMs: 221.0000000000001}));
    const ours = [read, read, read];
    const stock = [sample(88, 300), sample(88, 221), sample(88, 150)];
    const tbt = verdict(checkBudgets([route('/tied', ours, stock)], []), 'Total blocking time');
    expect(tbt.failures).toEqual([]);
  });

  it('compare each route with the stock runs taken beside it, not with another route\'s', () => {
    const slowMachineStock = stockRuns.map((run) => sample(run.scores.performance - 20, run.tbtMs * 2));
    const ours = [sample(70, 650), sample(70, 650), sample(70, 650), sample(70, 650), sample(70, 650)];
    const budgets = checkBudgets([route('/on-a-slow-machine', ours, slowMachineStock), route('/also', ours, stockRuns)], []);
    expect(verdict(budgets, 'Lighthouse performance').failures).toEqual([
      '/also 70 < stock 88 (runs 70 70 70 70 70 against 90 86 88 92 87; rank test p 0.01)',
    ]);
  });

  it('hold accessibility to 100 in every run, not only the median one', () => {
    const lowContrast = sample(92, 200, {
      scores: {performance: 92, accessibility: 96, 'best-practices': 100, seo: 100},
      lostPoints: [{category: 'accessibility', auditId: 'color-contrast', points: 4}],
    });
    const ours = [sample(92, 200), sample(92, 200), lowContrast, sample(92, 200), sample(92, 200)];
    const accessibility = verdict(checkBudgets([route('/contrast', ours, stockRuns)], []), 'Lighthouse accessibility');
    expect(accessibility.failures).toEqual(['/contrast 96 (color-contrast -4)']);
  });

  it('fail a layout shift in any one run', () => {
    const ours = [sample(92, 200), sample(92, 200, {cls: 0.002}), sample(92, 200), sample(92, 200), sample(92, 200)];
    const cls = verdict(checkBudgets([route('/shifting', ours, stockRuns)], []), 'CLS');
    expect(cls.failures).toEqual(['/shifting mobile 0.0020']);
  });

  it('name the elements that moved, from every run that saw a shift', () => {
    const ours = [
      sample(92, 200, {cls: 0.0079, shifts: [{selector: 'main > p', label: 'Some text', score: 0.0079}]}),
      sample(92, 200),
      sample(92, 200, {cls: 0.0004, shifts: [{selector: 'nav > a', score: 0.0003}, {score: 0.0001}]}),
      sample(92, 200),
      sample(92, 200),
    ];
    const cls = verdict(checkBudgets([route('/shifting', ours, stockRuns)], []), 'CLS');
    expect(cls.failures).toEqual([
      '/shifting mobile 0.0079 (run 1: main > p "Some text" 0.0079; run 3: nav > a 0.00030, an element Lighthouse did not name 0.00010)',
    ]);
  });

  it('fail JavaScript more than 15 % over the stock page', () => {
    const ours = [sample(92, 200), sample(92, 200), sample(92, 200), sample(92, 200), sample(92, 200)];
    const js = verdict(checkBudgets([route('/heavy', ours, stockRuns, 15.4)], []), 'First-visit JS');
    expect(js.failures).toEqual(['/heavy 115.4 %']);
  });
});

describe("the bench reads Lighthouse's layout shifts", () => {
  type Audits = Parameters<typeof layoutShifts>[0];
  it('as the element each moved most and its score, naming what Lighthouse left unnamed as such', () => {
    const items = [{node: {type: 'node', selector: 'body', nodeLabel: 'Attrio'}, score: 0.041}, {score: 0.002}];
    const lhr = {audits: {'layout-shifts': {details: {type: 'table', headings: [], items}}}} as unknown as Audits;
    expect(layoutShifts(lhr)).toEqual([
      {selector: 'body', label: 'Attrio', score: 0.041},
      {selector: undefined, label: undefined, score: 0.002},
    ]);
  });

  it('and says why when the audit failed', () => {
    const lhr = {audits: {'layout-shifts': {errorMessage: 'trace missing'}}} as unknown as Audits;
    expect(layoutShifts(lhr)).toEqual([{label: 'layout-shifts audit failed: trace missing', score: 0}]);
  });
});
