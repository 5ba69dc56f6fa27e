/** Serves a site's production build with `docusaurus serve` on a free loopback port, for the length of a task. */
import {createServer} from 'node:net';
import {startProcessGroup, type ProcessGroup} from './processes';

const HOST = '127.0.0.1';
const READY_TIMEOUT_MS = 60_000;
const READY_POLL_MS = 250;

/** Starts the server for `siteDir`'s `build/`, runs `task` with its base URL, and stops the server afterwards. */
export async function withStaticServer<T>(siteDir: string, task: (baseUrl: string) => Promise<T>): Promise<T> {
  const port = await findFreePort();
  const server = startProcessGroup('npx', ['docusaurus', 'serve', '--port', String(port), '--host', HOST, '--no-open'], {
    cwd: siteDir,
  });
  const baseUrl = `http://${HOST}:${port}`;
  try {
    await waitUntilAnswering(baseUrl, server);
    return await task(baseUrl);
  } finally {
    await server.stop();
  }
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, HOST, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('No free port found'))));
    });
  });
}

/** Any HTTP answer will do: a stock site may have no page at `/`. */
async function waitUntilAnswering(baseUrl: string, server: ProcessGroup): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      await server.finished; // throws with the server's output when it failed
      throw new Error(`The server for ${baseUrl} exited before it answered`);
    }
    try {
      await fetch(baseUrl, {redirect: 'manual'});
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS));
    }
  }
  throw new Error(`Nothing answered at ${baseUrl} within ${READY_TIMEOUT_MS / 1000} s`);
}
