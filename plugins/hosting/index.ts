import { createHash } from 'crypto';
import fs from 'fs';
import path from 'path';
import type { IApi } from 'dumi';
import { buildCacheDir, pruneUnused } from '../build-speed/build-cache';
import { copiesStillFit, holdsAlready, writeOutputFile } from '../build-speed/kept-output';
import { compressionThreads, type CompressionThreads } from './compression-threads';
import { contentSecurityPolicy, inlineScriptHashes, nginxCspMap } from './csp';
import { PAGE_CHUNK, routePathOfHtmlFile } from '../pages/page-records';

/** Text files worth compressing; images such as PNG are compressed already. */
const COMPRESSIBLE = /\.(html|js|css|json|svg|xml|txt|md|webmanifest|map)$/;

/** The class of a demo block (builtins/Previewer): a page with one runs edited demo code. */
const LIVE_DEMO_MARK = 'class="dumi-default-previewer';

/** Where the build leaves files for nginx; a dot folder, so no host publishes it (see deploy/nginx). */
export const NGINX_DIR = '.nginx';

function* filesUnder(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== NGINX_DIR) yield* filesUnder(file);
    } else yield file;
  }
}

/** A bundle's file name carries its content's hash: it is compressed once and kept. */
const HASHED = /\.[0-9a-f]{8}\.(?:async\.)?(?:js|css)$/;
/**
 * Brotli's quality per file. The bundles every visitor downloads are few: its best, 11. The rest
 * grow with the pages: quality 11 takes about 30 times as long as 8 for copies some 8 % smaller
 * (20 s of CPU for the page chunks of 1,000 pages, to save about 400 bytes a page); HTML pages
 * change with every edit besides, and quality 5 compresses one in a few milliseconds.
 */
function brotliQuality(file: string): number {
  if (PAGE_CHUNK.test(file)) return 8;
  return HASHED.test(file) ? 11 : 5;
}

/**
 * Which copies outlive the output folder, in the cache. The folder itself keeps the copies of every
 * file a build did not change (copiesStillFit), so the cache serves where a copy is dear or read
 * elsewhere: brotli at its best (the shared bundles) and the gzip of every bundle, which umi's size
 * report reads (keptGzipCopies). Keeping the copies of every page too wrote 7,000 files more at
 * 1,000 pages, which cost more time (about 4 s, most of it the kernel's) than compressing again.
 */
const keepsGzip = (file: string) => HASHED.test(file);
const keepsBrotli = (file: string) => brotliQuality(file) === 11;

/**
 * Files compressed at once: enough to keep the compression threads busy while the main thread reads
 * and writes the files, few enough not to hold thousands of sources in the threads' queues.
 */
const FILES_AT_ONCE = 8;

/** Runs `work` over `items`, at most `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * A bundle's compressed copy from an earlier build (the cache file is named by the content's
 * hash), else a fresh one, kept for later builds: most bundles of a build (every chunk whose code
 * did not change, and the next build of `npm test`) were compressed before, and brotli at its best
 * quality takes seconds for the largest chunks.
 */
async function compressed(cachedFile: string, compress: () => Promise<Buffer>): Promise<Buffer> {
  try {
    const bytes = await fs.promises.readFile(cachedFile);
    const now = new Date();
    await fs.promises.utimes(cachedFile, now, now);
    return bytes;
  } catch {
    const bytes = await compress();
    await fs.promises.writeFile(cachedFile, bytes);
    return bytes;
  }
}

const contentHash = (source: Buffer) => createHash('sha256').update(source).digest('hex');

/** Where the build keeps compressed copies for later builds. */
export const compressedCopiesDir = (api: IApi) => path.join(buildCacheDir(api), 'compressed');

/**
 * The kept gzip copy of a content: the gzip of a file at level 9, named by the content's hash alone,
 * so that another step gzipping the same bytes the same way (umi's size report, see
 * plugins/build-speed) makes or reuses the very copy this file writes next to it.
 */
export const keptGzipFile = (cacheDir: string, source: Buffer, hash = contentHash(source)) =>
  path.join(cacheDir, `${hash}.gz`);

/** Gzip at the level the host's copies are made with. */
const GZIP_LEVEL = 9;

/**
 * Writes `file.gz` and `file.br` next to a file, each only when it is smaller than the file; `known`
 * is the file's content when the build has it in memory (else it is read). The compression runs on
 * `threads`, so several files are compressed at once.
 */
async function precompress(
  file: string,
  cacheDir: string,
  threads: CompressionThreads,
  known?: string,
) {
  if (copiesStillFit(file, [`${file}.gz`, `${file}.br`])) return;
  const source = known === undefined ? await fs.promises.readFile(file) : Buffer.from(known);
  const quality = brotliQuality(file);
  // only a kept copy is named by the content's hash: most files are compressed without one
  let hash: string | undefined;
  const hashed = () => (hash ??= contentHash(source));
  const gzip = () => threads.gzip(source, GZIP_LEVEL);
  const brotli = () => threads.brotli(source, quality);
  const [gzipped, brotlied] = await Promise.all([
    keepsGzip(file) ? compressed(keptGzipFile(cacheDir, source, hashed()), gzip) : gzip(),
    keepsBrotli(file)
      ? compressed(path.join(cacheDir, `${hashed()}-q${quality}.br`), brotli)
      : brotli(),
  ]);
  for (const [copy, bytes] of [
    [`${file}.gz`, gzipped],
    [`${file}.br`, brotlied],
  ] as const) {
    if (bytes.length < source.length && !holdsAlready(copy, bytes))
      await fs.promises.writeFile(copy, bytes);
  }
}

/**
 * What a real host needs beside the built site, written once every other file is on disk (the last
 * step of plugins/html-pass): the CSP with the hashes of the inline scripts in the HTML, for nginx,
 * and precompressed `.gz` and `.br` copies of the text files, which nginx serves with `gzip_static`
 * and `brotli_static`. `written` holds the files the build wrote itself (path below `out`: content),
 * which are not read again; `cacheDir` keeps compressed copies for later builds.
 */
export async function writeHostFiles(out: string, cacheDir: string, written: Map<string, string>) {
  const files = [...filesUnder(out)].filter((file) => !/\.(gz|br)$/.test(file));
  const contentOf = (file: string) => written.get(path.relative(out, file).replace(/\\/g, '/'));

  const pages = files
    .filter((file) => file.endsWith('.html'))
    .map((file) => ({ file, html: contentOf(file) ?? fs.readFileSync(file, 'utf8') }));
  const hashes = pages.flatMap(({ html }) => inlineScriptHashes(html));
  // the pages whose demo blocks compile a visitor's edits (the exact path, not the canonical one)
  const livePaths = pages
    .filter(({ html }) => html.includes(LIVE_DEMO_MARK))
    .map(({ file }) => routePathOfHtmlFile(path.relative(out, file), { canonical: false }));
  writeOutputFile(
    path.join(out, NGINX_DIR, 'csp.conf'),
    nginxCspMap(
      contentSecurityPolicy(hashes),
      contentSecurityPolicy(hashes, { liveCode: true }),
      livePaths,
    ),
  );

  fs.mkdirSync(cacheDir, { recursive: true });
  const compressible = files.filter((file) => COMPRESSIBLE.test(file));
  const threads = compressionThreads();
  try {
    await eachLimited(compressible, FILES_AT_ONCE, (file) =>
      precompress(file, cacheDir, threads, contentOf(file)),
    );
  } finally {
    await threads.close();
  }
  pruneUnused(cacheDir);
}
