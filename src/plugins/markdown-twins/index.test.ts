import {mkdir, mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import type {LoadedPlugin} from '@docusaurus/types';
import {writeMarkdownTwins} from '.';
import {readBuiltPages} from '../post-build/builtPages';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><title>Flow</title></svg>';

const docPage = (title: string, description: string, body: string) =>
  `<html><head><meta name=description content="${description}"></head><body>` +
  `<div class="theme-doc-markdown markdown"><header><h1>${title}</h1></header>${body}</div></body></html>`;

const plugins = [
  {
    name: 'docusaurus-plugin-content-docs',
    options: {id: 'default'},
    content: {
      loadedVersions: [
        {
          docs: [
            {id: 'intro', title: 'Home', permalink: '/', unlisted: false, frontMatter: {}},
            {id: 'guide/index', title: 'Guide', permalink: '/guide/', unlisted: false, frontMatter: {}},
          ],
          sidebars: {docs: [{type: 'doc', id: 'intro'}, {type: 'category', label: 'Guides', items: [{type: 'doc', id: 'guide/index'}]}]},
        },
      ],
    },
  },
  {name: 'docusaurus-plugin-content-pages', options: {id: 'default'}, content: [{permalink: '/land'}]},
] as unknown as LoadedPlugin[];

describe('markdown-twins plugin', () => {
  let siteDir: string;
  let outDir: string;

  beforeEach(async () => {
    siteDir = await mkdtemp(join(tmpdir(), 'twins-site-'));
    outDir = join(siteDir, 'build');
    await mkdir(join(siteDir, 'static', 'img'), {recursive: true});
    await writeFile(join(siteDir, 'static', 'img', 'flow.svg'), SVG);
    await mkdir(join(outDir, 'guide'), {recursive: true});
    await mkdir(join(outDir, 'land'), {recursive: true});
    await writeFile(join(outDir, 'index.html'), docPage('Home', 'Everything about the SDK.', '<p>Welcome.</p>'));
    const image = `<p><img alt="The flow." src="data:image/svg+xml;base64,${Buffer.from(SVG).toString('base64')}"></p>`;
    await writeFile(join(outDir, 'guide', 'index.html'), docPage('Guide', 'How to.', image));
    await writeFile(
      join(outDir, 'land', 'index.html'),
      '<html><body><div id=__docusaurus_skipToContent_fallback><h1>Welcome</h1></div></body></html>',
    );
  });

  afterEach(() => rm(siteDir, {recursive: true}));

  it('writes a twin beside every page and the two indexes, with the home page’s description as summary', async () => {
    const twinned = await writeMarkdownTwins(
      {siteDir},
      {sectionTitles: {}},
      {
        outDir,
        baseUrl: '/',
        plugins,
        siteConfig: {url: 'https://docs.example', title: 'Example Docs', tagline: 'Tagline', staticDirectories: ['static']},
        routesBuildMetadata: {'/land': {noIndex: true}},
      } as never,
      await readBuiltPages(outDir, ['/', '/guide/', '/land']),
    );
    expect(twinned).toEqual(['/', '/guide/', '/land']);
    expect(await readFile(join(outDir, 'index.md.txt'), 'utf8')).toBe(
      '# Home\n\nSource: <https://docs.example/>\n\nWelcome.\n',
    );
    expect(await readFile(join(outDir, 'guide', 'index.md.txt'), 'utf8')).toContain(
      '![The flow.](https://docs.example/img/flow.svg)',
    );
    expect(await readFile(join(outDir, 'land.md.txt'), 'utf8')).toMatch(/^# Welcome\n/);
    const index = await readFile(join(outDir, 'llms.txt'), 'utf8');
    expect(index).toMatch(/^# Example Docs\n\n> Everything about the SDK\.\n/);
    expect(index).toContain('## Guides\n\n- [Guide](https://docs.example/guide/index.md.txt): How to.\n');
    // A page kept out of search engines stays out of the lists, though it has its twin.
    expect(index).not.toContain('land');
    const full = await readFile(join(outDir, 'llms-full.txt'), 'utf8');
    expect(full.indexOf('# Home')).toBeLessThan(full.indexOf('# Guide'));
  });
});
