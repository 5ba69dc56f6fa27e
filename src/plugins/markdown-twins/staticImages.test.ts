import {mkdir, mkdtemp, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {staticImageResolver} from './staticImages';

describe('staticImageResolver', () => {
  it('finds the static file an inlined image came from, in any static folder', async () => {
    const site = await mkdtemp(join(tmpdir(), 'twins-'));
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><title>Flow</title></svg>';
    await mkdir(join(site, 'static', 'img', 'docs'), {recursive: true});
    await mkdir(join(site, 'openapi'));
    await writeFile(join(site, 'static', 'img', 'docs', 'flow.svg'), svg);
    await writeFile(join(site, 'openapi', 'logo.svg'), '<svg/>');
    try {
      const resolve = await staticImageResolver(site, ['static', 'openapi']);
      expect(resolve(`data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`)).toBe('/img/docs/flow.svg');
      expect(resolve(`data:image/svg+xml,${encodeURIComponent('<svg/>')}`)).toBe('/logo.svg');
      expect(resolve('data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=')).toBeUndefined();
    } finally {
      await rm(site, {recursive: true});
    }
  });
});
