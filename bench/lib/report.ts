/** The bench's printed report: build figures, the routes' tables, a first search, what was not counted, the budgets. */
import {CATEGORY_IDS, type LighthouseRun} from './lighthouseRuns';
import {FIRST_SEARCH_ROUTE, FIRST_SEARCH_QUERY, type FirstSearch} from './firstSearch';
import type {BenchResults, PageResult, RouteResult} from './results';

interface Column<Row> {
  header: string;
  cell: (row: Row) => string;
}

/** Plain-text table: columns padded to their widest cell, the first (labels) left-aligned, the rest right-aligned. */
function formatTable<Row>(columns: Column<Row>[], rows: Row[]): string {
  const headers = columns.map((column) => column.header);
  const cells = rows.map((row) => columns.map((column) => column.cell(row)));
  const widths = headers.map((header, column) => Math.max(header.length, ...cells.map((row) => (row[column] ?? '').length)));
  const formatRow = (row: string[]): string =>
    row
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ')
      .trimEnd();
  return [formatRow(headers), widths.map((width) => '-'.repeat(width)).join('  '), ...cells.map(formatRow)].join('\n');
}

const kib = (bytes: number): string => (bytes / 1024).toFixed(1);
const seconds = (ms: number): string => (ms / 1000).toFixed(1);
const mib = (bytes: number): string => (bytes / 1024 / 1024).toFixed(0);
/** Two significant digits, so that a shift too small for three decimals still shows as one. */
export const formatCls = (cls: number): string => (cls === 0 ? '0' : cls.toPrecision(2));

const categoryScores = (run: LighthouseRun): string => CATEGORY_IDS.map((id) => run.scores[id]).join('/');
/** `95 86 87 80 84`: one figure of each Lighthouse run, in the order taken. */
export const formatRuns = (figures: readonly number[]): string => figures.map((value) => value.toFixed(0)).join(' ');
const performanceRuns = (run: LighthouseRun): string => formatRuns(run.samples.map((sample) => sample.scores.performance));

/** A labelled row: the stock page's own rows carry `stock` before their route. */
interface Row {
  label: string;
  page: PageResult;
  /** The stock page's runs alternated with this row's, where the row is one of our routes. */
  stockMobile?: LighthouseRun;
}

const WEIGHT_COLUMNS: Column<Row & {jsGzipOverBaselinePercent: number}>[] = [
  {header: 'Route', cell: ({label}) => label},
  {header: 'HTML', cell: ({page}) => kib(page.weight.htmlBytes)},
  {header: 'JS', cell: ({page}) => kib(page.weight.jsBytes)},
  {header: 'JS gz', cell: ({page}) => kib(page.weight.jsGzipBytes)},
  {header: 'JS gz vs base', cell: ({jsGzipOverBaselinePercent: over}) => `${over >= 0 ? '+' : ''}${over.toFixed(1)} %`},
  {header: 'CSS', cell: ({page}) => kib(page.weight.cssBytes)},
  {header: 'CSS gz', cell: ({page}) => kib(page.weight.cssGzipBytes)},
  {header: 'Req', cell: ({page}) => String(page.weight.requests)},
  {header: 'Prefetch', cell: ({page}) => String(page.weight.prefetchRequests)},
];

const dash = '-';
const MOBILE_COLUMNS: Column<Row>[] = [
  {header: 'Route', cell: ({label}) => label},
  {header: 'P/A/BP/SEO', cell: ({page}) => categoryScores(page.lighthouse.mobile)},
  // The stock row pools every route's stock runs: their count, not thirty scores.
  {
    header: 'P runs',
    cell: ({page, stockMobile}) =>
      stockMobile ? performanceRuns(page.lighthouse.mobile) : `${page.lighthouse.mobile.samples.length} runs`,
  },
  {header: 'LCP', cell: ({page}) => seconds(page.lighthouse.mobile.lcpMs)},
  {header: 'TBT', cell: ({page}) => page.lighthouse.mobile.tbtMs.toFixed(0)},
  {header: 'CLS', cell: ({page}) => formatCls(page.lighthouse.mobile.cls)},
  {header: 'stock P', cell: ({stockMobile}) => (stockMobile ? String(stockMobile.scores.performance) : dash)},
  {header: 'stock P runs', cell: ({stockMobile}) => (stockMobile ? performanceRuns(stockMobile) : dash)},
  {header: 'stock LCP', cell: ({stockMobile}) => (stockMobile ? seconds(stockMobile.lcpMs) : dash)},
  {header: 'stock TBT', cell: ({stockMobile}) => (stockMobile ? stockMobile.tbtMs.toFixed(0) : dash)},
];

