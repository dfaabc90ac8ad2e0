import { createHash } from 'crypto';
import fs from 'fs';
import path from 'path';
import { promisify } from 'util';
import zlib from 'zlib';
import { pruneUnused } from '../build-speed/build-cache';
import { copiesStillFit, holdsAlready, writeOutputFile } from '../build-speed/kept-output';
import { contentSecurityPolicy, inlineScriptHashes, nginxCspMap } from './csp';
import { PAGE_CHUNK, routePathOfHtmlFile } from '../pages/page-records';

/** A bundle's file name carries its content's hash: it is compressed once and kept. */
const HASHED = /\.[0-9a-f]{8}\.(?:async\.)?(?:js|css)$/;

/**
 * Brotli's quality per file: its best for the few bundles every visitor downloads; less for what
 * grows with the pages (each page's chunk, and the HTML, which changes with every edit), where the
 * best quality costs many times the time for copies a little smaller.
 */
const brotliQuality = (file: string) => (PAGE_CHUNK.test(file) ? 8 : HASHED.test(file) ? 11 : 5);

const { BROTLI_PARAM_QUALITY: QUALITY, BROTLI_PARAM_SIZE_HINT: SIZE_HINT } = zlib.constants;
const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/**
 * The copy kept in `cachedFile`, if any (an earlier build's, its time refreshed so that pruning
 * spares it), else a fresh one, kept there for later builds.
 */
async function kept(cachedFile: string | false, compress: () => Promise<Buffer>) {
  if (!cachedFile) return compress();
  try {
    const bytes = await fs.promises.readFile(cachedFile);
    await fs.promises.utimes(cachedFile, new Date(), new Date());
    return bytes;
  } catch {
    const bytes = await compress();
    await fs.promises.writeFile(cachedFile, bytes);
    return bytes;
  }
}

/**
 * Writes `file.gz` and `file.br` next to a file, each only when it is smaller than the file; `known`
 * is the file's content when the build has it in memory (else it is read). Only a bundle's copies
 * are kept in the cache (by its content's hash): its gzip, and its brotli at the best quality,
 * which takes seconds for the largest; a page's copies are quicker made again than kept.
 */
async function precompress(file: string, cacheDir: string, known?: string) {
  if (copiesStillFit(file, [`${file}.gz`, `${file}.br`])) return;
  const source = known === undefined ? await fs.promises.readFile(file) : Buffer.from(known);
  const quality = brotliQuality(file);
  const params = { [QUALITY]: quality, [SIZE_HINT]: source.length };
  const hash = HASHED.test(file) && createHash('sha256').update(source).digest('hex');
  const [gz, br] = await Promise.all([
    kept(hash && path.join(cacheDir, `${hash}.gz`), () => gzip(source, { level: 9 })),
    kept(quality === 11 && path.join(cacheDir, `${hash}-q11.br`), () => brotli(source, { params })),
  ]);
  for (const [copy, bytes] of Object.entries({ [`${file}.gz`]: gz, [`${file}.br`]: br })) {
    if (bytes.length < source.length && !holdsAlready(copy, bytes))
      await fs.promises.writeFile(copy, bytes);
  }
}

/**
 * What a real host needs beside the built site, written once every other file is on disk (the last
 * step of plugins/html-pass): for nginx, the CSP with the hashes of the inline scripts in the HTML
 * (in `.nginx/`, a dot folder no host publishes: see deploy/nginx), and precompressed `.gz` and
 * `.br` copies of the text files, which nginx serves with `gzip_static` and `brotli_static`.
 * `written` holds the files the build wrote itself (path below `out`: content), which are not read
 * again; `cacheDir` keeps compressed copies for later builds.
 */
export async function writeHostFiles(out: string, cacheDir: string, written: Map<string, string>) {
  const names = (fs.readdirSync(out, { recursive: true }) as string[]).filter(
    (name) =>
      !name.startsWith(`.nginx${path.sep}`) &&
      !/\.(gz|br)$/.test(name) &&
      fs.statSync(path.join(out, name)).isFile(),
  );
  const contentOf = (name: string) => written.get(name.replace(/\\/g, '/'));
  const hashes: string[] = [];
  const livePaths: string[] = [];
  for (const name of names.filter((name) => name.endsWith('.html'))) {
    const html = contentOf(name) ?? fs.readFileSync(path.join(out, name), 'utf8');
    hashes.push(...inlineScriptHashes(html));
    // a page whose demo blocks (builtins/Previewer) compile a visitor's edits, by its exact path
    if (html.includes('class="dumi-default-previewer'))
      livePaths.push(routePathOfHtmlFile(name, { canonical: false }));
  }
  const policy = (liveCode: boolean) => contentSecurityPolicy(hashes, { liveCode });
  writeOutputFile(
    path.join(out, '.nginx', 'csp.conf'),
    nginxCspMap(policy(false), policy(true), livePaths),
  );

  fs.mkdirSync(cacheDir, { recursive: true });
  // images such as PNG are compressed already; a few files at a time, not all sources at once
  const queue = names.filter((name) =>
    /\.(html|js|css|json|svg|xml|txt|md|webmanifest|map)$/.test(name),
  );
  const compressNext = async () => {
    for (let name; (name = queue.shift());) {
      await precompress(path.join(out, name), cacheDir, contentOf(name));
    }
  };
  await Promise.all(Array.from({ length: 8 }, compressNext));
  pruneUnused(cacheDir);
}
