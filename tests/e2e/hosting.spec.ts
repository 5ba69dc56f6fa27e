/**
 * The build as the production host serves it (nginx with the configuration the build wrote): every page answered at
 * its own address, every other spelling redirected there in one hop, the not-found page with its status, the
 * lifetimes, the security headers, the Markdown twins for tools, the compressed copies.
 */
import {expect, test} from './fixtures';
import {servers} from './servers';
import {sitemapPaths} from './sitemapPaths';
import {cacheControl, MARKDOWN_CONTENT_TYPE} from '../../src/data/hosting';
import {fixtureRoutes, INJECTED_SCRIPT_GLOBAL} from '../../src/plugins/test-fixtures/constants';

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};

test('every page of the sitemap answers 200 at its own address, which is its canonical URL', async ({request}) => {
  const paths = sitemapPaths();
  expect(paths.length).toBeGreaterThan(100);
  const wrong: string[] = [];
  for (const path of paths) {
    const response = await request.get(path, {maxRedirects: 0});
    const html = await response.text();
    const canonical = /<link[^>]*rel=canonical[^>]*href=([^\s>]+)/.exec(html)?.[1];
    const cache = response.headers()['cache-control'];
    if (response.status() !== 200) wrong.push(`${path}: status ${response.status()}`);
    else if (!canonical || new URL(canonical).pathname !== path) wrong.push(`${path}: canonical ${canonical}`);
    else if (cache !== cacheControl.revalidate) wrong.push(`${path}: Cache-Control ${cache}`);
  }
  expect(wrong).toEqual([]);
});

test.describe('every other spelling of an address redirects to it in one hop, keeping the query', () => {
  const redirects: [string, string][] = [
    ['/android/home/', '/android/home'],
    ['/android/home.html', '/android/home'],
    ['/android/home/index.html', '/android/home'],
    ['/docs/android/home', '/android/home'],
    ['/docs/android/home/', '/android/home'],
    ['/docs/android/home.html', '/android/home'],
    ['/android/integration', '/android/integration/'],
    ['/android/integration/index.html', '/android/integration/'],
    ['/docs/android/integration/', '/android/integration/'],
    ['/index.html', '/'],
    ['/docs/', '/'],
    ['/api', '/api/'],
    ['/search/', '/search'],
  ];
  for (const [from, to] of redirects) {
    test(`${from} → ${to}`, async ({request}) => {
      const response = await request.get(`${from}?from=old-link`, {maxRedirects: 0});
      expect(response.status()).toBe(301);
      expect(response.headers()['location']).toBe(`${to}?from=old-link`);
      expect(response.headers()['x-content-type-options']).toBe('nosniff');
    });
  }

  test('a reader following an old link with an anchor lands on the section', async ({page}) => {
    await page.goto('/docs/android/home/#check-that-it-works');
    await expect(page).toHaveURL(/\/android\/home#check-that-it-works$/);
  });
});

test('an unknown address answers 404 with the not-found page', async ({request}) => {
  for (const path of ['/android/no-such-page', '/docs/no-such-page', '/assets/js/no-such-file.js']) {
    const response = await request.get(path, {maxRedirects: 0});
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain('Page Not Found');
  }
});

test('pages and the files they load carry the security headers; HSTS only over HTTPS', async ({request}) => {
  const response = await request.get('/android/home');
  const headers = response.headers();
  expect(headers).toMatchObject(SECURITY_HEADERS);
  expect(headers['permissions-policy']).toContain('camera=()');
  const policy = headers['content-security-policy'] ?? '';
  for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'", "form-action 'self'"]) {
    expect(policy).toContain(directive);
  }
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(policy).toMatch(/script-src[^;]*'sha256-/);
  // This server speaks plain HTTP, where browsers ignore the header; the HTTPS value is in the unit test.
  expect(headers['strict-transport-security']).toBeUndefined();
});

test('content-hashed assets are immutable for a year, compressed copies served by Accept-Encoding', async ({request}) => {
  const html = await (await request.get('/android/home')).text();
  const script = /<script[^>]+src="?(\/assets\/js\/main\.[^"\s>]+\.js)/.exec(html)?.[1];
  expect(script).toBeTruthy();
  for (const encoding of ['br', 'gzip']) {
    const response = await request.get(script!, {headers: {'accept-encoding': encoding}});
    expect(response.status()).toBe(200);
    expect(response.headers()['content-encoding']).toBe(encoding);
    expect(response.headers()['cache-control']).toBe(cacheControl.immutable);
    expect(response.headers()['vary']).toContain('Accept-Encoding');
  }
});

test('the search index, the twins and the llms files have a short lifetime; twins are Markdown', async ({request}) => {
  const entry = await request.get('/pagefind/pagefind-entry.json');
  expect(entry.headers()['cache-control']).toBe(cacheControl.short);
  const twin = await request.get('/android/home.md.txt');
  expect(twin.headers()['content-type']).toBe(MARKDOWN_CONTENT_TYPE);
  expect(twin.headers()['cache-control']).toBe(cacheControl.short);
  expect(await twin.text()).toMatch(/^# /);
  const llms = await request.get('/llms.txt');
  expect(llms.headers()['cache-control']).toBe(cacheControl.short);
});

test('a tool asking for Markdown at a page’s address gets the twin; a browser gets the page', async ({request}) => {
  const markdown = await request.get('/android/integration/', {headers: {accept: 'text/markdown'}});
  expect(markdown.status()).toBe(200);
  expect(markdown.headers()['content-type']).toBe(MARKDOWN_CONTENT_TYPE);
  expect(markdown.headers()['vary']).toContain('Accept');
  expect(await markdown.text()).toContain('Source: <https://');
  const browser = await request.get('/android/integration/', {
    headers: {accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,text/markdown;q=0.8,*/*;q=0.7'},
  });
  expect(browser.headers()['content-type']).toBe('text/html; charset=utf-8');
  expect(browser.headers()['vary']).toContain('Accept');
});

test('the host configurations in the build are not served', async ({request}) => {
  for (const path of ['/_headers', '/_redirects', '/_host/nginx-server.conf']) {
    expect((await request.get(path, {maxRedirects: 0})).status(), path).toBe(404);
  }
});

test('an inline script injected into a page is blocked by the policy', async ({page, cspViolations}) => {
  await page.goto(`${servers.fixtures.url}${fixtureRoutes.injectedScript}`);
  await expect(page.locator('h1')).toHaveText('Injected script fixture');
  // Chromium reports the violation twice, to the page's event and on the console, in either order: both must come
  // before the list is emptied below, and nothing else.
  await expect.poll(() => cspViolations.join('\n')).toMatch(/script-src-elem blocked inline/);
  await expect.poll(() => cspViolations.join('\n')).toMatch(/^console: .*inline script/im);
  expect(cspViolations).toHaveLength(2);
  expect(await page.evaluate((name) => name in window, INJECTED_SCRIPT_GLOBAL)).toBe(false);
  // Checked: the fixture's violation is the one this test provokes.
  cspViolations.splice(0);
});
