/**
 * prism-react-renderer registers some thirty Prism grammars as soon as its module is evaluated, in the main bundle of
 * every page. Most of them are for languages this site never shows, and registering them (each `insertBefore` walks
 * every grammar loaded so far) took half the main bundle's evaluation, the longest task of a first visit. This plugin
 * gives the bundler a copy of the package's ES module without that block of grammars; each page imports the
 * grammars its own code blocks use (`./remarkPrismGrammars.ts`).
 *
 * The classic theme also has a client module that imports Prism, to hand it to `@theme/prism-include-languages`,
 * which loads `additionalLanguages` (none here). Being a client module, it put Prism and the highlighter in the main
 * bundle of every page, code or no code; without it they load with the pages that show code (24 KB less main.js).
 */
import {readFile} from 'node:fs/promises';
import type {Plugin} from '@docusaurus/types';
import {bundleMustInclude} from '../module-edit';

/** Where the package's bundle registers its grammars on the Prism instance it has just created, and where that ends. */
export const GRAMMARS_START = '// src/prism-langs.ts';
const PRISM_INSTANCE = 'var Prism = __toESM(require_prism());';
const GRAMMARS_END = '// src/themes/index.ts';

export const THEME_PRISM_CLIENT_MODULE = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages');

/** The bundle's source without the grammar registrations; Prism's core, the themes and the components stay. */
export function withoutBundledGrammars(bundle: string): string {
  const start = bundle.indexOf(GRAMMARS_START);
  const end = bundle.indexOf(GRAMMARS_END);
  if (start < 0 || end < start || !bundle.slice(start, end).includes(PRISM_INSTANCE)) {
    throw new Error(
      'prism-per-page: prism-react-renderer no longer has the layout this plugin expects (its grammars between ' +
        `"${GRAMMARS_START}" and "${GRAMMARS_END}"); check src/plugins/prism-per-page against the new version.`,
    );
  }
  return `${bundle.slice(0, start)}${PRISM_INSTANCE}\n\n${bundle.slice(end)}`;
}

export default function prismLeanPlugin(): Plugin {
  let leanModule: string | undefined;
  return {
    name: 'prism-per-page',
    async contentLoaded({actions}) {
      const bundle = await readFile(require.resolve('prism-react-renderer/dist/index.mjs'), 'utf8');
      leanModule = await actions.createData('prism-react-renderer.mjs', withoutBundledGrammars(bundle));
    },
    configureWebpack(_config, isServer) {
      if (!leanModule) throw new Error('prism-per-page: the lean module is written when content loads, before bundling');
      return {
        plugins: isServer ? [] : [bundleMustInclude('prism-per-page', [leanModule])],
        resolve: {
          alias: {
            'prism-react-renderer$': leanModule,
            [THEME_PRISM_CLIENT_MODULE]: false,
          },
        },
      };
    },
  };
}
