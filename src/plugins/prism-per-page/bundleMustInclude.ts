/** The part of a bundler's compiler (webpack or Rspack) the check below uses. */
interface Compiler {
  hooks: {done: {tap(name: string, callback: (stats: {compilation: {fileDependencies: Iterable<string>}}) => void): void}};
}

/**
 * A bundler plugin that stops the build when one of `files` is not a module of the browser bundle: an alias that no
 * longer matches (the theme imports another path, the package moved the module) would otherwise drop the lean
 * renderer silently, and the build would still pass.
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
