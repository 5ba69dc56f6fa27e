/**
 * The nginx configuration: `nginx-http.conf` goes in the `http` block (the lookup tables), `nginx-server.conf` in a
 * `server` block whose `root` is the build folder. `scripts/serve.ts` wraps both into a whole configuration for
 * `npm run serve` and the browser tests.
 */
import {cacheControl, MARKDOWN_CONTENT_TYPE, type CacheRule} from '../../data/hosting';
import type {HostRules, Redirect} from './rules';

export const NGINX_HTTP_FILE = 'nginx-http.conf';
export const NGINX_SERVER_FILE = 'nginx-server.conf';

const HEADER = '# Written after the build from src/data/hosting.ts (src/plugins/host-config): edit those, not this.\n';

/** A value as one nginx string; the paths and header values here never hold a quote or a backslash. */
const quoted = (value: string) => `"${value}"`;

function map(source: string, variable: string, entries: readonly Redirect[]): string {
  const lines = entries.map(({from, to}) => `  ${quoted(from)} ${quoted(to)};`);
  return `map ${source} ${variable} {\n  default "";\n${lines.join('\n')}\n}\n`;
}

/** The lookup tables: where a spelling redirects to, which twin a page answers a Markdown request with. */
export function nginxHttpConf(rules: HostRules): string {
  return [
    HEADER,
    // The longest key (`/docs/…/index.html`) is past the default bucket's 64 bytes.
    'map_hash_bucket_size 256;\n',
    map('$uri', '$attrio_redirect', rules.redirects),
    // A request for Markdown: it names text/markdown and not text/html (a browser's Accept names text/html).
    'map $http_accept $attrio_wants_markdown {\n  default 0;\n  "~*text/html" 0;\n  "~*text/markdown" 1;\n}\n',
    map('$attrio_wants_markdown$uri', '$attrio_markdown_twin', rules.twins.map(({from, to}) => ({from: `1${from}`, to}))),
    // Pages vary with Accept, since a Markdown request gets the twin at the same address.
    map('$uri', '$attrio_vary', rules.twins.map(({from}) => ({from, to: 'Accept'}))),
    `map $scheme $attrio_hsts {\n  default "";\n  https ${quoted(rules.httpsHeaders['Strict-Transport-Security']!)};\n}\n`,
  ].join('\n');
}

function headerLines(rules: HostRules, cache: string, extra: Record<string, string> = {}): string[] {
  const headers = {...rules.headers, 'Cache-Control': cache, ...extra};
  return [
    ...Object.entries(headers).map(([name, value]) => `add_header ${name} ${value.startsWith('$') ? value : quoted(value)} always;`),
    'add_header Strict-Transport-Security $attrio_hsts always;',
  ];
}

function location(match: string, lines: readonly string[]): string {
  return `location ${match} {\n${lines.map((line) => `  ${line}`).join('\n')}\n}\n`;
}

function locationMatch({kind, match}: CacheRule): string {
  if (kind === 'prefix') return `^~ ${match}`;
  if (kind === 'exact') return `= ${match}`;
  return `~ ${match.replace(/[.]/g, '\\.')}$`;
}

export function nginxServerConf(rules: HostRules): string {
  const cacheLocations = rules.cacheRules.map((rule) => {
    const markdown = rule.contentType === MARKDOWN_CONTENT_TYPE;
    return location(locationMatch(rule), [
      // Only the type the statement names, whatever the file's extension says.
      ...(rule.contentType ? ['types {}', `default_type ${rule.contentType.split(';')[0]};`] : []),
      ...headerLines(rules, cacheControl[rule.cache], markdown ? {Vary: 'Accept'} : {}),
      'try_files $uri =404;',
    ]);
  });
  return [
    HEADER,
    'server_tokens off;',
    // Redirects name the path only, so they hold behind a proxy or on any port.
    'absolute_redirect off;',
    'charset utf-8;',
    'charset_types text/plain text/markdown text/css text/xml application/javascript application/json image/svg+xml;',
    // The `.gz` and `.br` files written beside each text file after the build (brotli: Debian's libnginx-mod-http-brotli-static).
    'gzip_static on;',
    'brotli_static on;',
    'gzip_vary on;',
    `error_page 404 ${rules.notFound};`,
    ...headerLines(rules, cacheControl.revalidate),
    '',
    'if ($attrio_redirect) {',
    '  return 301 $attrio_redirect$is_args$args;',
    '}',
    '',
    location('/', [
      // Read now: `try_files` below changes `$uri` to the file it found.
      'set $attrio_page_vary $attrio_vary;',
      'if ($attrio_markdown_twin) {',
      '  rewrite ^ $attrio_markdown_twin last;',
      '}',
      ...headerLines(rules, cacheControl.revalidate, {Vary: '$attrio_page_vary'}),
      // A page from its folder's index.html, without the redirect to a trailing slash nginx makes for a folder.
      'try_files $uri $uri/index.html =404;',
    ]),
    ...cacheLocations,
    // The host configurations themselves are not part of the site.
    location('^~ /_host/', ['return 404;']),
    location('~ ^/_(headers|redirects)$', ['return 404;']),
  ].join('\n');
}
