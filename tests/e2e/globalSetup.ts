/**
 * Starts the clipboard helper's CDN mirror (bench/lib/cdnMirror.ts) for the whole run: it serves the npm package's
 * copy of the file, which the page's integrity hash is computed from, so the browser's integrity check really runs,
 * and the files the suite loads from the CDN itself (`cdnMirror.files`).
 * Chromium is sent to it by `networkFlags` (servers.ts).
 */
import {join} from 'node:path';
import {startCdnMirror} from '../../bench/lib/cdnMirror';
import {cdnMirror} from './servers';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const mirror = await startCdnMirror(join(__dirname, '..', '..'), cdnMirror.port, cdnMirror.files);
  return () => mirror.close();
}
