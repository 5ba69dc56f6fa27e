/**
 * `npm run serve [-- --dir build --port 3000]`: serves a production build with Debian's nginx and the configuration
 * the build wrote (`<dir>/_host/`), so a preview answers with the same redirects, headers and compressed files as the
 * production host (the fixture build has no compressed files: nginx then sends each file as it is). The browser tests
 * start it the same way. Stops nginx when stopped (Ctrl-C, SIGTERM).
 */
import {spawn} from 'node:child_process';
import {existsSync} from 'node:fs';
import {mkdtemp, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {parseArgs} from 'node:util';
import {NGINX_DIR} from '../src/plugins/host-config';
import {NGINX_HTTP_FILE, NGINX_SERVER_FILE} from '../src/plugins/host-config/nginx';

const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** The whole configuration around the build's two files: one private server on loopback, logs to the terminal. */
export function nginxConfig({root, port, prefix}: {root: string; port: number; prefix: string}): string {
  const include = (file: string) => join(root, NGINX_DIR, file);
  const runsAsRoot = process.getuid?.() === 0;
  return `load_module ${BROTLI_MODULE};
daemon off;
worker_processes 2;
pid ${join(prefix, 'nginx.pid')};
error_log stderr warn;
${runsAsRoot ? 'user root;' : ''}
events { worker_connections 512; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${join(prefix, kind)};`).join('\n')}
  include ${include(NGINX_HTTP_FILE)};
  server {
    listen 127.0.0.1:${port};
    root ${root};
    include ${include(NGINX_SERVER_FILE)};
  }
}
`;
}

async function main(): Promise<void> {
  const {values} = parseArgs({options: {dir: {type: 'string', default: 'build'}, port: {type: 'string', default: '3000'}}});
  const root = resolve(values.dir);
  const port = Number(values.port);
  if (!existsSync(join(root, NGINX_DIR, NGINX_SERVER_FILE))) {
    console.error(`${values.dir}/ has no host configuration: run \`npm run build\` first.`);
    process.exit(1);
  }
  const prefix = await mkdtemp(join(tmpdir(), 'attrio-nginx-'));
  const conf = join(prefix, 'nginx.conf');
  await writeFile(conf, nginxConfig({root, port, prefix}));
  const nginx = spawn('nginx', ['-p', prefix, '-c', conf], {stdio: 'inherit'});
  console.log(`Serving ${values.dir}/ at http://127.0.0.1:${port}/ with nginx and the build's host configuration.`);
  const stop = () => nginx.kill('SIGTERM');
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  const code = await new Promise<number>((done) => nginx.on('exit', (exitCode) => done(exitCode ?? 0)));
  await rm(prefix, {recursive: true, force: true});
  process.exit(code);
}

if (require.main === module) void main();
