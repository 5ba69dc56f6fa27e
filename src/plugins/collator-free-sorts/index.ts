/**
 * The first `localeCompare` a page calls makes the browser build its collator: 7 to 23 ms of main thread before any
 * CPU throttling, in the task that hydrates the page. Two sorts call it on every page, although neither needs
 * language-aware order:
 * - `useShallowMemoObject` (theme-common) sorts an object's keys only so that their order does not matter;
 * - `getActivePlugin` (the docs plugin) sorts the docs instances' base paths (ours: the guides and the API reference)
 *   only so that a path comes before the paths it is a prefix of ('/api' before '/'), making the first match the
 *   longest.
 * Code-unit order does both. This plugin gives the bundler copies of the two modules with that comparison, and fails
 * the build when a new version of either no longer has the line it replaces.
 */
import {readFile} from 'node:fs/promises';
import {basename, dirname, join} from 'node:path';
import type {Plugin} from '@docusaurus/types';

interface SortReplacement {
  module: string;
  collatorSort: string;
  codeUnitSort: string;
}

export const SORT_REPLACEMENTS: readonly SortReplacement[] = [
  {
    // The package exports only its entry points; the module sits beside the main one.
    module: join(dirname(require.resolve('@docusaurus/theme-common')), 'utils', 'reactUtils.js'),
    collatorSort: 'deps.sort((a, b) => a[0].localeCompare(b[0]));',
    codeUnitSort: 'deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));',
  },
  {
    module: require.resolve('@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js'),
    collatorSort: '.sort((a, b) => b[1].path.localeCompare(a[1].path))',
    codeUnitSort: '.sort((a, b) => (a[1].path < b[1].path ? 1 : a[1].path > b[1].path ? -1 : 0))',
  },
];

/** The module's source with its collator sort replaced. */
export function withCodeUnitSort(source: string, {module, collatorSort, codeUnitSort}: SortReplacement): string {
  if (source.split(collatorSort).length !== 2) {
    throw new Error(
      `collator-free-sorts: ${module} no longer has "${collatorSort}" once; ` +
        'check src/plugins/collator-free-sorts against the new version.',
    );
  }
  return source.replace(collatorSort, codeUnitSort);
}

export default function collatorFreeSortsPlugin(): Plugin {
  const copies = new Map<string, string>();
  return {
    name: 'collator-free-sorts',
    async contentLoaded({actions}) {
      for (const replacement of SORT_REPLACEMENTS) {
        const source = await readFile(replacement.module, 'utf8');
        const copy = await actions.createData(basename(replacement.module), withCodeUnitSort(source, replacement));
        copies.set(replacement.module, copy);
      }
    },
    configureWebpack() {
      if (copies.size === 0) throw new Error('collator-free-sorts: the copies are written when content loads, before bundling');
      // The modules import each other without the extension, and are resolved from elsewhere with it.
      const alias = Object.fromEntries(
        [...copies].flatMap(([module, copy]) => [
          [module, copy],
          [module.replace(/\.js$/, ''), copy],
        ]),
      );
      return {resolve: {alias}};
    },
  };
}
