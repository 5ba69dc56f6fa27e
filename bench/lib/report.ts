/** The bench's printed report: build figures, one table of the routes, what was not counted, the budgets. */
import {CATEGORY_IDS, type LighthousePreset, type LighthouseRun} from './lighthouse';
import {FIRST_SEARCH_ROUTE, FIRST_SEARCH_QUERY, type FirstSearch} from './firstSearch';
import type {BenchResults, RouteResult} from './results';

interface Column {
  header: string;
  cell: (route: RouteResult) => string;
}

/** Plain-text table: columns padded to their widest cell, the first (labels) left-aligned, the rest right-aligned. */
function formatTable(headers: string[], rows: string[][]): string {
  const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)));
  const formatRow = (cells: string[]): string =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ')
      .trimEnd();
  return [formatRow(headers), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(formatRow)].join('\n');
}

const kib = (bytes: number): string => (bytes / 1024).toFixed(1);
const seconds = (ms: number): string => (ms / 1000).toFixed(1);
const mib = (bytes: number): string => (bytes / 1024 / 1024).toFixed(0);
/** Two significant digits, so that a shift too small for three decimals still shows as one. */
export const formatCls = (cls: number): string => (cls === 0 ? '0' : cls.toPrecision(2));

function lighthouseColumns(preset: LighthousePreset, label: string): Column[] {
  const run = (route: RouteResult): LighthouseRun => route.lighthouse[preset];
  return [
    {header: `${label} P/A/BP/SEO`, cell: (route) => CATEGORY_IDS.map((id) => run(route).scores[id]).join('/')},
    {header: 'P runs', cell: (route) => run(route).performanceScores.join(' ')},
    {header: 'LCP', cell: (route) => seconds(run(route).lcpMs)},
    {header: 'TBT', cell: (route) => run(route).tbtMs.toFixed(0)},
    {header: 'CLS', cell: (route) => formatCls(run(route).cls)},
  ];
}

const COLUMNS: Column[] = [
  {header: 'Route', cell: ({weight}) => weight.route},
  {header: 'HTML', cell: ({weight}) => kib(weight.htmlBytes)},
  {header: 'JS', cell: ({weight}) => kib(weight.jsBytes)},
  {header: 'JS gz', cell: ({weight}) => kib(weight.jsGzipBytes)},
  {header: 'JS gz vs base', cell: ({jsGzipOverBaselinePercent: over}) => `${over >= 0 ? '+' : ''}${over.toFixed(1)} %`},
  {header: 'CSS', cell: ({weight}) => kib(weight.cssBytes)},
  {header: 'CSS gz', cell: ({weight}) => kib(weight.cssGzipBytes)},
  {header: 'Req', cell: ({weight}) => String(weight.requests)},
  {header: 'Prefetch', cell: ({weight}) => String(weight.prefetchRequests)},
  ...lighthouseColumns('mobile', 'Mobile'),
  ...lighthouseColumns('desktop', 'Desktop'),
];

/** The first search of a visit, one row a profile. */
export function formatFirstSearch(firstSearch: FirstSearch[]): string {
  return [
    `First search: "${FIRST_SEARCH_QUERY}" typed at five characters a second into the navbar box of ${FIRST_SEARCH_ROUTE}, ` +
      `median of ${firstSearch[0]?.runs.length ?? 0} runs. Mobile: 150 ms RTT, 1.6 Mbit/s, CPU slowed 4x.`,
    'Last key → hit: from the last keystroke to the first hit shown for the whole query (ms); Focus → hit: from the',
    "box's focus (ms); KiB: what the site sent from the focus on, headers included, until the hits' requests ended;",
    "Prefetch: chunks of the hits' pages, prefetched as for any visible link (not in KiB).",
    formatTable(
      ['Profile', 'Last key → hit', 'Focus → hit', 'KiB', 'Req', 'Prefetch'],
      firstSearch.map((search) => [
        search.profile,
        search.lastKeystrokeToHitMs.toFixed(0),
        search.focusToHitMs.toFixed(0),
        kib(search.transferredBytes),
        String(search.requests),
        String(search.prefetchRequests),
      ]),
    ),
  ].join('\n');
}

export function formatReport({build, baseline, routes, firstSearch, budgets}: BenchResults): string {
  const blockedUrls = [...new Set(routes.flatMap(({weight}) => weight.blockedUrls))];
  const benchmarkIndexes = [baseline, ...routes].flatMap(({lighthouse}) =>
    Object.values(lighthouse).map((run) => run.benchmarkIndex),
  );
  return [
    `Cold build (npm run build, ${build.runs.length} runs): median ${seconds(build.medianWallTimeMs)} s ` +
      `(${build.runs.map((run) => seconds(run.wallTimeMs)).join(', ')}), peak memory ${mib(build.peakRssBytes)} MiB ` +
      `(${build.memoryMethod})`,
    '',
    'First visit, empty cache, served with gzip. Sizes in KiB, gzip at level 6. Req: requests the page makes; Prefetch:',
    'chunks prefetched for its links (not in JS). Lighthouse P/A/BP/SEO: performance/accessibility/best-practices/seo;',
    `LCP in s, TBT in ms; each the median of ${baseline.lighthouse.mobile.performanceScores.length} runs ` +
      '(P runs: the performance score of each).',
    `The first row is the baseline, a stock classic site's one page (${baseline.weight.route}).`,
    formatTable(
      COLUMNS.map((column) => column.header),
      [
        COLUMNS.map((column, index) => (index === 0 ? `stock ${baseline.weight.route}` : column.cell(baseline))),
        ...routes.map((route) => COLUMNS.map((column) => column.cell(route))),
      ],
    ),
    '',
    ...(blockedUrls.length ? [`Not counted (other hosts, aborted: no network here): ${blockedUrls.join(', ')}`] : []),
    `Lighthouse benchmark index of this machine: ${Math.min(...benchmarkIndexes).toFixed(0)} to ` +
      `${Math.max(...benchmarkIndexes).toFixed(0)}`,
    '',
    formatFirstSearch(firstSearch),
    '',
    'Budgets:',
    ...budgets.flatMap(({pass, description, failures}) => [
      `${pass ? 'PASS' : 'FAIL'}  ${description}`,
      ...failures.map((failure) => `        ${failure}`),
    ]),
  ].join('\n');
}
