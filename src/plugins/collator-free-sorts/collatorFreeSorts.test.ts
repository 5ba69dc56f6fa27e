import {readFile} from 'node:fs/promises';
import type {PluginContentLoadedActions} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import collatorFreeSortsPlugin, {SORT_REPLACEMENTS, withCodeUnitSort} from '.';

const [memoObjectSort, activePluginSort] = SORT_REPLACEMENTS as [
  (typeof SORT_REPLACEMENTS)[number],
  (typeof SORT_REPLACEMENTS)[number],
];

describe('collator-free-sorts', () => {
  it('finds its line exactly once in each installed module, and replaces it', async () => {
    for (const replacement of SORT_REPLACEMENTS) {
      const copy = withCodeUnitSort(await readFile(replacement.module, 'utf8'), replacement);
      expect(copy).toContain(replacement.replacement);
      expect(copy).not.toContain('localeCompare');
    }
  });

  it('fails, naming the plugin, when a new version no longer has the line', () => {
    expect(() => withCodeUnitSort('export const nothing = 1;', memoObjectSort)).toThrow(/collator-free-sorts/);
  });

  it('orders object keys the same way whatever order they come in', () => {
    const sortDeps = new Function('deps', `${memoObjectSort.replacement} return deps.flat();`) as (
      deps: [string, unknown][],
    ) => unknown[];
    expect(sortDeps([['b', 2], ['a', 1], ['c', 3]])).toEqual(sortDeps([['c', 3], ['a', 1], ['b', 2]]));
  });

  it('puts a docs base path before the paths it is a prefix of, so the longest match wins', () => {
    const sortPlugins = new Function('entries', `return entries${activePluginSort.replacement};`) as (
      entries: [string, {path: string}][],
    ) => [string, {path: string}][];
    const sorted = sortPlugins([['default', {path: '/'}], ['openapi', {path: '/api'}], ['v2', {path: '/api/v2'}]]);
    expect(sorted.map(([id]) => id)).toEqual(['v2', 'openapi', 'default']);
  });

  it('points the bundler at the copies, for imports with and without the extension', async () => {
    const plugin = collatorFreeSortsPlugin();
    const written: string[] = [];
    const actions = {
      createData: async (name: string) => {
        written.push(name);
        return `/generated/${name}`;
      },
    } as unknown as PluginContentLoadedActions;
    await plugin.contentLoaded?.({content: undefined, actions, allContent: {}} as never);
    const config = plugin.configureWebpack?.({} as never, false, {} as never, {} as never) as {
      resolve: {alias: Record<string, string>};
    };
    for (const {module} of SORT_REPLACEMENTS) {
      const copy = `/generated/${module.split('/').pop()}`;
      expect(config.resolve.alias[module]).toBe(copy);
      expect(config.resolve.alias[module.replace(/\.js$/, '')]).toBe(copy);
    }
    expect(written).toEqual(['reactUtils.js', 'docsClientUtils.js']);
  });
});

