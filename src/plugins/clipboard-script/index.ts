/**
 * Loads the clipboard helper from a public CDN, asynchronously and with Subresource Integrity.
 *
 * The integrity hash is computed from the `clipboard` npm package of the same version, whose `dist/` file the CDN
 * serves byte for byte; bumping the dependency therefore updates the URL and the hash together.
 */
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export const CLIPBOARD_FILE = 'dist/clipboard.min.js';

export interface CdnScript {
  src: string;
  integrity: string;
  localPath: string;
}

/** `siteDir`: the folder whose node_modules holds `clipboard` (the site root). */
export function clipboardScript(siteDir: string): CdnScript {
  const require = createRequire(join(siteDir, 'package.json'));
  const manifestPath = require.resolve('clipboard/package.json');
  const {version} = JSON.parse(readFileSync(manifestPath, 'utf8')) as {version: string};
  const localPath = require.resolve(`clipboard/${CLIPBOARD_FILE}`);
  const digest = createHash('sha384').update(readFileSync(localPath)).digest('base64');
  return {
    src: `https://cdn.jsdelivr.net/npm/clipboard@${version}/${CLIPBOARD_FILE}`,
    integrity: `sha384-${digest}`,
    localPath,
  };
}

export default function clipboardScriptPlugin(context: LoadContext): Plugin {
  const {src, integrity} = clipboardScript(context.siteDir);
  return {
    name: 'clipboard-script',
    injectHtmlTags() {
      return {
        headTags: [
          {tagName: 'script', attributes: {src, async: true, integrity, crossorigin: 'anonymous'}},
        ],
      };
    },
  };
}
