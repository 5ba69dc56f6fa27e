/**
 * Which pages get a Markdown twin, in which order and under which llms.txt section: the docs of every docs plugin
 * instance in sidebar order, then the standalone pages but the search page. The search page and the not-found page
 * have nothing to read, so they have none.
 */
import type {LoadedContent as DocsContent, LoadedVersion} from '@docusaurus/plugin-content-docs';
import type {LoadedContent as PagesContent} from '@docusaurus/plugin-content-pages';
import type {LoadedPlugin} from '@docusaurus/types';
import {search} from '../../data/search';

type SidebarItem = LoadedVersion['sidebars'][string][number];

export interface TwinnedPage {
  permalink: string;
  /** The llms.txt section the page is listed under. */
  section: string;
  /** Unlisted docs get a twin (they have the "Copy page" control) but stay out of llms.txt, as out of the sitemap. */
  listed: boolean;
}

/** llmstxt.org's section for links a reader's tool may skip: the standalone pages, around the docs. */
export const OPTIONAL_SECTION = 'Optional';

function docIdsInOrder(items: SidebarItem[]): string[] {
  return items.flatMap((item) => {
    if (item.type === 'doc' || item.type === 'ref') return [item.id];
    if (item.type === 'category') {
      return [...(item.link?.type === 'doc' ? [item.link.id] : []), ...docIdsInOrder(item.items)];
    }
    return [];
  });
}

const topFolder = (docId: string) => docId.split('/')[0];

function versionPages(version: LoadedVersion, sectionTitle: string | undefined): TwinnedPage[] {
  const docs = new Map(version.docs.map((doc) => [doc.id, doc]));
  const ordered: {id: string; section: string}[] = [];
  for (const item of Object.values(version.sidebars).flat()) {
    // A top-level category is a section (a platform, the FAQ); a top-level doc is one of its own.
    const firstId = docIdsInOrder([item])[0];
    const firstDoc = firstId === undefined ? undefined : docs.get(firstId);
    const label = 'label' in item && item.label ? item.label : firstDoc?.frontMatter.sidebar_label ?? firstDoc?.title;
    const section = sectionTitle ?? label ?? '';
    for (const id of docIdsInOrder([item])) {
      if (!ordered.some((entry) => entry.id === id)) ordered.push({id, section});
    }
  }
  // A doc outside the sidebar follows the docs of its folder (its platform).
  for (const doc of version.docs) {
    if (ordered.some((entry) => entry.id === doc.id)) continue;
    const neighbour = ordered.map((entry) => topFolder(entry.id)).lastIndexOf(topFolder(doc.id));
    const entry = {id: doc.id, section: ordered[neighbour]?.section ?? sectionTitle ?? doc.title};
    ordered.splice(neighbour < 0 ? ordered.length : neighbour + 1, 0, entry);
  }
  return ordered.map(({id, section}) => {
    const doc = docs.get(id)!;
    return {permalink: doc.permalink, section, listed: !doc.unlisted};
  });
}

/**
 * `sectionTitles`: docs plugin id → one section title for all that instance's docs (the API reference); the docs of
 * other instances are listed under their top-level sidebar items.
 */
export function twinnedPages(plugins: LoadedPlugin[], sectionTitles: Record<string, string>): TwinnedPage[] {
  const docs = plugins
    .filter((plugin) => plugin.name === 'docusaurus-plugin-content-docs')
    .flatMap((plugin) =>
      (plugin.content as DocsContent).loadedVersions.flatMap((version) =>
        versionPages(version, sectionTitles[plugin.options.id]),
      ),
    );
  const standalone = plugins
    .filter((plugin) => plugin.name === 'docusaurus-plugin-content-pages')
    .flatMap((plugin) => (plugin.content as PagesContent).map(({permalink}) => ({permalink, section: OPTIONAL_SECTION, listed: true})))
    // The search page is a form whose results appear in the browser: it has nothing to read.
    .filter(({permalink}) => permalink !== search.pagePath);
  return [...docs, ...standalone];
}
