/**
 * `_headers` and `_redirects`, in the syntax Netlify and Cloudflare Pages share, written into the build folder where
 * both read them (neither serves them). Both hosts are HTTPS-only, so HSTS is always sent.
 *
 * What they cannot say, and the rules say: a rule by file suffix (Netlify rejects anything after `*` in a path), so
 * the twins keep the host's default lifetime (`public, max-age=0, must-revalidate`, on both) and type (`text/plain`);
 * and answering a page's address with its twin by the request's `Accept` header. `STATIC_HOST_GAPS` lists them for
 * the test that compares the hosts.
 */
import {cacheControl, type CacheRule} from '../../data/hosting';
import type {HostRules} from './rules';

export const HEADERS_FILE = '_headers';
export const REDIRECTS_FILE = '_redirects';

const HEADER = '# Written after the build from src/data/hosting.ts (src/plugins/host-config): edit those, not this.\n';

/** Rules of the statement these files leave to the host, with why. */
export const STATIC_HOST_GAPS: readonly {rule: CacheRule['kind']; reason: string}[] = [
  {rule: 'suffix', reason: 'a path pattern cannot end after its `*` on Netlify'},
];

function pathPattern({kind, match}: CacheRule): string | undefined {
  if (kind === 'prefix') return `${match}*`;
  if (kind === 'exact') return match;
  return undefined;
}

function block(pattern: string, headers: Record<string, string>): string {
  return `${pattern}\n${Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`).join('\n')}\n`;
}

export function headersFile(rules: HostRules): string {
  const cacheBlocks = rules.cacheRules.flatMap((rule) => {
    const pattern = pathPattern(rule);
    return pattern ? [block(pattern, {'Cache-Control': cacheControl[rule.cache]})] : [];
  });
  // Pages and other files keep the host's default `Cache-Control`, which is the statement's `revalidate` on both.
  return [HEADER, block('/*', {...rules.headers, ...rules.httpsHeaders}), ...cacheBlocks].join('\n');
}

export function redirectsFile(rules: HostRules): string {
  const redirects = rules.redirects.map(({from, to}) => `${from} ${to} 301`);
  // A page without a trailing slash is served from its folder's index.html, instead of the host's redirect to the
  // folder's address.
  const rewrites = rules.pages.filter((page) => !page.endsWith('/')).map((page) => `${page} ${page}/index.html 200`);
  return `${HEADER}${[...redirects, ...rewrites].join('\n')}\n`;
}
