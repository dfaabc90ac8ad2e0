import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { keepCachePacks } from '../plugins/internals/build/kept-cache-packs';
import { Config, buildOnce, productionApi, scratchFolder } from './webpack-cache-support';

const dir = scratchFolder('kept-cache-packs-');

const MODULES = 40;

/** A module of about 40 KB that webpack cannot shrink much: 40 such make a pack of several MB. */
function moduleText(index: number, version: number) {
  let seed = index * 7919 + 1;
  const words: string[] = [];
  for (let i = 0; i < 5000; i++) {
    seed = (seed * 48271) % 2147483647;
    words.push(seed.toString(36));
  }
  const text = JSON.stringify(`module ${index} version ${version}`);
  return `globalThis.text${index} = ${text};\nglobalThis.filler${index} = ${JSON.stringify(words.join(' '))};\n`;
}

function writeSources(project: string, versions: number[]) {
  mkdirSync(join(project, 'src'), { recursive: true });
  versions.forEach((version, index) =>
    writeFileSync(join(project, `src/m${index}.js`), moduleText(index, version)),
  );
  const imports = versions.map((_, index) => `import './m${index}.js';`).join('\n');
  writeFileSync(join(project, 'src/index.js'), `${imports}\n`);
}

/** One build of the project, its cache stored before it returns; its output script. */
async function build(project: string, options: { kept: boolean; cache?: boolean }) {
  const chain = new Config();
  if (options.kept) keepCachePacks(productionApi(chain) as never);
  const output = join(project, options.cache === false ? 'dist-uncached' : 'dist');
  await buildOnce({
    ...chain.toConfig(),
    mode: 'production',
    context: project,
    entry: './src/index.js',
    output: { path: output },
    optimization: { minimize: false },
    cache:
      options.cache === false
        ? false
        : { type: 'filesystem', cacheDirectory: join(project, 'cache'), name: 'browser' },
  });
  return readFileSync(join(output, 'main.js'), 'utf8');
}

/** The biggest pack file of the cache, and when it was last written. */
function biggestPack(project: string) {
  const packs = join(project, 'cache/browser');
  const [biggest] = readdirSync(packs)
    .filter((name) => name.endsWith('.pack') && name !== 'index.pack')
    .map((name) => ({ name, ...statSync(join(packs, name)) }))
    .sort((a, b) => b.size - a.size);
  return { name: biggest.name, size: biggest.size, written: biggest.mtimeMs };
}

const versionsOf = (changed: Record<number, number>) =>
  Array.from({ length: MODULES }, (_, index) => changed[index] ?? 1);

// webpack's own behaviour first: once the patch is in, it is in for this process
describe(
  'big persistent-cache packs after a small change (webpack, umi’s copy)',
  { timeout: 120_000 },
  () => {
    it('without the patch, webpack writes the whole big pack again for one changed module', async () => {
      const project = join(dir, 'webpack-alone');
      writeSources(project, versionsOf({}));
      await build(project, { kept: false });
      const before = biggestPack(project);
      expect(before.size).toBeGreaterThan(1024 * 1024);

      writeSources(project, versionsOf({ 3: 2 }));
      expect(await build(project, { kept: false })).toContain('module 3 version 2');
      expect(biggestPack(project).written).not.toBe(before.written);
    });

    it('keeps the big pack’s file for small changes and serves only the newest copy of a module', async () => {
      const project = join(dir, 'kept');
      writeSources(project, versionsOf({}));
      await build(project, { kept: true });
      const cold = biggestPack(project);
      expect(cold.size).toBeGreaterThan(1024 * 1024);

      writeSources(project, versionsOf({ 3: 2 }));
      expect(await build(project, { kept: true })).toContain('module 3 version 2');
      writeSources(project, versionsOf({ 3: 3 }));
      const edited = await build(project, { kept: true });
      expect(edited).toContain('module 3 version 3');
      expect(edited).not.toContain('module 3 version 1');
      expect(biggestPack(project)).toEqual(cold);

      // the same again, nothing changed: the copies the big pack still holds are never read
      const again = await build(project, { kept: true });
      expect(again).toBe(edited);
      expect(again).toBe(await build(project, { kept: false, cache: false }));
      expect(biggestPack(project)).toEqual(cold);
    });

    it('writes the big pack again once more than a quarter of its entries are unused', async () => {
      const project = join(dir, 'rewritten');
      writeSources(project, versionsOf({}));
      await build(project, { kept: true });
      const cold = biggestPack(project);
      const many = Object.fromEntries(Array.from({ length: 20 }, (_, index) => [index, 4]));
      writeSources(project, versionsOf(many));
      const output = await build(project, { kept: true });
      expect(output).toContain('module 19 version 4');
      expect(output).toContain('module 20 version 1');
      expect(biggestPack(project).written).not.toBe(cold.written);
      expect(output).toBe(await build(project, { kept: false, cache: false }));
    });
  },
);
