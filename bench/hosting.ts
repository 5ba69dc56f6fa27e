/**
 * `npm run bench:hosting` (after `npm run build`): what a reader's first visit costs as each way of serving the build
 * answers it. Three nginx servers of the same build, measured in turns:
 * - `stock`: an ordinary static configuration (`try_files $uri $uri/ =404`, nothing else), as a new host would have it;
 * - `generated`: the configuration the build wrote (`src/plugins/host-config`), with the `.br`/`.gz` copies;
 * - `generated, no copies`: the same configuration on a copy of the build without the compressed files.
 * For each route: requests (redirects included) and bytes on the wire until the page has hydrated, median of the runs.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {cp, mkdtemp, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import type {Browser} from '@playwright/test';
import {nginxConfig} from '../scripts/serve';
import {withPlaywrightChromium} from './lib/chromium';
import {median} from './lib/median';
import {isPrefetch} from './lib/pageWeight';

const ROUTES = ['/android/home', '/android/integration/home', '/ios/additional_features/transparency', '/api/schemas/hook-container'];
const RUNS = 3;

interface Server {
  name: string;
  url: string;
  process: ChildProcess;
}

async function startNginx(name: string, port: number, conf: string, prefix: string): Promise<Server> {
  const file = join(prefix, `${port}.conf`);
  await writeFile(file, conf);
  const child = spawn('nginx', ['-p', prefix, '-c', file], {stdio: 'inherit'});
  await new Promise((done) => setTimeout(done, 500));
  return {name, url: `http://127.0.0.1:${port}`, process: child};
}

function stockConfig(root: string, port: number, prefix: string): string {
  const full = nginxConfig({root, port, prefix}).replace(/^load_module.*\n/m, '').replace(/^pid .*$/m, `pid ${join(prefix, `${port}.pid`)};`);
  return full.replace(/  include [^\n]*nginx-http\.conf;\n/, '').replace(/    include [^\n]*nginx-server\.conf;/, '    location / { try_files $uri $uri/ =404; }');
}

async function firstVisit(browser: Browser, url: string): Promise<{requests: number; bytes: number; redirects: number}> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort('blockedbyclient'));
  const sizes: Promise<number>[] = [];
  let redirects = 0;
  page.on('response', (response) => {
    // Chunks for the pages that visible links lead to are fetched when idle, however the page is served: not counted.
    if (isPrefetch(response.request())) return;
    if (response.status() >= 300 && response.status() < 400) redirects += 1;
    sizes.push(
      response.request().sizes().then((size) => size.responseBodySize + size.responseHeadersSize, () => 0),
    );
  });
  await page.goto(url);
  await page.waitForSelector('html[data-has-hydrated]', {state: 'attached'});
  await page.waitForLoadState('load');
  const counted = await Promise.all(sizes);
  await context.close();
  return {requests: counted.length, bytes: counted.reduce((a, b) => a + b, 0), redirects};
}

async function main(): Promise<void> {
  const root = resolve('build');
  const prefix = await mkdtemp(join(tmpdir(), 'attrio-bench-hosting-'));
  const plain = join(prefix, 'build');
  await cp(root, plain, {recursive: true, filter: (source) => !/\.(br|gz)$/.test(source)});
  const servers = [
    await startNginx('stock', 3710, stockConfig(root, 3710, prefix), prefix),
    await startNginx('generated', 3711, nginxConfig({root, port: 3711, prefix}).replace(/^pid .*$/m, `pid ${join(prefix, '3711.pid')};`), prefix),
    await startNginx('generated, no copies', 3712, nginxConfig({root: plain, port: 3712, prefix}).replace(/^pid .*$/m, `pid ${join(prefix, '3712.pid')};`), prefix),
  ];
  const stop = () => servers.forEach((server) => server.process.kill('SIGTERM'));
  // A bench stopped by a signal must not leave its servers running.
  process.once('SIGINT', stop).once('SIGTERM', stop);
  try {
    await withPlaywrightChromium(async (browser) => {
      console.log('| Route | Served by | Requests | Redirects | Bytes on the wire (median of %d) |', RUNS);
      console.log('| --- | --- | --- | --- | --- |');
      for (const route of ROUTES) {
        const runs = new Map(servers.map((server) => [server.name, [] as Awaited<ReturnType<typeof firstVisit>>[]]));
        console.error(`Measuring ${route}`);
        for (let run = 0; run < RUNS; run += 1) {
          for (const server of servers) runs.get(server.name)!.push(await firstVisit(browser, `${server.url}${route}`));
        }
        for (const [name, visits] of runs) {
          const bytes = visits.map((visit) => visit.bytes);
          console.log(
            `| ${route} | ${name} | ${median(visits.map((v) => v.requests))} | ${visits[0]!.redirects} | ` +
              `${Math.round(median(bytes)).toLocaleString('en')} (${Math.min(...bytes).toLocaleString('en')}–${Math.max(...bytes).toLocaleString('en')}) |`,
          );
        }
      }
    });
  } finally {
    stop();
    await new Promise((done) => setTimeout(done, 500));
    await rm(prefix, {recursive: true, force: true});
  }
}

void main();
