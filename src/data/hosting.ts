/**
 * How the built site is served: one statement, from which the post-build step `src/plugins/host-config` writes every
 * host's configuration (nginx, and the `_headers`/`_redirects` pair Netlify and Cloudflare Pages read). Change a rule
 * here, rebuild, and every host says the same; `host-config`'s unit test fails when two of them disagree.
 *
 * URL form. Each page's address is its route as the specification writes it (`trailingSlash` left unset in the
 * config): `/android/home` without a slash, the eight section pages such as `/android/integration/` with one. The
 * build writes every page as `<route>/index.html`; a host answers the address directly from that file (nginx's
 * `try_files`, a 200 rewrite on the static hosts), and redirects every other spelling of it to it.
 */
import {apiIntroFormerPath, apiIntroPath} from './apiReference';

/** Old addresses the site answered at, each redirected to its page (apart from the spellings every page has). */
export const movedPages: readonly {from: string; to: string}[] = [{from: apiIntroFormerPath, to: apiIntroPath}];

/** Every page also answers under this prefix (older links and the specification's platform cards use it). */
export const LEGACY_PREFIX = '/docs';

/**
 * The spellings of a page's address that redirect to it: the other form of its trailing slash, `.html`,
 * `/index.html`, and each of those and the address itself under `/docs`.
 */
export function redirectSources(pagePath: string): string[] {
  if (pagePath === '/') return ['/index.html', LEGACY_PREFIX, `${LEGACY_PREFIX}/`, `${LEGACY_PREFIX}/index.html`];
  const bare = pagePath.replace(/\/$/, '');
  const spellings = [`${bare}/`, bare, `${bare}.html`, `${bare}/index.html`];
  const own = spellings.filter((spelling) => spelling !== pagePath);
  return [...own, ...spellings.map((spelling) => `${LEGACY_PREFIX}${spelling}`)];
}

/** `Cache-Control` values, by how long a response may be reused without asking the host. */
export const cacheControl = {
  /** Content-hashed files: a new version has a new name. */
  immutable: 'public, max-age=31536000, immutable',
  /** Pages and anything whose name does not change with its content: asked again every time (304 when unchanged). */
  revalidate: 'public, max-age=0, must-revalidate',
  /** The search index and the Markdown twins: refreshed within minutes of a deployment, but not fetched per page. */
  short: 'public, max-age=300',
} as const;
export type CacheClass = keyof typeof cacheControl;

/** Which responses get which lifetime; the first rule that matches wins, and `revalidate` is the rest. */
export interface CacheRule {
  /** `prefix`: the path starts with `match`; `suffix`: it ends with it; `exact`: it is it. */
  kind: 'prefix' | 'suffix' | 'exact';
  match: string;
  cache: Exclude<CacheClass, 'revalidate'>;
  /** The type to answer with, where a host lets it be set (the twins are Markdown in a `.txt` file). */
  contentType?: string;
}

export const MARKDOWN_CONTENT_TYPE = 'text/markdown; charset=utf-8';

export const cacheRules: readonly CacheRule[] = [
  {kind: 'prefix', match: '/assets/', cache: 'immutable'},
  {kind: 'prefix', match: '/pagefind/', cache: 'short'},
  {kind: 'suffix', match: '.md.txt', cache: 'short', contentType: MARKDOWN_CONTENT_TYPE},
  {kind: 'exact', match: '/llms.txt', cache: 'short'},
  {kind: 'exact', match: '/llms-full.txt', cache: 'short'},
  {kind: 'exact', match: '/docs-index.json', cache: 'short'},
];

/** The `Cache-Control` a path is answered with. */
export function cacheClassOf(path: string): CacheClass {
  const rule = cacheRules.find(({kind, match}) =>
    kind === 'prefix' ? path.startsWith(match) : kind === 'suffix' ? path.endsWith(match) : path === match,
  );
  return rule?.cache ?? 'revalidate';
}

/**
 * The Content-Security-Policy, but for the hashes of the pages' inline scripts, which `host-config` computes from the
 * built HTML and adds to `script-src`. Nothing inline runs unless its hash is listed; styles may be inline (the theme
 * and the image zoom set `style` attributes), which cannot run code.
 */
export const contentSecurityPolicy = {
  'default-src': ["'self'"],
  // The clipboard helper comes from jsDelivr, with its Subresource Integrity hash (`clipboard-script`). Pagefind
  // compiles its WebAssembly search core in the page, which needs `wasm-unsafe-eval` (and only that: no `eval`).
  'script-src': ["'self'", 'https://cdn.jsdelivr.net', "'wasm-unsafe-eval'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  // `data:` for the theme's inline SVG icons (Infima's CSS) and the images the build inlines into pages.
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
} as const satisfies Record<string, readonly string[]>;

/** Inline scripts are allowed by hash; more distinct ones than this means a page carries a script of its own. */
export const MAX_INLINE_SCRIPTS = 6;

/** Headers on every response, whatever its kind. */
export const securityHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Features the site never uses, denied to it and to anything it could ever embed.
  'Permissions-Policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), ' +
    'browsing-topics=()',
  // Older browsers' spelling of `frame-ancestors 'none'`.
  'X-Frame-Options': 'DENY',
} as const;

/** Sent only over HTTPS: a year, subdomains included. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** Text files written compressed beside themselves (`.br` and `.gz`) after the build, for hosts that serve them. */
export const precompressed = {
  extensions: ['.html', '.js', '.css', '.svg', '.json', '.txt', '.xml', '.yaml'],
  /** Below this, a compressed response saves less than its headers cost. */
  minBytes: 1024,
} as const;
