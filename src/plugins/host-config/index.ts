/**
 * Post-build step: the host configurations, written from the hosting statement (`src/data/hosting.ts`) and what the
 * build holds: its routes, its twins, the hashes of its inline scripts. `README.md` says what each file does.
 */
import {mkdir, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import {NGINX_HTTP_FILE, NGINX_SERVER_FILE, nginxHttpConf, nginxServerConf} from './nginx';
import {hostRules, type HostRules} from './rules';
import {HEADERS_FILE, REDIRECTS_FILE, headersFile, redirectsFile} from './staticHosts';

/** The nginx files' folder in the build (`/_host/`, which no host serves: nginx answers 404 there). */
export const NGINX_DIR = '_host';

export async function writeHostConfig(
  outDir: string,
  routes: readonly string[],
  twinned: readonly string[],
  scriptHashes: readonly string[],
): Promise<HostRules> {
  const rules = hostRules(routes, twinned, scriptHashes);
  await mkdir(join(outDir, NGINX_DIR), {recursive: true});
  await Promise.all([
    writeFile(join(outDir, NGINX_DIR, NGINX_HTTP_FILE), nginxHttpConf(rules)),
    writeFile(join(outDir, NGINX_DIR, NGINX_SERVER_FILE), nginxServerConf(rules)),
    writeFile(join(outDir, HEADERS_FILE), headersFile(rules)),
    writeFile(join(outDir, REDIRECTS_FILE), redirectsFile(rules)),
  ]);
  return rules;
}
