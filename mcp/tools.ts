/**
 * What the docs MCP server answers, as plain functions of the docs index (`src/plugins/docs-index`): search over
 * sections, a page's Markdown twin, the SDK's declared calls and a platform's reference integration. Every bad input
 * is a `DocsError` with a sentence the assistant can act on; the server turns it into an MCP tool error.
 */
import MiniSearch, {type SearchResult} from 'minisearch';
import {platformIds, type PlatformId} from '../src/data/platforms';
import type {DocsIndex, IndexedPage, IndexedSection} from '../src/plugins/docs-index';

export class DocsError extends Error {}

/** Longer than any search a person types; past it the text is a paste, not a query. */
export const MAX_QUERY_LENGTH = 200;
const RESULTS = 8;
const EXCERPT = 280;

export interface SearchHit {
  pageTitle: string;
  heading: string;
  url: string;
  excerpt: string;
}

export function assertPlatform(platform: string): PlatformId {
  if (!(platformIds as readonly string[]).includes(platform)) {
    throw new DocsError(`Unknown platform "${platform}". Use one of: ${platformIds.join(', ')}.`);
  }
  return platform as PlatformId;
}

/** The section index, built once per loaded docs index. */
export function sectionSearch(index: DocsIndex): MiniSearch<IndexedSection & {id: number}> {
  const search = new MiniSearch<IndexedSection & {id: number}>({
    fields: ['pageTitle', 'heading', 'text'],
    storeFields: ['page', 'pageTitle', 'pageKeywords', 'heading', 'url', 'platform', 'text'],
    searchOptions: {boost: {pageTitle: 3, heading: 2}, prefix: true, fuzzy: 0.15},
  });
  search.addAll(index.sections.map((section, id) => ({...section, id})));
  return search;
}

function excerptOf(text: string, terms: readonly string[]): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const lower = flat.toLowerCase();
  const at = Math.max(0, Math.min(...terms.map((t) => lower.indexOf(t.toLowerCase())).filter((i) => i >= 0), flat.length));
  const start = at >= flat.length ? 0 : Math.max(0, at - EXCERPT / 3);
  const excerpt = flat.slice(start, start + EXCERPT);
  return `${start > 0 ? '…' : ''}${excerpt}${start + EXCERPT < flat.length ? '…' : ''}`;
}

/** How many of a page's best sections count towards its rank: a page that answers in several places ranks higher. */
const SECTIONS_PER_PAGE = 3;
/** A page whose writer lists the query itself among its keywords comes first: the writer said it answers it. */
const KEYWORD_MATCH = 100;

/**
 * The best sections for a query. Pages are ranked by the sum of their best sections' scores, then each page's
 * best section comes in that order, then the pages' other matching sections.
 */
export function searchDocs(search: MiniSearch<IndexedSection & {id: number}>, query: string, platform?: string): SearchHit[] {
  const text = query.trim();
  if (text === '') throw new DocsError('The query is empty: give a few words, such as "install referrer".');
  if (text.length > MAX_QUERY_LENGTH) {
    throw new DocsError(`The query has ${text.length} characters; at most ${MAX_QUERY_LENGTH} are searched. Shorten it to the words that matter.`);
  }
  const only = platform === undefined ? undefined : assertPlatform(platform);
  const results = search.search(text, {
    filter: only ? (r) => r.platform === only || r.platform === null : undefined,
  }) as (SearchResult & IndexedSection)[];
  const byPage = new Map<string, (SearchResult & IndexedSection)[]>();
  for (const r of results) byPage.set(r.page, [...(byPage.get(r.page) ?? []), r]);
  const wanted = text.toLowerCase();
  const pageScore = (sections: (SearchResult & IndexedSection)[]) => {
    const score = sections.slice(0, SECTIONS_PER_PAGE).reduce((sum, r) => sum + r.score, 0);
    const keywords = sections[0]!.pageKeywords.split(',').map((k) => k.trim().toLowerCase());
    return keywords.includes(wanted) ? score * KEYWORD_MATCH : score;
  };
  const ranked = [...byPage.values()].sort((a, b) => pageScore(b) - pageScore(a));
  const ordered = [...ranked.map((sections) => sections[0]!), ...ranked.flatMap((sections) => sections.slice(1))];
  return ordered.slice(0, RESULTS).map((r) => ({
    pageTitle: r.pageTitle,
    heading: r.heading,
    url: r.url,
    excerpt: excerptOf(r.text, r.terms),
  }));
}

/** The page a URL or path names: `https://docs…/android/home`, `/android/home`, `android/home.md.txt#x`. */
export function findPage(index: DocsIndex, urlOrPath: string): IndexedPage {
  const raw = urlOrPath.trim();
  if (raw === '') throw new DocsError('Give a page URL or path, such as "/android/integration/home".');
  let path = raw;
  try {
    path = new URL(raw).pathname;
  } catch {
    // Not a URL: a path, with or without its leading slash.
  }
  path = `/${path.replace(/[#?].*$/, '').replace(/\.md\.txt$/, '').replace(/(^|\/)index$/, '$1').replace(/^\/+/, '')}`;
  const wanted = [path, path.replace(/\/$/, ''), `${path.replace(/\/$/, '')}/`];
  const page = index.pages.find((p) => wanted.includes(p.path));
  if (page) return page;
  const near = index.pages.filter((p) => p.path.includes(path.split('/').filter(Boolean).at(-1) ?? '\u0000')).slice(0, 5);
  throw new DocsError(`No page at "${raw}".${near.length > 0 ? ` Did you mean ${near.map((p) => p.path).join(', ')}?` : ''} search_docs finds pages by topic.`);
}

export function sdkReference(index: DocsIndex, platform: string, name?: string): DocsIndex['sdk'][PlatformId] {
  const entries = index.sdk[assertPlatform(platform)];
  if (name === undefined || name.trim() === '') return entries;
  const wanted = name.trim().toLowerCase().replace(/^attrio\./, '');
  const exact = entries.filter((e) => e.name.toLowerCase() === wanted || `${e.type}.${e.name}`.toLowerCase() === wanted);
  if (exact.length > 0) return exact;
  const partial = entries.filter((e) => e.name.toLowerCase().includes(wanted));
  if (partial.length > 0) return partial;
  throw new DocsError(`The ${platform} SDK declares nothing named "${name}". Call sdk_reference without a name for the full list.`);
}

export function referenceIntegration(index: DocsIndex, platform: string): NonNullable<DocsIndex['references'][PlatformId]> {
  const id = assertPlatform(platform);
  const reference = index.references[id];
  if (!reference || reference.files.length === 0) throw new DocsError(`The docs index has no reference integration for ${id}.`);
  return reference;
}
