/**
 * `npm run bench:ab -- <site A> <site B> [--route /path]… [--runs N] [--a-route /path]`: is build B faster or lighter
 * than build A? Each site is a project folder with a production build in `build/` (a worktree of this repository with
 * one change, built). `--a-route` measures another route of A against each of B's: the stock site's one page (`/`),
 * to see whether a change keeps a budget the bench holds us to. For each route: the first-visit JS (gzip), then Lighthouse mobile runs of the two builds alternated, N each,
 * with each figure's median, its spread over the runs, and the rank test's p-value (`lib/rankTest.ts`) of the two
 * sides differing. This is how an optimisation shows that it earns its place (src/plugins/README.md).
 */
import {resolve} from 'node:path';
import {parseArgs} from 'node:util';
import {withCdnMirror} from './lib/cdnMirror';
import {withPlaywrightChromium} from './lib/chromium';
import {runAlternated} from './lib/lighthouse';
import type {LighthouseSample} from './lib/lighthouseRuns';
import {median} from './lib/median';
import {measurePageWeight} from './lib/pageWeight';
import {mannWhitneyP} from './lib/rankTest';
import {withStaticServer} from './lib/server';

const DEFAULT_ROUTE = '/android/integration/home';
/** Enough for the rank test to see a shift that separates the runs (nine against nine: p < 0.001 at best). */
const DEFAULT_RUNS = 9;

const FIGURES: {name: string; of: (sample: LighthouseSample) => number; unit: string}[] = [
  {name: 'performance', of: (sample) => sample.scores.performance, unit: ''},
  {name: 'TBT', of: (sample) => sample.tbtMs, unit: ' ms'},
  {name: 'LCP', of: (sample) => sample.lcpMs, unit: ' ms'},
];

function spread(values: number[], unit: string): string {
  const round = (value: number): string => value.toFixed(0);
  return `${round(median(values))}${unit} [${round(Math.min(...values))}–${round(Math.max(...values))}]`;
}

async function main(): Promise<void> {
  const {values, positionals} = parseArgs({
    allowPositionals: true,
    options: {route: {type: 'string', multiple: true}, runs: {type: 'string'}, 'a-route': {type: 'string'}},
  });
  if (positionals.length !== 2) throw new Error('Usage: npm run bench:ab -- <site A> <site B> [--route /path]… [--runs N] [--a-route /path]');
  const [siteA, siteB] = positionals.map((dir) => resolve(dir)) as [string, string];
  const routes = values.route ?? [DEFAULT_ROUTE];
  const runs = Number(values.runs ?? DEFAULT_RUNS);
  const projectDir = process.cwd();

  await withStaticServer(siteA, (urlA) =>
    withStaticServer(siteB, async (urlB) => {
      for (const route of routes) {
        const routeA = values['a-route'] ?? route;
        const [weightA, weightB] = await withPlaywrightChromium(async (browser) => [
          await measurePageWeight(browser, urlA, routeA),
          await measurePageWeight(browser, urlB, route),
        ]);
        console.error(`${route}: Lighthouse mobile, ${runs} runs each, alternated`);
        const [runA, runB] = await withCdnMirror(projectDir, (chromiumFlags) =>
          runAlternated({url: `${urlA}${routeA}`, chromiumFlags}, {url: `${urlB}${route}`, chromiumFlags}, 'mobile', runs),
        );
        const lines = [
          `${route} (A ${siteA}${routeA === route ? '' : ` ${routeA}`}, B ${siteB}; ${runs} runs each, median [min–max], p of the rank test)`,
          `  JS gzip      A ${weightA.jsGzipBytes} B, B ${weightB.jsGzipBytes} B (${weightB.jsGzipBytes - weightA.jsGzipBytes} B)`,
          ...FIGURES.map(({name, of, unit}) => {
            const [a, b] = [runA.samples.map(of), runB.samples.map(of)];
            return `  ${name.padEnd(12)} A ${spread(a, unit)}, B ${spread(b, unit)}, p ${mannWhitneyP(a, b).toFixed(3)}`;
          }),
        ];
        console.log(lines.join('\n'));
      }
    }),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
