/**
 * The hosting statement (`src/data/hosting.ts`) applied to one build: the pages it has, the redirects to them, the
 * Markdown twin each answers with, and the headers. Every host's configuration is written from this, and the unit
 * test reads each file back into it.
 */
import {
  cacheRules, contentSecurityPolicy, movedPages, redirectSources, securityHeaders,
  STRICT_TRANSPORT_SECURITY, type CacheRule,
} from '../../data/hosting';
import {twinPath} from '../markdown-twins/twinPath';

export interface Redirect {
  from: string;
  to: string;
}

export interface HostRules {
  /** Page addresses, each answered 200 from `<address>/index.html`. */
  pages: string[];
  /** Every other spelling of a page's address, and the moved pages: 301 to the address. */
  redirects: Redirect[];
  /** Page address → its Markdown twin, for a request that asks for Markdown and not HTML. */
  twins: Redirect[];
  /** Sent with every response (HTTPS-only ones in `httpsHeaders`). */
  headers: Record<string, string>;
  httpsHeaders: Record<string, string>;
  /** Responses whose lifetime is not `cacheControl.revalidate`. */
  cacheRules: readonly CacheRule[];
  /** The not-found page, answered with status 404 for any path that is neither a page, a redirect nor a file. */
  notFound: string;
}

export const NOT_FOUND_PAGE = '/404.html';

/** The policy's text, with the hashes of the inline scripts the pages carry. */
export function contentSecurityPolicyHeader(scriptHashes: readonly string[]): string {
  return Object.entries(contentSecurityPolicy)
    .map(([directive, sources]) =>
      [directive, ...sources, ...(directive === 'script-src' ? scriptHashes : [])].join(' '),
    )
    .join('; ');
}

/** `routes`: the build's routes (Docusaurus's `routesPaths`); `twinned`: the pages that have a twin. */
export function hostRules(routes: readonly string[], twinned: readonly string[], scriptHashes: readonly string[]): HostRules {
  const pages = [...new Set(routes)].filter((route) => !route.endsWith('.html')).sort();
  const known = new Set(pages);
  const redirects = new Map<string, string>();
  for (const page of pages) {
    for (const from of redirectSources(page)) {
      // A spelling that is itself a page (none today) stays that page.
      if (!known.has(from) && !redirects.has(from)) redirects.set(from, page);
    }
  }
  for (const {from, to} of movedPages) {
    if (!known.has(to)) throw new Error(`host-config: the moved page ${from} points to ${to}, which is not a page`);
    redirects.set(from, to);
  }
  return {
    pages,
    redirects: [...redirects].map(([from, to]) => ({from, to})).sort((a, b) => (a.from < b.from ? -1 : 1)),
    twins: [...twinned].sort().map((page) => ({from: page, to: twinPath(page)})),
    headers: {'Content-Security-Policy': contentSecurityPolicyHeader(scriptHashes), ...securityHeaders},
    httpsHeaders: {'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY},
    cacheRules,
    notFound: NOT_FOUND_PAGE,
  };
}
