import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import v8 from 'node:v8';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WiderHeapGrowthWhenCached } from '../plugins/internals/v8/heap-growth';
import { buildOnce, scratchFolder } from './webpack-cache-support';

// V8's default young generation: npm scripts run Node with a larger one (.npmrc), which adds the
// same 100 MB or so to both heaps and leaves the old generation, which the bound is about, alone
const peakHeapMb = (...args: string[]) =>
  Number(
    execFileSync(process.execPath, ['tests/fixtures/heap-churn.cjs', ...args], {
      encoding: 'utf8',
      env: { ...process.env, NODE_OPTIONS: '' },
    }),
  );

describe('boundHeapGrowth', () => {
  it('keeps the heap of a process whose garbage reaches the old space well below V8’s own choice', () => {
    const own = peakHeapMb();
    const bound = peakHeapMb('bound');
    // the live set ends at about 200 MB; V8 alone let the heap reach about 360 MB here, bound 200
    expect(own).toBeGreaterThan(250);
    expect(bound).toBeLessThan(own * 0.8);
  }, 30_000);
});

describe('WiderHeapGrowthWhenCached (webpack, umi’s copy)', () => {
  const dir = scratchFolder('heap-growth-');
  afterEach(() => vi.restoreAllMocks());

  /** One build of ten modules; the V8 flags it set. */
  async function build(version: number) {
    mkdirSync(join(dir, 'src'), { recursive: true });
    for (let index = 0; index < 10; index++) {
      writeFileSync(join(dir, `src/m${index}.js`), `export const m${index} = ${version};\n`);
    }
    const imports = Array.from({ length: 10 }, (_, index) => `export * from './m${index}.js';`);
    writeFileSync(join(dir, 'src/index.js'), `${imports.join('\n')}\n`);
    const flags = vi.spyOn(v8, 'setFlagsFromString').mockImplementation(() => undefined);
    await buildOnce({
      mode: 'production',
      context: dir,
      entry: './src/index.js',
      output: { path: join(dir, 'dist') },
      optimization: { minimize: false },
      cache: { type: 'filesystem', cacheDirectory: join(dir, 'cache') },
      plugins: [new WiderHeapGrowthWhenCached()],
    });
    const set = flags.mock.calls.map(([flag]) => flag);
    flags.mockRestore();
    return set;
  }

  it('lets the heap grow wider once the modules came from the cache, and not before', async () => {
    expect(await build(1)).toEqual([]);
    expect(await build(1)).toEqual(['--heap-growing-percent=100']);
    // a build that compiles most modules again is not a rebuild
    expect(await build(2)).toEqual([]);
  }, 60_000);
});
