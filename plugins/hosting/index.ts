import { hash } from 'crypto';
import fs from 'fs';
import path from 'path';
import { promisify } from 'util';
import zlib from 'zlib';
import { pruneUnused } from '../build-speed/build-cache';
import { copiesStillFit, writeOutputFile } from '../build-speed/kept-output';
import { contentSecurityPolicy, inlineScriptHashes, nginxCspMap } from './csp';
import { PAGE_CHUNK, routePathOfHtmlFile } from '../pages/page-records';

const COMPRESSED = /\.(html|js|css|json|svg|xml|txt|md|webmanifest|map)$/;

/** A bundle's file name carries its content's hash: it is compressed once and kept. */
const HASHED = /\.[0-9a-f]{8}\.(?:async\.)?(?:js|css)$/;

const { BROTLI_PARAM_QUALITY: QUALITY, BROTLI_PARAM_SIZE_HINT: SIZE_HINT } = zlib.constants;
const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** The copy kept in `cachedFile` (touched, so pruning spares it), else a fresh one kept there. */
async function kept(cachedFile: string | false, compress: () => Promise<Buffer>) {
  if (!cachedFile) return compress();
  try {
    await fs.promises.utimes(cachedFile, new Date(), new Date());
    return await fs.promises.readFile(cachedFile);
  } catch {
    const bytes = await compress();
    await fs.promises.writeFile(cachedFile, bytes);
    return bytes;
  }
}

/**
 * `file.gz` and `file.br`, each only when smaller than the file. Only a bundle's copies are kept
 * in the cache, by its hash: a page's copies are quicker made again than kept.
 */
async function precompress(file: string, cacheDir: string, known?: string) {
  if (copiesStillFit(file, [`${file}.gz`, `${file}.br`])) return;
  const source = known === undefined ? await fs.promises.readFile(file) : Buffer.from(known);
  // Brotli's best for the few bundles every visitor downloads; less for what grows with the pages,
  // where the best costs many times the time for copies a little smaller
  const quality = PAGE_CHUNK.test(file) ? 8 : HASHED.test(file) ? 11 : 5;
  const params = { [QUALITY]: quality, [SIZE_HINT]: source.length };
  const key = HASHED.test(file) && hash('sha256', source);
  const [gz, br] = await Promise.all([
    kept(key && path.join(cacheDir, `${key}.gz`), () => gzip(source, { level: 9 })),
    kept(quality === 11 && path.join(cacheDir, `${key}-q11.br`), () => brotli(source, { params })),
  ]);
  for (const [copy, bytes] of Object.entries({ [`${file}.gz`]: gz, [`${file}.br`]: br })) {
    if (bytes.length < source.length) writeOutputFile(copy, bytes);
  }
}

/**
 * What a host needs beside the site, once every other file is on disk: nginx's CSP (in `.nginx/`,
 * a dot folder no host publishes) and `.gz`/`.br` copies of the text files. `written` holds what
 * the build wrote itself (path below `out`: content), which is not read again.
 */
export async function writeHostFiles(out: string, cacheDir: string, written: Map<string, string>) {
  // what a host serves compressed (images such as PNG are compressed already)
  const names = fs
    .readdirSync(out, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && COMPRESSED.test(entry.name))
    .map((entry) => path.relative(out, path.join(entry.parentPath, entry.name)));
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
  // a few files at a time, not all sources at once
  const compressNext = async () => {
    for (let name; (name = names.shift());)
      await precompress(path.join(out, name), cacheDir, contentOf(name));
  };
  await Promise.all(Array.from({ length: 8 }, compressNext));
  pruneUnused(cacheDir);
}
