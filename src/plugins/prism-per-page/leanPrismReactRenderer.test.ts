import {mkdir, readFile, writeFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import {pathToFileURL} from 'node:url';
import {describe, expect, it} from 'vitest';
import prismLeanPlugin, {GRAMMARS_START, THEME_PRISM_CLIENT_MODULE, withoutBundledGrammars} from './leanPrismReactRenderer';

const require = createRequire(import.meta.url);
const bundlePath = require.resolve('prism-react-renderer/dist/index.mjs');

interface LeanModule {
  Prism: {languages: Record<string, unknown>; tokenize(code: string, grammar: unknown): unknown[]};
  Highlight: unknown;
  themes: Record<string, unknown>;
}

/** Evaluates the lean bundle as the browser would get it: written inside the project, so `react` resolves. */
async function importLean(): Promise<LeanModule> {
  const dir = join(__dirname, '..', '..', '..', 'node_modules', '.cache', 'prism-lean-test');
  await mkdir(dir, {recursive: true});
  const file = join(dir, 'index.mjs');
  await writeFile(file, withoutBundledGrammars(await readFile(bundlePath, 'utf8')));
  return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as LeanModule;
}

describe('prism-per-page: prism-react-renderer without its bundled grammars', () => {
  it('keeps Prism, Highlight and the themes, without a single bundled grammar', async () => {
    const lean = await importLean();
    expect(typeof lean.Highlight).toBe('function');
    expect(lean.themes.vsDark).toBeDefined();
    const grammars = Object.entries(lean.Prism.languages).filter(([, value]) => typeof value === 'object');
    // Prism's core knows plain text, under four names, and nothing else.
    expect(grammars.map(([name]) => name).sort()).toEqual(['plain', 'plaintext', 'text', 'txt']);
  });

  it('lets a page register a grammar on that Prism and highlight with it', async () => {
    const lean = await importLean();
    Object.assign(globalThis, {Prism: lean.Prism});
    require('prismjs/components/prism-clike');
    require('prismjs/components/prism-kotlin');
    const tokens = lean.Prism.tokenize('val answer = 42', lean.Prism.languages.kotlin);
    expect(tokens).toContainEqual(expect.objectContaining({type: 'keyword', content: 'val'}));
  });

  it('stops the build with a pointer to this plugin when the package changes its layout', () => {
    expect(() => withoutBundledGrammars('export const Prism = {};')).toThrow(/src\/plugins\/prism-per-page/);
  });

  it('gives the bundler the lean copy, and nothing for the theme client module that imports Prism on every page', async () => {
    const plugin = prismLeanPlugin();
    const written = new Map<string, string>();
    const createData = async (name: string, data: string) => {
      written.set(name, data);
      return `/generated/${name}`;
    };
    await plugin.contentLoaded?.({content: undefined, actions: {createData} as never});
    const config = plugin.configureWebpack?.({} as never, false, {} as never, {} as never) as {
      resolve: {alias: Record<string, string | false>};
    };
    expect(config.resolve.alias).toEqual({
      'prism-react-renderer$': '/generated/prism-react-renderer.mjs',
      [THEME_PRISM_CLIENT_MODULE]: false,
    });
    expect(THEME_PRISM_CLIENT_MODULE).toMatch(/theme-classic[\\/]lib[\\/]prism-include-languages\.js$/);
    expect(written.get('prism-react-renderer.mjs')).not.toContain(GRAMMARS_START);
  });
});
