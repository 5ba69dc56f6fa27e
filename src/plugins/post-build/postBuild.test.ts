import {mkdir, mkdtemp, readdir, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import {afterAll, describe, expect, it} from 'vitest';
import type {LoadedPlugin} from '@docusaurus/types';
import {precompress} from '../host-config/precompress';
import {htmlFileOfRoute, readBuiltPages} from './builtPages';
import {checkCoverage} from './coverage';

describe('readBuiltPages', () => {
  it('finds the file the build wrote for a route', () => {
    expect(htmlFileOfRoute('/out', '/')).toBe('/out/index.html');
    expect(htmlFileOfRoute('/out', '/android/home')).toBe('/out/android/home/index.html');
    expect(htmlFileOfRoute('/out', '/android/integration/')).toBe('/out/android/integration/index.html');
    expect(htmlFileOfRoute('/out', '/404.html')).toBe('/out/404.html');
  });
});

describe('checkCoverage', () => {
  const docs = (...permalinks: string[]) =>
    [{name: 'docusaurus-plugin-content-docs', content: {loadedVersions: [{docs: permalinks.map((permalink) => ({permalink}))}]}}] as unknown as LoadedPlugin[];
  const coverage = {
    routes: ['/', '/android/home', '/land', '/search', '/hidden', '/404.html', '/__fixtures/crash'],
    routesBuildMetadata: {'/hidden': {noIndex: true}},
    plugins: docs('/', '/android/home', '/hidden'),
    indexed: ['/', '/android/home'],
    twinned: ['/', '/android/home', '/land'],
  };

  it('passes when every listed page has its twin and every listed doc is in the search index', () => {
    expect(() => checkCoverage(coverage)).not.toThrow();
  });

  it('stops the build, naming the pages, when the twins or the search index miss one', () => {
    expect(() => checkCoverage({...coverage, twinned: ['/', '/android/home']})).toThrow(/no Markdown twin for 1 listed pages: \/land/);
    expect(() => checkCoverage({...coverage, indexed: []})).toThrow(/2 docs missing from the search index: \/, \/android\/home/);
  });
});

describe('precompress', () => {
  let outDir = '';
  afterAll(() => rm(outDir, {recursive: true, force: true}));

  it('writes brotli and gzip copies of text files that are worth it, and reports the bytes', async () => {
    outDir = await mkdtemp(join(tmpdir(), 'precompress-'));
    await mkdir(join(outDir, 'assets'));
    const script = 'export const word = "attribution";\n'.repeat(200);
    await writeFile(join(outDir, 'assets', 'main.js'), script);
    await writeFile(join(outDir, 'tiny.css'), 'a{}');
    await writeFile(join(outDir, 'logo.png'), Buffer.alloc(4096));
    const report = await precompress(outDir);
    expect((await readdir(outDir, {recursive: true})).sort()).toEqual(
      ['assets', 'assets/main.js', 'assets/main.js.br', 'assets/main.js.gz', 'logo.png', 'tiny.css'],
    );
    expect(brotliDecompressSync(await readFile(join(outDir, 'assets', 'main.js.br'))).toString()).toBe(script);
    expect(gunzipSync(await readFile(join(outDir, 'assets', 'main.js.gz'))).toString()).toBe(script);
    expect(report).toMatchObject({files: 1, bytes: script.length});
    expect(report.brotliBytes).toBeLessThan(report.bytes / 10);
  });
});