const DESKTOP_COLUMNS: Column<Row>[] = [
  {header: 'Route', cell: ({label}) => label},
  {header: 'P/A/BP/SEO', cell: ({page}) => categoryScores(page.lighthouse.desktop)},
  {header: 'LCP', cell: ({page}) => seconds(page.lighthouse.desktop.lcpMs)},
  {header: 'TBT', cell: ({page}) => page.lighthouse.desktop.tbtMs.toFixed(0)},
  {header: 'CLS', cell: ({page}) => formatCls(page.lighthouse.desktop.cls)},
];

const FIRST_SEARCH_COLUMNS: Column<FirstSearch>[] = [
  {header: 'Profile', cell: (search) => search.profile},
  {header: 'Last key → hit', cell: (search) => search.lastKeystrokeToHitMs.toFixed(0)},
  {header: 'Focus → hit', cell: (search) => search.focusToHitMs.toFixed(0)},
  {header: 'KiB', cell: (search) => kib(search.transferredBytes)},
  {header: 'Req', cell: (search) => String(search.requests)},
  {header: 'Prefetch', cell: (search) => String(search.prefetchRequests)},
];

/** The first search of a visit, one row a profile. */
export function formatFirstSearch(firstSearch: FirstSearch[]): string {
  return [
    `First search: "${FIRST_SEARCH_QUERY}" typed at five characters a second into the navbar box of ${FIRST_SEARCH_ROUTE}, ` +
      `median of ${firstSearch[0]?.runs.length ?? 0} runs. Mobile: 150 ms RTT, 1.6 Mbit/s, CPU slowed 4x.`,
    'Last key → hit: from the last keystroke to the first hit shown for the whole query (ms); Focus → hit: from the',
    "box's focus (ms); KiB: what the site sent from the focus on, headers included, until the hits' requests ended;",
    "Prefetch: chunks of the hits' pages, prefetched as for any visible link (not in KiB).",
    formatTable(FIRST_SEARCH_COLUMNS, firstSearch),
  ].join('\n');
}

export function formatReport({build, baseline, routes, firstSearch, budgets}: BenchResults): string {
  const blockedUrls = [...new Set(routes.flatMap(({weight}) => weight.blockedUrls))];
  const benchmarkIndexes = [baseline, ...routes].flatMap(({lighthouse}) =>
    Object.values(lighthouse).flatMap((run) => run.benchmarkIndexRange),
  );
  const stockRow = {label: `stock ${baseline.weight.route}`, page: baseline, jsGzipOverBaselinePercent: 0};
  const routeRows = routes.map((route: RouteResult) => ({...route, label: route.weight.route, page: route}));
  return [
    build
      ? `Cold build (npm run build, ${build.runs.length} runs): median ${seconds(build.medianWallTimeMs)} s ` +
        `(${build.runs.map((run) => seconds(run.wallTimeMs)).join(', ')}), peak memory ${mib(build.peakRssBytes)} MiB ` +
        `(${build.memoryMethod})`
      : 'Cold build: not measured (an existing build was measured)',
    '',
    'First visit, empty cache, served with gzip, counted until React has hydrated the page. Sizes in KiB, gzip at',
    'level 6. Req: requests the page makes; Prefetch: chunks prefetched for its links (not in JS). The first row is',
    "the baseline, a stock classic site's one page.",
    formatTable(WEIGHT_COLUMNS, [stockRow, ...routeRows]),
    '',
    `Lighthouse, mobile: ${alternationText(routes)}`,
    'P/A/BP/SEO: performance (median run)/accessibility/best-practices/seo (lowest run); LCP in s and TBT in ms, each',
    "its own median; CLS the largest of any run. The stock columns are the stock page's runs taken in turns with",
    "that route's; the stock row pools all of them.",
    formatTable(MOBILE_COLUMNS, [stockRow, ...routeRows]),
    '',
    'Lighthouse, desktop (one run each):',
    formatTable(DESKTOP_COLUMNS, [stockRow, ...routeRows]),
    '',
    ...(blockedUrls.length ? [`Not counted (other hosts, aborted: no network here): ${blockedUrls.join(', ')}`] : []),
    `Lighthouse benchmark index of this machine: ${Math.min(...benchmarkIndexes).toFixed(0)} to ` +
      `${Math.max(...benchmarkIndexes).toFixed(0)}`,
    '',
    formatFirstSearch(firstSearch),
    '',
    "Budgets (a failed speed budget ends with the rank test p of its runs against the stock page's: the chance of",
    'runs at least as far apart from one spread of figures; with a high p the runs do not tell the two apart):',
    ...budgets.flatMap(({pass, description, failures}) => [
      `${pass ? 'PASS' : 'FAIL'}  ${description}`,
      ...failures.map((failure) => `        ${failure}`),
    ]),
  ].join('\n');
}

function alternationText(routes: RouteResult[]): string {
  const runs = routes[0]?.lighthouse.mobile.samples.length ?? 0;
  return `each route ${runs} runs, alternated with ${runs} of the stock page.`;
}
