#!/usr/bin/env node
// Serves a built site the way a plain static host does: files as they are, `dir/index.html` for
// `dir` and `dir/`, and `404.html` with status 404 for anything else. Paths are case-sensitive.
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { createGzip } from 'node:zlib';

const root = resolve(process.argv[2] ?? 'dist');
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';
// a site built for a non-root base (`BASE=/repo/`) is served under that prefix only
const base = process.env.BASE ?? '/';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.woff2': 'font/woff2',
};

function isFile(path) {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** The file that answers a URL path, or undefined when there is none. */
function lookup(urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const target = normalize(join(root, decoded));
  if (target !== root && !target.startsWith(root + sep)) return undefined;
  return [target, join(target, 'index.html')].find(isFile);
}

// text is sent compressed, as static hosts do (so that page-load measurements see real transfer sizes)
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg)/;

function send(res, status, file, req) {
  const type = TYPES[extname(file)] ?? 'application/octet-stream';
  const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  res.writeHead(status, {
    'Content-Type': type,
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Encoding',
    ...(gzip && { 'Content-Encoding': 'gzip' }),
  });
  if (req.method === 'HEAD') return res.end();
  // the build's own gzip copy when there is one (as nginx's gzip_static), else compressed here
  const precompressed = gzip && isFile(`${file}.gz`);
  // a file removed by a rebuild while it is being sent ends that response, not the server
  const body = createReadStream(precompressed ? `${file}.gz` : file).on('error', () =>
    res.destroy(),
  );
  (gzip && !precompressed ? body.pipe(createGzip()) : body).pipe(res);
}

createServer((req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  // the path alone: `new URL` would read `//products` as a host name
  const pathname = (req.url ?? '/').split(/[?#]/)[0];
  const underBase = `${pathname}/`.startsWith(base);
  const file = underBase ? lookup(`/${pathname.slice(base.length)}`) : undefined;
  const notFoundPage = join(root, '404.html');
  if (file) send(res, 200, file, req);
  else if (isFile(notFoundPage)) send(res, 404, notFoundPage, req);
  else res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found\n');
}).listen(port, host, () => {
  console.log(`Serving ${root} at http://${host}:${port}${base}`);
});
