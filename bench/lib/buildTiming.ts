/**
 * Cold production builds: wall time and peak memory of `npm run build` with every cache removed first.
 *
 * Memory is the peak, over samples taken every 100 ms, of the summed resident set size of every process in the
 * build's process group (npm, the API generator, Docusaurus and anything they start), read from /proc: the tree's
 * total, where `/usr/bin/time` would report only its largest single process.
 */
import {readdir, readFile, rm} from 'node:fs/promises';
import {join} from 'node:path';
import {apiReference} from '../../src/data/apiReference';
import {median} from './median';
import {startProcessGroup} from './processes';

export interface BuildRun {
  wallTimeMs: number;
  peakRssBytes: number;
}

export interface ColdBuildStats {
  runs: BuildRun[];
  medianWallTimeMs: number;
  peakRssBytes: number;
  memoryMethod: string;
}

const MEMORY_METHOD = 'peak of the summed RSS of the build process group, sampled from /proc every 100 ms';
const SAMPLE_INTERVAL_MS = 100;

/**
 * What a cold build must not find: the last output, the generated client code, the bundler's persistent cache, and
 * the API reference pages, which `npm run gen-api` keeps while their inputs are unchanged (a fresh checkout has none).
 */
const BUILD_STATE_DIRS = ['build', '.docusaurus', join('node_modules', '.cache'), apiReference.outputDir];

export async function measureColdBuilds(siteDir: string, runCount: number): Promise<ColdBuildStats> {
  const runs: BuildRun[] = [];
  for (let run = 1; run <= runCount; run += 1) {
    await Promise.all(BUILD_STATE_DIRS.map((dir) => rm(join(siteDir, dir), {recursive: true, force: true})));
    const result = await timeBuild(siteDir);
    runs.push(result);
    console.error(`  cold build ${run}/${runCount}: ${(result.wallTimeMs / 1000).toFixed(1)} s`);
  }
  return {
    runs,
    medianWallTimeMs: median(runs.map((run) => run.wallTimeMs)),
    peakRssBytes: Math.max(...runs.map((run) => run.peakRssBytes)),
    memoryMethod: MEMORY_METHOD,
  };
}

async function timeBuild(siteDir: string): Promise<BuildRun> {
  const startedAt = performance.now();
  const build = startProcessGroup('npm', ['run', 'build'], {cwd: siteDir});
  let peakRssBytes = 0;
  let sampling = Promise.resolve();
  const sampler = setInterval(() => {
    // Chained, so a slow read never overlaps the next one.
    sampling = sampling.then(async () => {
      peakRssBytes = Math.max(peakRssBytes, await groupRssBytes(build.groupId));
    });
  }, SAMPLE_INTERVAL_MS);
  try {
    await build.finished;
  } finally {
    clearInterval(sampler);
  }
  const wallTimeMs = performance.now() - startedAt;
  await sampling;
  return {wallTimeMs, peakRssBytes};
}

/** Summed RSS of the processes in process group `groupId`; a process that ends mid-read counts as 0. */
async function groupRssBytes(groupId: number): Promise<number> {
  let totalKib = 0;
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    // Field 5 is the group; the command name (field 2) may hold spaces, so count from its closing parenthesis.
    const groupField = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2];
    if (Number(groupField) !== groupId) continue;
    const status = await readFile(`/proc/${entry}/status`, 'utf8').catch(() => '');
    totalKib += Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0);
  }
  return totalKib * 1024;
}
