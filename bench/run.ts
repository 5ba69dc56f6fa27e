/**
 * `npm run bench`, from the project root: cold builds, first-visit page weight and Lighthouse (mobile and desktop)
 * on representative routes, a reader's first search, a stock Docusaurus site as the baseline, and the budgets. Prints
 * the report, writes bench/results.json, and exits 1 when a budget is broken. Progress goes to stderr, the report to
 * stdout. `npm run bench:first-search` runs the first search alone.
 */
import {writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import {buildBaselineSite, type BaselineSite} from './lib/baseline';
import {withCdnMirror} from './lib/cdnMirror';
import {checkBudgets} from './lib/budgets';
import {measureColdBuilds} from './lib/buildTiming';
import {withPlaywrightChromium} from './lib/chromium';
import {runLighthouse, type LighthousePreset, type LighthouseRun} from './lib/lighthouse';
import {measureFirstSearches, type FirstSearch} from './lib/firstSearch';
import {measurePageWeight, type PageWeight} from './lib/pageWeight';
import {formatReport} from './lib/report';
import type {BenchResults, RouteResult} from './lib/results';
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

  console.error('Cold production builds…');
  const build = await measureColdBuilds(projectDir, COLD_BUILD_RUNS);

  console.error('Baseline site…');
  const baselineSite = await buildBaselineSite(projectDir);
  const {baseline, routes, firstSearch} = await measureSites(projectDir, baselineSite).finally(() => baselineSite.remove());

  const budgets = checkBudgets(routes, firstSearch);
  const results: BenchResults = {measuredAt: new Date().toISOString(), build, baseline, routes, firstSearch, budgets};
  await writeFile(join(projectDir, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log(formatReport(results));
  return budgets.every((budget) => budget.pass);
}

async function measureSites(
  projectDir: string,
  baselineSite: BaselineSite,
): Promise<{baseline: RouteResult; routes: RouteResult[]; firstSearch: FirstSearch[]}> {
  const baseline = await withStaticServer(baselineSite.siteDir, async (baseUrl) => {
    const weight = await withPlaywrightChromium((browser) => measurePageWeight(browser, baseUrl, baselineSite.route));
    return {weight, jsGzipOverBaselinePercent: 0, lighthouse: await runLighthousePresets(`${baseUrl}${weight.route}`, [])};
  });
  return withStaticServer(projectDir, async (baseUrl) => {
    console.error(`Page weight: ${ROUTES.join(', ')}`);
    const weights = await withPlaywrightChromium(async (browser) => {
      const measured: PageWeight[] = [];
      for (const route of ROUTES) measured.push(await measurePageWeight(browser, baseUrl, route));
      return measured;
    });
    const firstSearch = await withPlaywrightChromium((browser) => measureFirstSearches(browser, baseUrl));
    // One at a time and with the browser above closed: Lighthouse's timings suffer from anything running beside.
    const routes = await withCdnMirror(projectDir, async (chromiumFlags) => {
      const routeResults: RouteResult[] = [];
      for (const weight of weights) {
        routeResults.push({
          weight,
          jsGzipOverBaselinePercent: 100 * (weight.jsGzipBytes / baseline.weight.jsGzipBytes - 1),
          lighthouse: await runLighthousePresets(`${baseUrl}${weight.route}`, chromiumFlags),
        });
      }
      return routeResults;
    });
    return {baseline, routes, firstSearch};
  });
}

async function runLighthousePresets(
  url: string,
  chromiumFlags: string[],
): Promise<Record<LighthousePreset, LighthouseRun>> {
  console.error(`Lighthouse (mobile, then desktop): ${url}`);
  return {
    mobile: await runLighthouse(url, 'mobile', chromiumFlags),
    desktop: await runLighthouse(url, 'desktop', chromiumFlags),
  };
}

main().then(
  (budgetsKept) => process.exit(budgetsKept ? 0 : 1),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
