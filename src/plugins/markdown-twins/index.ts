/**
 * Post-build plugin: a Markdown twin of every page (`twinPath.ts` says where), `/llms.txt` and `/llms-full.txt`.
 * The twins are converted from the HTML the build has just written (`htmlToMarkdown.ts`), so they hold what a
 * reader sees: token values, every tab, rendered components.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import logger from '@docusaurus/logger';
import {readOutputHTMLFile} from '@docusaurus/utils';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {htmlToMarkdown} from './htmlToMarkdown';
import {llmsFullTxt, llmsTxt, type ListedPage} from './llmsTxt';
import {twinnedPages} from './pages';
import {staticImageResolver} from './staticImages';
import {twinPath} from './twinPath';

export interface MarkdownTwinsOptions {
  /** Docs plugin id → the llms.txt section all of that instance's pages go under (the API reference). */
  sectionTitles: Record<string, string>;
}

function write(file: string, text: string): void {
  mkdirSync(dirname(file), {recursive: true});
  writeFileSync(file, text);
}

const kilobytes = (text: string) => `${(Buffer.byteLength(text) / 1024).toFixed(1)} KB`;

export default function markdownTwinsPlugin(options: MarkdownTwinsOptions): (context: LoadContext) => Plugin {
  return (context) => ({
    name: 'markdown-twins',
    async postBuild({outDir, siteConfig, baseUrl, plugins, routesBuildMetadata}) {
      const absoluteUrl = (path: string) => new URL(path, siteConfig.url).href;
      const imagePathOf = await staticImageResolver(context.siteDir, siteConfig.staticDirectories);
      const pages = await Promise.all(
        twinnedPages(plugins, options.sectionTitles).map(async (page) => {
          const pathInSite = `/${page.permalink.slice(baseUrl.length)}`;
          const html = await readOutputHTMLFile(pathInSite, outDir, siteConfig.trailingSlash);
          return {...page, pathInSite, html: html.toString()};
        }),
      );
      // From here on the work is synchronous, so the CPU time it reports is its own, not other plugins'.
      const started = process.cpuUsage();
      const listed: ListedPage[] = [];
      let summary = siteConfig.tagline;
      for (const {permalink, pathInSite, html, section, listed: isListed} of pages) {
        const pageUrl = absoluteUrl(permalink);
        const page = htmlToMarkdown(html, {
          pageUrl,
          imageUrlOf(dataUri) {
            const path = imagePathOf(dataUri);
            if (!path) throw new Error(`markdown-twins: ${pageUrl} inlines an image that is in no static folder`);
            return absoluteUrl(`${baseUrl}${path.slice(1)}`);
          },
        });
        write(join(outDir, twinPath(pathInSite)), page.markdown);
        // The home page's description is the summary of the whole documentation.
        if (permalink === baseUrl && page.description) summary = page.description;
        if (isListed && !routesBuildMetadata[permalink]?.noIndex) {
          listed.push({section, ...page, twinUrl: absoluteUrl(twinPath(permalink))});
        }
      }
      const site = {title: siteConfig.title, summary, fullTextUrl: absoluteUrl(`${baseUrl}llms-full.txt`)};
      const index = llmsTxt(site, listed);
      const fullText = llmsFullTxt(site, listed);
      write(join(outDir, 'llms.txt'), index);
      write(join(outDir, 'llms-full.txt'), fullText);
      const {user, system} = process.cpuUsage(started);
      logger.info`markdown-twins: ${pages.length} twins, llms.txt ${kilobytes(index)}, llms-full.txt ${kilobytes(fullText)}, ${((user + system) / 1e6).toFixed(2)} s of CPU`;
    },
  });
}
