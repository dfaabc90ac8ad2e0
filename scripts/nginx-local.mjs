#!/usr/bin/env node
// Runs Debian's nginx with the shipped config (deploy/nginx/) on a loopback port, serving a built
// site: `node scripts/nginx-local.mjs [dist]` (PORT, default 4174). The config is copied to a
// temporary prefix with its install paths replaced; nothing outside that folder is touched, and
// it is removed when nginx stops (Ctrl-C or SIGTERM).
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const INSTALL_PREFIX = '/srv/tessera-lab';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const configDir = join(import.meta.dirname, '..', 'deploy', 'nginx');
const dist = resolve(process.argv[2] ?? 'dist');
const port = Number(process.env.PORT ?? 4174);
const nginx =
  process.env.NGINX_BIN ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');

if (!existsSync(join(dist, '.nginx', 'csp.conf'))) {
  console.error(`${dist} has no .nginx/csp.conf: build the site first (npm run build).`);
  process.exit(1);
}

const prefix = mkdtempSync(join(tmpdir(), 'tessera-nginx-'));
symlinkSync(dist, join(prefix, 'dist'));
mkdirSync(join(prefix, 'nginx'));
mkdirSync(join(prefix, 'temp'));
const hasBrotli = existsSync(BROTLI_MODULE);
for (const name of readdirSync(configDir).filter((file) => file.endsWith('.conf'))) {
  let text = readFileSync(join(configDir, name), 'utf8').replaceAll(INSTALL_PREFIX, prefix);
  text = text
    .replace(/^\s*listen \[::\]:80;\n/m, '')
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`);
  if (!hasBrotli) text = text.replace(/^\s*brotli_static on;\n/m, '');
  writeFileSync(join(prefix, 'nginx', name), text);
}
const temp = (name) => `${name}_temp_path ${join(prefix, 'temp', name)};`;
writeFileSync(
  join(prefix, 'nginx.conf'),
  `${hasBrotli ? `load_module ${BROTLI_MODULE};` : ''}
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
daemon off;
pid ${join(prefix, 'nginx.pid')};
error_log stderr warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  include ${join(prefix, 'nginx', 'site.conf')};
}
`,
);

if (!hasBrotli) console.warn(`warning: ${BROTLI_MODULE} is missing; serving gzip only`);
const server = spawn(nginx, ['-p', prefix, '-c', join(prefix, 'nginx.conf')], { stdio: 'inherit' });
console.log(`nginx serving ${dist} at http://127.0.0.1:${port}`);

const cleanUp = () => rmSync(prefix, { recursive: true, force: true });
server.on('exit', (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal ? 0 : 1));
});
server.on('error', (error) => {
  console.error(`Could not start ${nginx}: ${error.message} (Debian: apt-get install nginx)`);
  cleanUp();
  process.exit(1);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill('SIGTERM'));
