/**
 * The bundler gets a copy of an installed module with exact pieces of its source replaced, in place of the original:
 * for optimisations that need a line of an upstream module changed and that no option reaches. The build fails when a
 * new version of the module no longer has one of those pieces exactly once, naming the plugin to check.
 */
import {readFile} from 'node:fs/promises';
import {basename, dirname, resolve} from 'node:path';
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

/** The module's source with each of its edits made, in order. */
export function withEdits(source: string, edits: readonly ModuleEdit[], pluginName: string): string {
  return edits.reduce((edited, edit) => withEdit(edited, edit, pluginName), source);
}

/** `source` with the module specifier of each `from '…'` passed through `rewrite`. */
export function withImportSpecifiers(source: string, rewrite: (specifier: string) => string): string {
  return source.replace(
    /(\bfrom\s*)(["'])([^"']+)\2/g,
    (_, keyword: string, quote: string, specifier: string) => `${keyword}${quote}${rewrite(specifier)}${quote}`,
  );
}

/**
 * The copy is written elsewhere than the module, so its relative imports (`from '../utils/x'`) are made absolute:
 * they still name the installed package's files.
 */
export function withImportsFrom(source: string, module: string): string {
  return withImportSpecifiers(source, (specifier) =>
    specifier.startsWith('.') ? resolve(dirname(module), specifier) : specifier,
  );
}

/** The part of a bundler's compiler (webpack or Rspack) the check below uses. */
interface Compiler {
  hooks: {done: {tap(name: string, callback: (stats: {compilation: {fileDependencies: Iterable<string>}}) => void): void}};
}

/**
 * A bundler plugin that stops the build when one of `files` is not a module of the browser bundle: an alias that no
 * longer matches (the theme imports another path, the package moved the module) would otherwise drop an optimisation
 * silently, and the build would still pass.
 */
export function bundleMustInclude(pluginName: string, files: readonly string[]): {apply(compiler: Compiler): void} {
  return {
    apply(compiler) {
      compiler.hooks.done.tap(pluginName, (stats) => {
        // Every file the browser compilation read, whether its module was concatenated into another or not.
        const read = new Set(stats.compilation.fileDependencies);
        const missing = files.filter((file) => !read.has(file));
        if (missing.length) {
          throw new Error(
            `${pluginName}: the browser bundle no longer includes ${missing.join(', ')}; the module it replaces is ` +
              `imported from elsewhere now. Check src/plugins/${pluginName} against the installed version.`,
          );
        }
      });
    },
  };
}

/** A plugin that writes the edited copies when content loads and points the bundler at them. */
export function moduleEditPlugin(name: string, edits: readonly ModuleEdit[]): Plugin {
  const copies = new Map<string, string>();
  return {
    name,
    async contentLoaded({actions}) {
      for (const module of new Set(edits.map((edit) => edit.module))) {
        const source = await readFile(module, 'utf8');
        const edited = withImportsFrom(withEdits(source, edits.filter((edit) => edit.module === module), name), module);
        copies.set(module, await actions.createData(basename(module), edited));
      }
    },
    configureWebpack(_config, isServer) {
      if (copies.size === 0) throw new Error(`${name}: the copies are written when content loads, before bundling`);
      // Modules import their neighbours without the extension, and are resolved from elsewhere with it.
      const alias = Object.fromEntries(
        [...copies].flatMap(([module, copy]) => [
          [module, copy],
          [module.replace(/\.js$/, ''), copy],
        ]),
      );
      return {resolve: {alias}, plugins: isServer ? [] : [bundleMustInclude(name, [...copies.values()])]};
    },
  };
}
