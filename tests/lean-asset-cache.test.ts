import { mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { leanAssetCache } from '../plugins/internals/build/lean-asset-cache';
import {
  Config,
  buildOnce,
  productionApi,
  scratchFolder,
  umiMinifier,
} from './webpack-cache-support';

const dir = scratchFolder('lean-asset-cache-');

/** Two pages loaded lazily, each made of ten modules of code, as a section's pages are. */
function writeSources(project: string, pageA = 'page a') {
  mkdirSync(join(project, 'src'), { recursive: true });
  for (const page of ['a', 'b']) {
    const parts = Array.from({ length: 10 }, (_, index) => `${page}${index}`);
    for (const part of parts) {
      const lines = Array.from(
        { length: 120 },
        (_, line) => `export function ${part}_${line}(x) { return x * ${line} + ${part.length}; }`,
      );
      writeFileSync(join(project, `src/${part}.js`), `${lines.join('\n')}\n`);
    }
    const text = page === 'a' ? pageA : `page ${page}`;
    writeFileSync(
      join(project, `src/page-${page}.js`),
      `${parts.map((part) => `import * as ${part} from './${part}.js';`).join('\n')}\n` +
        `export const title = ${JSON.stringify(text)};\n` +
        `export const parts = [${parts.join(', ')}];\n`,
    );
  }
  writeFileSync(
    join(project, 'src/index.js'),
    'export const pages = [() => import("./page-a.js"), () => import("./page-b.js")];\n',
  );
}

/** One production build (minified) of the project, as `dumi build` makes it; its output files. */
async function build(project: string, options: { lean: boolean; cache?: boolean }) {
  const chain = new Config();
  if (options.lean) leanAssetCache(productionApi(chain) as never);
  const output = join(project, options.cache === false ? 'dist-uncached' : 'dist');
  rmSync(output, { recursive: true, force: true });
  const stored: string[] = [];
  await buildOnce(
    {
      ...chain.toConfig(),
      mode: 'production',
      context: project,
      entry: './src/index.js',
      output: {
        path: output,
        filename: '[name].[contenthash:8].js',
        library: { type: 'commonjs2' },
      },
      optimization: { minimizer: [umiMinifier()] },
      cache:
        options.cache === false
          ? false
          : { type: 'filesystem', cacheDirectory: join(project, 'cache'), name: 'browser' },
    },
    (identifier) => stored.push(identifier),
  );
  const files = Object.fromEntries(
    readdirSync(output)
      .sort()
      .map((name) => [name, readFileSync(join(output, name), 'utf8')]),
  );
  return { files, stored };
}

const cacheBytes = (project: string) =>
  readdirSync(join(project, 'cache/browser')).reduce(
    (total, name) => total + statSync(join(project, 'cache/browser', name)).size,
    0,
  );

describe(
  'the persistent cache of rendered chunk files (webpack, umi’s copy)',
  { timeout: 120_000 },
  () => {
    it('keeps a chunk file’s text only: a smaller cache, the same files', async () => {
      const plain = join(dir, 'plain');
      writeSources(plain);
      const plainBuild = await build(plain, { lean: false });

      const lean = join(dir, 'lean');
      writeSources(lean);
      const cold = await build(lean, { lean: true });
      expect(cold.files).toEqual(plainBuild.files);
      // about half here: these chunks are small beside umi's (35 KiB of code each at 1,000 pages)
      expect(cacheBytes(lean)).toBeLessThan(cacheBytes(plain) * 0.6);

      // the next build reads the files back and must minify none of them again
      const warm = await build(lean, { lean: true });
      expect(warm.files).toEqual(cold.files);
      expect(warm.stored.filter((id) => id.startsWith('TerserWebpackPlugin'))).toEqual([]);
      expect(warm.stored.filter((id) => id.startsWith('Compilation/assets'))).toEqual([]);
      expect((await build(lean, { lean: false, cache: false })).files).toEqual(cold.files);
    });

    it('after an edit, minifies again only the files that changed', async () => {
      const project = join(dir, 'lean');
      writeSources(project, 'page a, edited');
      const edited = await build(project, { lean: true });
      // page a's chunk, and the entry, which names that chunk's new hash; not page b's chunk
      const minified = edited.stored.filter((id) => id.startsWith('TerserWebpackPlugin'));
      expect(Object.keys(edited.files)).toHaveLength(3);
      expect(minified).toHaveLength(2);
      expect(Object.values(edited.files).some((text) => text.includes('page a, edited'))).toBe(
        true,
      );
      expect(edited.files).toEqual((await build(project, { lean: false, cache: false })).files);
    });
  },
);
