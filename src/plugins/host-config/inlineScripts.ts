/**
 * The inline scripts of the built pages, read from their parsed trees: the hashes the Content-Security-Policy allows,
 * and the build failure for what no hash can allow (an `on…` attribute, a `javascript:` link).
 */
import {createHash} from 'node:crypto';
import type {Element, Root} from 'hast';
import {MAX_INLINE_SCRIPTS} from '../../data/hosting';
import type {BuiltPages} from '../post-build/builtPages';

/** Script types a browser runs; data blocks such as `application/ld+json` are not scripts to the policy. */
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

function elements(node: Root | Element, found: Element[] = []): Element[] {
  for (const child of node.children) {
    if (child.type === 'element') {
      found.push(child);
      elements(child, found);
    }
  }
  return found;
}

function textOf(element: Element): string {
  return element.children.map((child) => (child.type === 'text' ? child.value : '')).join('');
}

/** CSP's hash source for a script's text: the SHA-256 of its UTF-8 bytes, in base64. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

export interface InlineScripts {
  /** Each distinct script's hash source, with the pages that carry it, most widespread first. */
  hashes: {hash: string; routes: string[]}[];
}

/**
 * Reads every page's inline scripts, and fails (naming the pages) on inline code that a hash cannot allow, or on more
 * distinct inline scripts than `MAX_INLINE_SCRIPTS`: one header lists them all, so a script per page would grow it
 * with every page.
 */
export function inlineScripts(pages: BuiltPages): InlineScripts {
  const routesByHash = new Map<string, string[]>();
  const blocked: string[] = [];
  for (const page of pages.values()) {
    for (const element of elements(page.tree())) {
      for (const [name, value] of Object.entries(element.properties)) {
        if (/^on[A-Z]/.test(name)) blocked.push(`${page.route}: <${element.tagName} ${name.toLowerCase()}="…">`);
        if ((name === 'href' || name === 'action') && /^\s*javascript:/i.test(String(value))) {
          blocked.push(`${page.route}: <${element.tagName} ${name}="javascript:…">`);
        }
      }
      if (element.tagName !== 'script' || element.properties.src !== undefined) continue;
      const type = String(element.properties.type ?? '').toLowerCase();
      if (!EXECUTABLE_TYPES.has(type)) continue;
      const hash = scriptHash(textOf(element));
      routesByHash.set(hash, [...(routesByHash.get(hash) ?? []), page.route]);
    }
  }
  if (blocked.length) {
    throw new Error(
      `host-config: the Content-Security-Policy would block inline code that no hash can allow:\n  ${blocked.join('\n  ')}\n` +
        'Move it into a script file or a React event handler.',
    );
  }
  const hashes = [...routesByHash].map(([hash, routes]) => ({hash, routes})).sort((a, b) => b.routes.length - a.routes.length);
  if (hashes.length > MAX_INLINE_SCRIPTS) {
    const rare = hashes.slice(MAX_INLINE_SCRIPTS).map(({hash, routes}) => `${hash} on ${routes.slice(0, 3).join(', ')}`);
    throw new Error(
      `host-config: ${hashes.length} distinct inline scripts, more than the ${MAX_INLINE_SCRIPTS} the policy lists; ` +
        `the rarest:\n  ${rare.join('\n  ')}\nA page-specific inline script belongs in a module the page imports.`,
    );
  }
  return {hashes};
}
