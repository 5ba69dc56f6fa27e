/**
 * Serves a site's production build on a free loopback port for the length of a task, the way a static host does:
 * clean URLs as `docusaurus serve` resolves them, and text compressed with gzip. Every host a Docusaurus site is
 * deployed to (GitHub Pages, Netlify, Vercel, Cloudflare Pages) compresses; `docusaurus serve` does not, and
 * Lighthouse's simulated network charges the bytes it actually received.
 */
import {createServer, type IncomingMessage, type ServerResponse} from 'node:http';
import type {Server} from 'node:net';
import {join} from 'node:path';
import compression from 'compression';
import serveHandler from 'serve-handler';

const HOST = '127.0.0.1';

/** Starts the server for `siteDir`'s `build/`, runs `task` with its base URL, and stops the server afterwards. */
export async function withStaticServer<T>(siteDir: string, task: (baseUrl: string) => Promise<T>): Promise<T> {
  // Typed for Express, but the middleware only uses what Node's own request and response have.
  const compress = compression() as unknown as (request: IncomingMessage, response: ServerResponse, next: () => void) => void;
  const publicDir = join(siteDir, 'build');
  const server = createServer((request, response) => {
    compress(request, response, () => {
      void serveHandler(request, response, {public: publicDir, cleanUrls: true, directoryListing: false});
    });
  });
  const port = await listenOnFreePort(server);
  try {
    return await task(`http://${HOST}:${port}`);
  } finally {
    await closeServer(server);
  }
}

export function listenOnFreePort(server: Server): Promise<number> {
  return listenOnPort(server, 0);
}

/** Listens on loopback `port` (a free one when 0) and returns the port. */
export function listenOnPort(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, () => {
      const address = server.address();
      if (typeof address === 'object' && address) resolve(address.port);
      else reject(new Error('The server has no port'));
    });
  });
}

export function closeServer(server: Server & {closeAllConnections(): void}): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
}
