/**
 * Post-build step (run by `post-build`): a Markdown twin of every page (`twinPath.ts` says where), `/llms.txt`,
 * `/llms-full.txt`, one `/llms-<platform>.txt` per platform and `/docs-index.json`.
 * The twins are converted from the HTML the build has just written (`htmlToMarkdown.ts`), so they hold what a
 * reader sees: token values, every tab, rendered components.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import logger from '@docusaurus/logger';
import type {LoadContext, Props} from '@docusaurus/types';
import {htmlToMarkdown} from './htmlToMarkdown';
import {llmsFullTxt, llmsTxt, type ListedPage} from './llmsTxt';
import {twinnedPages} from './pages';
import {staticImageResolver} from './staticImages';
import {twinPath} from './twinPath';
import {
  DOCS_INDEX_FILE, DOCS_INDEX_FORMAT, platformOfPath, referenceIntegrations, sdkReference, sectionsOf,
  type DocsIndex,
} from '../docs-index';
import {platformIds, platforms, type PlatformId} from '../../data/platforms';
import type {BuiltPages} from '../post-build/builtPages';

export interface MarkdownTwinsOptions {
  /** Docs plugin id → the llms.txt section all of that instance's pages go under (the API reference). */
  sectionTitles: Record<string, string>;
}

function write(file: string, text: string): void {
  mkdirSync(dirname(file), {recursive: true});
  writeFileSync(file, text);
}

/**
 * A platform page's twin names the SDK version it describes under its source line, so that an assistant holding the
 * text alone knows which release it is about.
 */
export function withSdkVersion(markdown: string, platform: PlatformId | null): string {
  const sdk = platforms.find((p) => p.id === platform)?.sdk;
  if (!sdk) return markdown;
  return markdown.replace(/^(Source: <[^>\n]+>)$/m, `$1\nSDK: \`${sdk.package}\` ${sdk.version}`);
}

const kilobytes = (text: string) => `${(Buffer.byteLength(text) / 1024).toFixed(1)} KB`;

/** What the twins step reads of the build's post-build properties. */
export type TwinsBuild = Pick<Props, 'outDir' | 'siteConfig' | 'baseUrl' | 'plugins'> & {
  routesBuildMetadata: Record<string, {noIndex?: boolean}>;
};

/**
 * Post-build step: writes the twins, the llms files and the docs index. It converts each page's parsed tree, which the
 * conversion rewrites, so it runs after every other reader of `pages`. Returns the routes it wrote a twin for.
 */
export async function writeMarkdownTwins(
  context: Pick<LoadContext, 'siteDir'>,
  options: MarkdownTwinsOptions,
  {outDir, siteConfig, baseUrl, plugins, routesBuildMetadata}: TwinsBuild,
  builtPages: BuiltPages,
): Promise<string[]> {
  const absoluteUrl = (path: string) => new URL(path, siteConfig.url).href;
  const imagePathOf = await staticImageResolver(context.siteDir, siteConfig.staticDirectories);
  const pages = twinnedPages(plugins, options.sectionTitles).map((page) => {
    const pathInSite = `/${page.permalink.slice(baseUrl.length)}`;
    const built = builtPages.get(pathInSite);
    if (!built) throw new Error(`markdown-twins: the build wrote no page for ${pathInSite}`);
    return {...page, pathInSite, built};
  });
  // From here on the work is synchronous, so the CPU time it reports is its own, not other plugins'.
  const started = process.cpuUsage();
  const listed: ListedPage[] = [];
  const index: DocsIndex = {
    format: DOCS_INDEX_FORMAT,
    site: {
      title: siteConfig.title,
      url: absoluteUrl(baseUrl),
      sdkVersions: Object.fromEntries(platforms.map((p) => [p.id, p.sdk.version])) as DocsIndex['site']['sdkVersions'],
    },
    pages: [],
    sections: [],
    sdk: sdkReference(absoluteUrl),
    references: referenceIntegrations(join(context.siteDir, 'docs'), absoluteUrl),
  };
  let summary = siteConfig.tagline;
  for (const {permalink, pathInSite, built, section, listed: isListed} of pages) {
    const pageUrl = absoluteUrl(permalink);
    const page = htmlToMarkdown(built.tree(), {
      pageUrl,
      imageUrlOf(dataUri) {
        const path = imagePathOf(dataUri);
        if (!path) throw new Error(`markdown-twins: ${pageUrl} inlines an image that is in no static folder`);
        return absoluteUrl(`${baseUrl}${path.slice(1)}`);
      },
    });
    page.markdown = withSdkVersion(page.markdown, platformOfPath(pathInSite));
    write(join(outDir, twinPath(pathInSite)), page.markdown);
    const twinUrl = absoluteUrl(twinPath(permalink));
    if (!routesBuildMetadata[permalink]?.noIndex) {
      const entry = {path: pathInSite, url: pageUrl, twinUrl, ...page};
      index.pages.push({path: pathInSite, url: pageUrl, title: page.title, description: page.description, twinUrl, platform: platformOfPath(pathInSite)});
      index.sections.push(...sectionsOf(entry));
    }
    // The home page's description is the summary of the whole documentation.
    if (permalink === baseUrl && page.description) summary = page.description;
    if (isListed && !routesBuildMetadata[permalink]?.noIndex) {
      listed.push({section, ...page, twinUrl, path: pathInSite});
    }
  }
  const site = {title: siteConfig.title, summary, fullTextUrl: absoluteUrl(`${baseUrl}llms-full.txt`)};
  // One file per platform: its pages, its FAQ and the pages every platform shares, so that an assistant loads
  // only what applies to the app it works on.
  const perPlatform = platformIds.map((id) => {
    const pages = listed.filter((page) => [id, null].includes(platformOfPath(page.path)));
    const title = `${site.title}: ${platforms.find((p) => p.id === id)!.title}`;
    return {id, title, url: absoluteUrl(`${baseUrl}llms-${id}.txt`), text: llmsFullTxt({...site, title}, pages)};
  });
  const llmsIndex = llmsTxt(site, listed, perPlatform);
  const fullText = llmsFullTxt(site, listed);
  write(join(outDir, 'llms.txt'), llmsIndex);
  write(join(outDir, 'llms-full.txt'), fullText);
  for (const file of perPlatform) write(join(outDir, `llms-${file.id}.txt`), file.text);
  write(join(outDir, DOCS_INDEX_FILE), JSON.stringify(index));
  const {user, system} = process.cpuUsage(started);
  const largest = perPlatform.reduce((a, b) => (a.text.length > b.text.length ? a : b));
  logger.info`markdown-twins: ${pages.length} twins, llms.txt ${kilobytes(llmsIndex)}, llms-full.txt ${kilobytes(fullText)}, largest platform file llms-${largest.id}.txt ${kilobytes(largest.text)}, ${((user + system) / 1e6).toFixed(2)} s of CPU`;
  return pages.map((page) => page.pathInSite);
}
