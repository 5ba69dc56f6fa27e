import {mkdtemp, mkdir, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {gunzipSync} from 'node:zlib';
import {afterAll, describe, expect, it} from 'vitest';
import * as pagefind from 'pagefind';
import {INDEX_OPTIONS, indexableHtml, writeSearchIndex} from '.';
import {readBuiltPages} from '../post-build/builtPages';

/** A built page as the production build writes it (minified: unquoted attributes where it can). */
function builtPage({title, body, keywords}: {title: string; body: string; keywords?: string}): string {
  return (
    '<!doctype html><html lang=en><head><title>' +
    title +
    '</title><meta data-rh=true name=description content="Start the SDK once, in the main process."/>' +
    (keywords ? `<meta data-rh=true name=keywords content="${keywords}"/>` : '') +
    '</head><body><nav class=navbar><a href=/>Navbar word quokka</a></nav><main><article>' +
    '<nav class="theme-doc-breadcrumbs"><span>Breadcrumb word wombat</span></nav>' +
    `<div class="theme-doc-markdown markdown"><header><h1>${title}</h1></header>${body}</div></article>` +
    '<div class="col col--3"><div class="tableOfContents">Contents word numbat</div></div></main>' +
    '<footer class=footer>Footer word bilby</footer></body></html>'
  );
}

const docPage = builtPage({
  title: 'Apps with several processes',
  body: '<p>Each process creates its own <code>Application</code>.</p><ul role=tablist><li>Kotlin</ul>',
  keywords: 'multiple processes,multi-process',
});

describe('indexableHtml', () => {
  it('marks the article body, and the description and keywords as metadata', () => {
    const html = indexableHtml(docPage)!;
    expect(html).toContain('<div class="theme-doc-markdown markdown" data-pagefind-body>');
    expect(html).toContain('<meta data-pagefind-meta="description[content]" data-rh=true name=description');
    expect(html).toContain('<meta data-pagefind-meta="keywords[content]" data-rh=true name=keywords');
  });

  it('leaves out a page without an article body', () => {
    expect(indexableHtml('<html><head><meta name=description content=x></head><body><h1>Land</h1></body></html>')).toBe(
      undefined,
    );
  });
});

describe('what Pagefind reads from a marked page', () => {
  afterAll(() => pagefind.close());

  it('the title from the h1, the description and keywords, and words of the article body only', async () => {
    const {index} = await pagefind.createIndex(INDEX_OPTIONS);
    const {file, errors} = await index!.addHTMLFile({url: '/a', content: indexableHtml(docPage)!});
    expect(errors).toEqual([]);
    expect(file.meta).toMatchObject({
      title: 'Apps with several processes',
      description: 'Start the SDK once, in the main process.',
      keywords: 'multiple processes,multi-process',
    });
    // The page's fragment: the text Pagefind indexed and quotes in excerpts.
    const {files} = await index!.getFiles();
    const fragments = files.filter(({path}) => path.startsWith('fragment/'));
    const text = fragments.map(({content}) => gunzipSync(content).toString('utf8')).join(' ');
    expect(text).toContain('Each process creates its own Application.');
    for (const outside of ['quokka', 'wombat', 'numbat', 'bilby', 'Kotlin']) expect(text).not.toContain(outside);
  });
});

describe('the plugin after a build', () => {
  let outDir = '';
  afterAll(() => rm(outDir, {recursive: true, force: true}));

  it('indexes the routes that have an article body and writes the index and its client under /pagefind/', async () => {
    outDir = await mkdtemp(join(tmpdir(), 'search-index-'));
    await mkdir(join(outDir, 'android', 'home'), {recursive: true});
    await mkdir(join(outDir, 'land'), {recursive: true});
    await writeFile(join(outDir, 'android', 'home', 'index.html'), docPage);
    await writeFile(join(outDir, 'land', 'index.html'), '<html><body><h1>Landing</h1></body></html>');
    await writeFile(join(outDir, '404.html'), '<html><body><h1>Page Not Found</h1></body></html>');
    const indexed = await writeSearchIndex(outDir, await readBuiltPages(outDir, ['/android/home', '/land', '/404.html']));
    expect(indexed).toEqual(['/android/home']);
    const entry = JSON.parse(await readFile(join(outDir, 'pagefind', 'pagefind-entry.json'), 'utf8')) as {
      languages: {en: {page_count: number}};
    };
    expect(entry.languages.en.page_count).toBe(1);
    await expect(readFile(join(outDir, 'pagefind', 'pagefind.js'), 'utf8')).resolves.toContain('export');
  });
});
