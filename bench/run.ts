/**
 * `npm run bench`, from the project root: cold builds, first-visit page weight and Lighthouse on representative
 * routes, each route's mobile runs alternated with a stock Docusaurus site's in the same run, a reader's first search,
 * and the budgets. Prints the report, writes bench/results.json, and exits 1 when a budget is broken. Progress goes
 * to stderr, the report to stdout. `npm run bench -- --existing-build` measures the build/ already there, without
 * the cold builds; `npm run bench:first-search` runs the first search alone.
 */
import {writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import {buildBaselineSite} from './lib/baseline';
import {withCdnMirror} from './lib/cdnMirror';
import {checkBudgets} from './lib/budgets';
import {measureColdBuilds} from './lib/buildTiming';
import {withPlaywrightChromium} from './lib/chromium';
import {measureFirstSearches, type FirstSearch} from './lib/firstSearch';
import {runAlternated, runLighthouse, type LighthouseTarget} from './lib/lighthouse';
import {COMPARED_RUNS, summariseRuns} from './lib/lighthouseRuns';
import {measurePageWeight, type PageWeight} from './lib/pageWeight';
import {formatReport} from './lib/report';
import type {BenchResults, PageResult, RouteResult} from './lib/results';
import {withStaticServer} from './lib/server';

/** One route of each kind of page: front door, landing page, platform guide, feature page, FAQ, API reference. */
const ROUTES = [
  '/',
  '/land',
  '/android/integration/home',
  '/ios/additional_features/transparency',
  '/faq/integration_troubleshooting',
  '/api/schemas/hook-container',
];
const COLD_BUILD_RUNS = 3;

async function main(): Promise<boolean> {
  const projectDir = process.cwd();
  const existingBuild = process.argv.includes('--existing-build');

  console.error(existingBuild ? 'Measuring the existing build/' : 'Cold production builds…');
  const build = existingBuild ? undefined : await measureColdBuilds(projectDir, COLD_BUILD_RUNS);

  console.error('Baseline site…');
  const baselineSite = await buildBaselineSite(projectDir);
  const {baseline, routes, firstSearch} = await withStaticServer(baselineSite.siteDir, (stockUrl) =>
    withStaticServer(projectDir, (ourUrl) => measureSites(projectDir, stockUrl, baselineSite.route, ourUrl)),
  ).finally(() => baselineSite.remove());

  const budgets = checkBudgets(routes, firstSearch);
  const results: BenchResults = {measuredAt: new Date().toISOString(), build, baseline, routes, firstSearch, budgets};
  await writeFile(join(projectDir, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log(formatReport(results));
  return budgets.every((budget) => budget.pass);
}

async function measureSites(
  projectDir: string,
  stockUrl: string,
  stockRoute: string,
  ourUrl: string,
): Promise<{baseline: PageResult; routes: RouteResult[]; firstSearch: FirstSearch[]}> {
  console.error(`Page weight: stock ${stockRoute}, ${ROUTES.join(', ')}`);
  const [stockWeight, ...weights] = await withPlaywrightChromium(async (browser) => {
    const measured: PageWeight[] = [await measurePageWeight(browser, stockUrl, stockRoute)];
    for (const route of ROUTES) measured.push(await measurePageWeight(browser, ourUrl, route));
    return measured;
  });
  const firstSearch = await withPlaywrightChromium((browser) => measureFirstSearches(browser, ourUrl));
  // One at a time and with the browser above closed: Lighthouse's timings suffer from anything running beside.
  return withCdnMirror(projectDir, async (chromiumFlags) => {
    const stock: LighthouseTarget = {url: `${stockUrl}${stockRoute}`, chromiumFlags};
    const routes: RouteResult[] = [];
    for (const weight of weights) {
      const ours: LighthouseTarget = {url: `${ourUrl}${weight.route}`, chromiumFlags};
      console.error(`Lighthouse mobile, ${COMPARED_RUNS} runs each, alternated: stock ${stockRoute} and ${weight.route}`);
      const [stockMobile, mobile] = await runAlternated(stock, ours, 'mobile', COMPARED_RUNS);
      console.error(`Lighthouse desktop: ${weight.route}`);
      routes.push({
        weight,
        jsGzipOverBaselinePercent: 100 * (weight.jsGzipBytes / stockWeight!.jsGzipBytes - 1),
        lighthouse: {mobile, desktop: await runLighthouse(ours, 'desktop')},
        stockMobile,
      });
    }
    console.error(`Lighthouse desktop: stock ${stockRoute}`);
    const baseline: PageResult = {
      weight: stockWeight!,
      lighthouse: {
        mobile: summariseRuns('mobile', routes.flatMap((route) => route.stockMobile.samples)),
        desktop: await runLighthouse(stock, 'desktop'),
      },
    };
    return {baseline, routes, firstSearch};
  });
}

main().then(
  (budgetsKept) => process.exit(budgetsKept ? 0 : 1),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
