import {mkdtemp, readFile, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {cacheControl, cacheRules, redirectSources, STRICT_TRANSPORT_SECURITY} from '../../data/hosting';
import {specRoutes} from '../../../tests/specRoutes';
import {NGINX_DIR, writeHostConfig} from '.';
import {NGINX_HTTP_FILE, NGINX_SERVER_FILE} from './nginx';
import type {HostRules} from './rules';
import {HEADERS_FILE, REDIRECTS_FILE, STATIC_HOST_GAPS} from './staticHosts';

/** What each generated file says, read back from its text. */
interface Stated {
  redirects: Map<string, string>;
  /** Path pattern (nginx: the location's match) → the headers it sets. */
  headers: Map<string, Record<string, string>>;
}

function nginxMap(text: string, variable: string): Map<string, string> {
  const body = new RegExp(`map \\S+ \\${variable} \\{\\n([^}]*)\\}`).exec(text)?.[1] ?? '';
  return new Map([...body.matchAll(/^ {2}"([^"]*)" "([^"]*)";$/gm)].map((m) => [m[1]!, m[2]!]));
}

function addHeaders(block: string): Record<string, string> {
  return Object.fromEntries(
    [...block.matchAll(/add_header (\S+) "?([^"\n]*?)"? always;/g)].map((m) => [m[1]!, m[2]!]),
  );
}

function readNginx(http: string, server: string): Stated {
  const headers = new Map<string, Record<string, string>>();
  headers.set('server', addHeaders(server.split('\nlocation ')[0]!));
  for (const match of server.matchAll(/^location (.+?) \{\n([\s\S]*?)^\}/gm)) headers.set(match[1]!, addHeaders(match[2]!));
  return {redirects: nginxMap(http, '$attrio_redirect'), headers};
}

function readStaticHosts(headersText: string, redirectsText: string): Stated & {rewrites: Map<string, string>} {
  const lines = redirectsText.split('\n').filter((line) => line && !line.startsWith('#')).map((line) => line.split(' '));
  const headers = new Map<string, Record<string, string>>();
  for (const block of headersText.split(/\n(?=\/)/).filter((text) => text.startsWith('/'))) {
    const [pattern, ...rest] = block.trim().split('\n');
    headers.set(pattern!, Object.fromEntries(rest.map((line) => line.trim().split(/: (.*)/s).slice(0, 2) as [string, string])));
  }
  return {
    redirects: new Map(lines.filter((l) => l[2] === '301').map((l) => [l[0]!, l[1]!])),
    rewrites: new Map(lines.filter((l) => l[2] === '200').map((l) => [l[0]!, l[1]!])),
    headers,
  };
}

describe('the host configurations written from the statement', () => {
  let outDir = '';
  let rules: HostRules;
  let nginx: Stated;
  let nginxHttp = '';
  let staticHosts: ReturnType<typeof readStaticHosts>;
  const routes = [...specRoutes.map((route) => route.path), '/api/', '/search', '/404.html'];
  const twinned = routes.filter((route) => route !== '/search' && route !== '/404.html');

  beforeAll(async () => {
    outDir = await mkdtemp(join(tmpdir(), 'host-config-'));
    rules = await writeHostConfig(outDir, routes, twinned, ["'sha256-AAAA'"]);
    const read = (...path: string[]) => readFile(join(outDir, ...path), 'utf8');
    nginxHttp = await read(NGINX_DIR, NGINX_HTTP_FILE);
    nginx = readNginx(nginxHttp, await read(NGINX_DIR, NGINX_SERVER_FILE));
    staticHosts = readStaticHosts(await read(HEADERS_FILE), await read(REDIRECTS_FILE));
  });
  afterAll(() => rm(outDir, {recursive: true, force: true}));

  it('state the same redirects, each to a page, one hop', () => {
    const expected = new Map(rules.redirects.map(({from, to}) => [from, to]));
    expect(nginx.redirects).toEqual(expected);
    expect(staticHosts.redirects).toEqual(expected);
    const pages = new Set(rules.pages);
    for (const [from, to] of expected) {
      expect(pages.has(to), `${from} → ${to}`).toBe(true);
      expect(expected.has(to), `${to} redirects again`).toBe(false);
    }
  });

  it('redirect every spelling of an address: slash, .html, /index.html, /docs', () => {
    expect(nginx.redirects.get('/android/home/')).toBe('/android/home');
    expect(nginx.redirects.get('/android/home.html')).toBe('/android/home');
    expect(nginx.redirects.get('/android/home/index.html')).toBe('/android/home');
    expect(nginx.redirects.get('/docs/android/home/')).toBe('/android/home');
    expect(nginx.redirects.get('/android/integration')).toBe('/android/integration/');
    expect(nginx.redirects.get('/index.html')).toBe('/');
    expect(redirectSources('/android/home')).not.toContain('/android/home');
  });

  it('serve a page without a trailing slash from its folder on the static hosts, as nginx does', () => {
    const slashless = rules.pages.filter((page) => !page.endsWith('/'));
    expect(staticHosts.rewrites).toEqual(new Map(slashless.map((page) => [page, `${page}/index.html`])));
  });

  it('send the same security headers everywhere, HSTS over HTTPS', () => {
    for (const [where, headers] of nginx.headers) {
      if (Object.keys(headers).length === 0) continue; // the 404-only locations of the configuration files
      expect(headers, where).toMatchObject(rules.headers);
      expect(headers['Strict-Transport-Security'], where).toBe('$attrio_hsts');
    }
    expect(nginxMap(nginxHttp.replace(/https "/, '"https" "'), '$attrio_hsts').get('https')).toBe(STRICT_TRANSPORT_SECURITY);
    expect(staticHosts.headers.get('/*')).toEqual({...rules.headers, 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY});
    expect(rules.headers['Content-Security-Policy']).toContain("'sha256-AAAA'");
  });

  it('give each kind of response the same lifetime, but for the gaps the static hosts declare', () => {
    expect(nginx.headers.get('/')?.['Cache-Control']).toBe(cacheControl.revalidate);
    expect(nginx.headers.get('server')?.['Cache-Control']).toBe(cacheControl.revalidate);
    const gaps = new Set(STATIC_HOST_GAPS.map((gap) => gap.rule));
    for (const rule of cacheRules) {
      const nginxMatch = rule.kind === 'prefix' ? `^~ ${rule.match}` : rule.kind === 'exact' ? `= ${rule.match}` : `~ ${rule.match.replace(/\./g, '\\.')}$`;
      expect(nginx.headers.get(nginxMatch)?.['Cache-Control'], nginxMatch).toBe(cacheControl[rule.cache]);
      const pattern = rule.kind === 'prefix' ? `${rule.match}*` : rule.match;
      const stated = staticHosts.headers.get(pattern)?.['Cache-Control'];
      expect(stated, pattern).toBe(gaps.has(rule.kind) ? undefined : cacheControl[rule.cache]);
    }
    // Nothing else is stated, and `/*` leaves Cache-Control to the host, whose default is the statement's.
    expect(staticHosts.headers.get('/*')?.['Cache-Control']).toBeUndefined();
    expect(staticHosts.headers.size).toBe(1 + cacheRules.filter((rule) => !gaps.has(rule.kind)).length);
  });

  it('answer a Markdown request at a page’s address with its twin, in nginx', () => {
    const twins = nginxMap(nginxHttp, '$attrio_markdown_twin');
    expect(twins.get('1/android/home')).toBe('/android/home.md.txt');
    expect(twins.get('1/android/integration/')).toBe('/android/integration/index.md.txt');
    expect(twins.size).toBe(twinned.length);
  });
});
