/**
 * The bundler gets a copy of an installed module with one exact piece of its source replaced, in place of the
 * original: for optimisations that need a line of an upstream module changed and that no option reaches. The build
 * fails when a new version of the module no longer has that piece exactly once, naming the plugin to check.
 */
import {readFile} from 'node:fs/promises';
import {basename} from 'node:path';
import type {Plugin} from '@docusaurus/types';

export interface ModuleEdit {
  /** The installed module's path, as `require.resolve` gives it. */
  module: string;
  /** What the module must contain exactly once. */
  original: string;
  replacement: string;
}

/** The module's source with the edit made. */
export function withEdit(source: string, {module, original, replacement}: ModuleEdit, pluginName: string): string {
  if (source.split(original).length !== 2) {
    throw new Error(
      `${pluginName}: ${module} no longer has "${original}" once; ` +
        `check src/plugins/${pluginName} against the new version.`,
    );
  }
  return source.replace(original, () => replacement);
}

/** A plugin that writes the edited copies when content loads and points the bundler at them. */
export function moduleEditPlugin(name: string, edits: readonly ModuleEdit[]): Plugin {
  const copies = new Map<string, string>();
  return {
    name,
    async contentLoaded({actions}) {
      for (const edit of edits) {
        const source = await readFile(edit.module, 'utf8');
        copies.set(edit.module, await actions.createData(basename(edit.module), withEdit(source, edit, name)));
      }
    },
    configureWebpack() {
      if (copies.size === 0) throw new Error(`${name}: the copies are written when content loads, before bundling`);
      // Modules import their neighbours without the extension, and are resolved from elsewhere with it.
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
