/**
 * The public CDN the site loads its clipboard helper from, answered on this machine: there is no network here,
 * and a blocked request would log a console error that a visitor never sees. The mirror serves the file the CDN
 * serves (the npm package's own copy, which the page's integrity hash is computed from) over HTTPS with CORS.
 * The benchmark starts one for each run; the browser tests start one for the whole suite (tests/e2e/globalSetup.ts).
 */
import {execFileSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {createServer} from 'node:https';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {clipboardScript} from '../../src/plugins/clipboard-script';
import {closeServer, listenOnPort} from './server';

export interface CdnMirror {
  /** The CDN's host, which the mirror answers for. */
  hostname: string;
  port: number;
  close(): Promise<void>;
}

/**
 * Starts the mirror on loopback `port` (a free one when 0). Besides the clipboard helper it serves `moreScripts`, each
 * at its path on the CDN with the file to answer it from, cacheable as the CDN's versioned files are.
 */
export async function startCdnMirror(projectDir: string, port = 0, moreScripts: Record<string, string> = {}): Promise<CdnMirror> {
  const script = clipboardScript(projectDir);
  const {hostname, pathname} = new URL(script.src);
  const bodies = new Map([[pathname, readFileSync(script.localPath)]]);
  for (const [path, file] of Object.entries(moreScripts)) bodies.set(path, readFileSync(file));
  const server = createServer(selfSignedCertificate(hostname), (request, response) => {
    const body = bodies.get(request.url ?? '');
    if (!body) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': 'application/javascript',
      'access-control-allow-origin': '*',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    response.end(body);
  });
  return {hostname, port: await listenOnPort(server, port), close: () => closeServer(server)};
}

/** Runs `task` with the Chromium flags that send the CDN's host to the mirror. */
export async function withCdnMirror<T>(projectDir: string, task: (chromiumFlags: string[]) => Promise<T>): Promise<T> {
  const mirror = await startCdnMirror(projectDir);
  try {
    // The certificate is ours, not the CDN's: Chromium is told to accept it, for this host's traffic only.
    return await task([`--host-resolver-rules=MAP ${mirror.hostname} 127.0.0.1:${mirror.port}`, '--ignore-certificate-errors']);
  } finally {
    await mirror.close();
  }
}

function selfSignedCertificate(hostname: string): {key: Buffer; cert: Buffer} {
  const dir = mkdtempSync(join(tmpdir(), 'cdn-mirror-'));
  try {
    const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', `/CN=${hostname}`, '-keyout', key, '-out', cert],
      {stdio: 'pipe'},
    );
    return {key: readFileSync(key), cert: readFileSync(cert)};
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}
