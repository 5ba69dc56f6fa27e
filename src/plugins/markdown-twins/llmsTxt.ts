/** The two index files of llmstxt.org: `/llms.txt` links every page's twin, `/llms-full.txt` holds them all. */
import {TWIN_EXTENSION} from './twinPath';

export interface ListedPage {
  section: string;
  /** The page's path in the site, which says the platform it belongs to. */
  path: string;
  title: string;
  description: string;
  twinUrl: string;
  markdown: string;
}

export interface Site {
  title: string;
  /** One paragraph saying what the documentation covers. */
  summary: string;
  fullTextUrl: string;
}

const linkText = (text: string) => text.replace(/[[\]\\]/g, '\\$&');

function sections(pages: ListedPage[]): Map<string, ListedPage[]> {
  const bySection = new Map<string, ListedPage[]>();
  for (const page of pages) bySection.set(page.section, [...(bySection.get(page.section) ?? []), page]);
  return bySection;
}

/** A per-platform file: that platform's pages and the shared ones, whole. */
export interface PlatformFile {
  title: string;
  url: string;
}

/**
 * llmstxt.org format: the site's name, its summary as a quote, a note, the per-platform files, then one list of links
 * per section.
 */
export function llmsTxt(site: Site, pages: ListedPage[], platformFiles: readonly PlatformFile[] = []): string {
  const lines = [
    `# ${site.title}`,
    '',
    `> ${site.summary}`,
    '',
    `Every page below links to its Markdown version: the page's URL followed by \`${TWIN_EXTENSION}\` ` +
      `(\`index${TWIN_EXTENSION}\` when the URL ends in \`/\`). All pages in one file: ${site.fullTextUrl}`,
  ];
  if (platformFiles.length > 0) {
    lines.push('', '## One file per platform', '', 'Each holds one platform\'s pages, its FAQ and the pages every platform shares.', '');
    for (const file of platformFiles) lines.push(`- [${linkText(file.title)}](${file.url})`);
  }
  for (const [section, listed] of sections(pages)) {
    lines.push('', `## ${section}`, '');
    for (const page of listed) {
      lines.push(`- [${linkText(page.title)}](${page.twinUrl})${page.description ? `: ${page.description}` : ''}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** Every page's twin, in the order llms.txt lists them; each twin opens with its title and its URL. */
export function llmsFullTxt(site: Site, pages: ListedPage[]): string {
  return [`# ${site.title}`, `> ${site.summary}`, ...pages.map((page) => page.markdown.trimEnd())].join('\n\n') + '\n';
}
