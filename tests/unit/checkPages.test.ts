/**
 * `npm run check:pages` (scripts/check-pages.ts) on fixture pages added to the real docs: each kind of problem a
 * writer can make is reported with its page, line and check.
 */
import {describe, expect, it} from 'vitest';
import {join} from 'node:path';
import {tmpdir} from 'node:os';
import {checkPages, pagePath} from '../../scripts/check-pages';
import {readDocs, type DocFile} from '../support/docs';

const broken: DocFile = {
  path: 'android/fixture-broken.mdx',
  source: [
    '---', // 1
    'title: A broken fixture page',
    'description: A page with one problem of each kind the command must report, %%product.nmae%% included.', // 3: unknown token
    'sidebar_label: Broken fixture',
    '---', // 5
    '',
    '# Broken fixture',
    '',
    'Version %%android.versoin%% of the SDK.', // 9: unknown token
    '',
    'See [the event guide](/android/eventz) and [events](/android/event#no-such-heading).', // 11: broken link, broken anchor
    '',
    'Also [this page](#broken-fixture), [a file link](../android/event.mdx) and [integration](/android/integration/).', // 13: fine
    '',
    '```xml title="res/values/strings.xml"', // 15
    '<resources>',
    '  <string name="app_name">Demo</string>', // 17
    '</resourcez>', // 18: not well-formed
    '```',
    '',
    '```kotlin', // 21: no title
    'Attrio.showSmartBanner()', // 22: not in the manifest
    '```',
  ].join('\n'),
};

const unparsable: DocFile = {
  path: 'android/fixture-syntax.mdx',
  source: ['---', 'title: Syntax fixture', 'description: A page whose JSX does not close, for the MDX check.', 'sidebar_label: Syntax', '---', '', '<div>', 'text', ''].join('\n'),
};

describe('check:pages', () => {
  const docs = [...readDocs(), broken, unparsable];
  const report = checkPages([broken.path, unparsable.path], {docs, workDir: join(tmpdir(), `check-pages-test-${process.pid}`)});
  const lines = async () => (await report).problems.map((p) => `${p.file}:${p.line}: [${p.check}] ${p.message}`);

  it('reports an unknown token with its line, in the body and in front matter', async () => {
    expect(await lines()).toContainEqual(expect.stringMatching(/^docs\/android\/fixture-broken\.mdx:9: \[tokens\] unknown token %%android\.versoin%%/));
    expect(await lines()).toContainEqual(expect.stringMatching(/^docs\/android\/fixture-broken\.mdx:3: \[tokens\] unknown token %%product\.nmae%%\. Tokens under "product"/));
  });

  it('reports a link to no route and an anchor that is no heading of its target, and nothing for good links', async () => {
    const links = (await lines()).filter((l) => l.includes('[links]'));
    expect(links).toEqual([
      'docs/android/fixture-broken.mdx:11: [links] broken link /android/eventz: no doc, page or static file has this route',
      'docs/android/fixture-broken.mdx:11: [links] broken anchor /android/event#no-such-heading: docs/android/event.mdx has no heading with id "no-such-heading"',
    ]);
  });

  it('reports a sample its compiler rejects, at the page line', async () => {
    expect(await lines()).toContainEqual(expect.stringMatching(/^docs\/android\/fixture-broken\.mdx:18: \[samples\] /));
  });

  it('reports the unit tests’ page rules: a code block without a title, a call the SDK manifest does not declare', async () => {
    const all = await lines();
    expect(all).toContain('docs/android/fixture-broken.mdx:21: [rules] code-title: code block without a title="…"');
    expect(all).toContainEqual(expect.stringMatching(/fixture-broken\.mdx:22: \[rules\] sdk-manifest: Attrio\.showSmartBanner/));
  });

  it('reports a page that does not compile as MDX, with its line', async () => {
    expect(await lines()).toContainEqual(expect.stringMatching(/^docs\/android\/fixture-syntax\.mdx:\d+: \[mdx\] /));
  });

  it('reports nothing on pages not named, and times each check', async () => {
    const {problems, summaries} = await report;
    expect(problems.every((p) => p.file.startsWith('docs/android/fixture-'))).toBe(true);
    expect(summaries.map((s) => s.check)).toEqual(['tokens', 'mdx', 'links', 'rules', 'samples', 'semantic']);
  });

  it('accepts a page as android/event.mdx, docs/android/event.mdx or android/event', () => {
    const real = readDocs();
    expect(['android/event.mdx', 'docs/android/event.mdx', 'android/event'].map((a) => pagePath(a, real))).toEqual(Array(3).fill('android/event.mdx'));
    expect(pagePath('android/nope.mdx', real)).toBeUndefined();
  });
}, 120_000);
