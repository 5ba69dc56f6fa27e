/**
 * Each chunk prefetched at most once per page load, and none that the page has fetched already (README.md).
 *
 * A route's prefetch asks for the chunks of every route on its path: the site's layout, the docs plugin's, the docs
 * version's, then the page's own. Docusaurus remembers which routes it has prefetched, not which chunks, so every
 * link in view appended a `<link rel="prefetch">` for the same layout chunks again, and for the chunks the page
 * itself runs on.
 */
import type {Plugin} from '@docusaurus/types';
import {moduleEditPlugin, type ModuleEdit} from '../module-edit';

const PLUGIN_NAME = 'prefetch-once';

/** Docusaurus's helper that fetches one chunk's URL ahead of need. */
export const PREFETCH_ONCE: ModuleEdit = {
  module: require.resolve('@docusaurus/core/lib/client/prefetch.js'),
  original: 'export default function prefetch(url) {\n',
  replacement: `// ${PLUGIN_NAME}: URLs this page has asked for already, and those in its resource timing (fetched).
const requested = new Set();
function fetchedBefore(url) {
    if (requested.has(url) || performance.getEntriesByName(new URL(url, document.baseURI).href).length > 0) {
        return true;
    }
    requested.add(url);
    return false;
}
export default function prefetch(url) {
    if (fetchedBefore(url)) {
        return Promise.resolve();
    }
`,
};

export default function prefetchOncePlugin(): Plugin {
  return moduleEditPlugin(PLUGIN_NAME, [PREFETCH_ONCE]);
}
