/**
 * The docs index the build writes beside the pages (`/docs-index.json`): every page's sections with their anchors
 * and text, the SDK's declared calls per platform with the page that documents each, and each platform's reference
 * integration. A reader's coding assistant reads it through the docs MCP server (`mcp/`), from a local build or
 * from the published site, so the index is the one thing both need.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {platformIds, type PlatformId} from '../../data/platforms';
import {featureMatrix} from '../../data/featureMatrix';
import {membersFor, platformName, signatureFor} from '../../data/sdkManifest';
import {buildTokenTable, replaceTokens} from '../../data/tokens';
import {codeBlocks} from './codeFences';

/** Bumped whenever the shape changes, so that a server reading an older index says to rebuild. */
export const DOCS_INDEX_FORMAT = 1;
export const DOCS_INDEX_FILE = 'docs-index.json';

export interface IndexedSection {
  /** The page's path in the site (`/android/integration/home`). */
  page: string;
  pageTitle: string;
  /** The page's front-matter keywords, comma-separated: the words its writer says readers search for it by. */
  pageKeywords: string;
  /** The section's heading; '' for the text before the first heading. */
  heading: string;
  /** The page's absolute URL, with `#anchor` for a section. */
  url: string;
  platform: PlatformId | null;
  text: string;
}

export interface IndexedPage {
  path: string;
  url: string;
  title: string;
  description: string;
  twinUrl: string;
  platform: PlatformId | null;
}

export interface SdkEntry {
  /** The name as the platform spells it (`Initialize` in C#, `SANDBOX` on Android). */
  name: string;
  type: string;
  kind: string;
  signature: string;
  summary: string;
  /** The page that documents it on this platform. */
  page: string;
}

export interface ReferenceFile {
  title: string;
  language: string;
  code: string;
}

export interface DocsIndex {
  format: number;
  site: {title: string; url: string; sdkVersions: Record<PlatformId, string>};
  pages: IndexedPage[];
  sections: IndexedSection[];
  sdk: Record<PlatformId, SdkEntry[]>;
  references: Partial<Record<PlatformId, {page: string; files: ReferenceFile[]}>>;
}

export interface ConvertedPageInput {
  path: string;
  url: string;
  twinUrl: string;
  title: string;
  description: string;
  keywords: string;
  markdown: string;
  headings: {depth: 2 | 3; id: string; text: string}[];
}

/** The platform a page belongs to: its first path segment, or the platform its FAQ page is named after. */
export function platformOfPath(path: string): PlatformId | null {
  const [first, second] = path.split('/').filter(Boolean);
  const id = first === 'faq' ? second : first;
  return (platformIds as readonly string[]).includes(id ?? '') ? (id as PlatformId) : null;
}

/**
 * A twin's sections: its text split at `##` and `###` headings outside code, each heading matched in order with the
 * page's HTML headings for its anchor. The title and the source line of the twin's head are left out.
 */
export function sectionsOf(page: ConvertedPageInput): IndexedSection[] {
  const platform = platformOfPath(page.path);
  const sections: IndexedSection[] = [];
  let heading = '';
  let url = page.url;
  let lines: string[] = [];
  let inCode = false;
  let next = 0;
  const flush = () => {
    const text = lines.join('\n').trim();
    if (text || heading) {
      sections.push({page: page.path, pageTitle: page.title, pageKeywords: page.keywords, heading, url, platform, text});
    }
    lines = [];
  };
  for (const line of page.markdown.split('\n')) {
    if (/^(`{3,}|~{3,})/.test(line)) inCode = !inCode;
    const match = inCode ? null : /^(#{1,3}) (.*)$/.exec(line);
    if (match && match[1]!.length === 1) continue;
    if (match) {
      flush();
      heading = match[2]!.replace(/\\/g, '').trim();
      const found = page.headings.slice(next).findIndex((h) => h.depth === match[1]!.length && h.text === heading);
      if (found !== -1) next += found + 1;
      url = found === -1 ? page.url : `${page.url}#${page.headings[next - 1]!.id}`;
      continue;
    }
    if (/^Source: </.test(line) && sections.length === 0 && heading === '') continue;
    lines.push(line);
  }
  flush();
  return sections;
}

/** Each platform's reference integration: the fences marked `reference="<platform>"` on its set-up page. */
export function referenceIntegrations(docsDir: string, pageUrl: (path: string) => string): DocsIndex['references'] {
  const tokens = buildTokenTable();
  const out = {} as DocsIndex['references'];
  for (const platform of platformIds) {
    const path = `${platform}/integration/home.mdx`;
    // A site without the platform's set-up page (a test site) has no reference integration for it.
    if (!existsSync(join(docsDir, path))) continue;
    const source = readFileSync(join(docsDir, path), 'utf8');
    const files = codeBlocks({path, source})
      .filter((block) => new RegExp(`\\breference="${platform}"`).test(block.meta))
      .map((block) => ({
        title: /title="([^"]*)"/.exec(block.meta)?.[1] ?? '',
        language: block.lang,
        code: replaceTokens(block.code, tokens, {file: `docs/${path}`, line: block.line}),
      }));
    out[platform] = {page: pageUrl(`/${platform}/integration/home#reference-integration`), files};
  }
  return out;
}

/** The declared calls of every platform, each with the page of the feature matrix that documents its feature. */
export function sdkReference(pageUrl: (path: string) => string): DocsIndex['sdk'] {
  const out = {} as DocsIndex['sdk'];
  for (const platform of platformIds) {
    out[platform] = membersFor(platform).map((member) => {
      const row = featureMatrix.find((r) => r.sdkFeature === member.feature);
      return {
        name: platformName(member, platform),
        type: member.type,
        kind: member.kind,
        signature: signatureFor(member, platform),
        summary: member.summary,
        page: pageUrl(row?.pages[platform] ?? `/${platform}/integration/home`),
      };
    });
  }
  return out;
}
