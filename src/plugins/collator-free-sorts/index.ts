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
import {dirname, join} from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {moduleEditPlugin, withEdit, type ModuleEdit} from '../module-edit';

export const SORT_REPLACEMENTS: readonly ModuleEdit[] = [
  {
    // The package exports only its entry points; the module sits beside the main one.
    module: join(dirname(require.resolve('@docusaurus/theme-common')), 'utils', 'reactUtils.js'),
    original: 'deps.sort((a, b) => a[0].localeCompare(b[0]));',
    replacement: 'deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));',
  },
  {
    module: require.resolve('@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js'),
    original: '.sort((a, b) => b[1].path.localeCompare(a[1].path))',
    replacement: '.sort((a, b) => (a[1].path < b[1].path ? 1 : a[1].path > b[1].path ? -1 : 0))',
  },
];

const PLUGIN_NAME = 'collator-free-sorts';

/** The module's source with its collator sort replaced. */
export function withCodeUnitSort(source: string, replacement: ModuleEdit): string {
  return withEdit(source, replacement, PLUGIN_NAME);
}

export default function collatorFreeSortsPlugin(): Plugin {
  return moduleEditPlugin(PLUGIN_NAME, SORT_REPLACEMENTS);
}
