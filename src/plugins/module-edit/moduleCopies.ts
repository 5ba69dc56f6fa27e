/**
 * For unit tests of the plugins that edit a module: imports an installed module's source, as it is or edited, as a
 * module of its own, so that a test can show both what the edit does and that it is needed.
 */
import {mkdir, mkdtemp, rm, writeFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import {withImportSpecifiers} from '.';

export interface ModuleCopies {
  /** Imports `source`, a copy of the installed `module`: its imports name the files the module itself resolves. */
  load<T>(module: string, source: string): Promise<T>;
  remove(): Promise<void>;
}

export async function moduleCopies(name: string): Promise<ModuleCopies> {
  // Inside the project: the test runner imports modules from its own root only.
  const cache = join(__dirname, '..', '..', '..', 'node_modules', '.cache');
  await mkdir(cache, {recursive: true});
  const directory = await mkdtemp(join(cache, `${name}-`));
  let loaded = 0;
  return {
    async load<T>(module: string, source: string): Promise<T> {
      const file = join(directory, `copy-${(loaded += 1)}.mjs`);
      await writeFile(file, withImportSpecifiers(source, createRequire(module).resolve));
      return import(file) as Promise<T>;
    },
    remove: () => rm(directory, {recursive: true, force: true}),
  };
}
