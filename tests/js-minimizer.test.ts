import { createRequire } from 'module';
import vm from 'vm';
import { describe, expect, it } from 'vitest';
import { esbuildTargets, pageChunkMinifier } from '../plugins/build-speed/page-chunk-minifier';
import type { Chain } from '../plugins/internals/expect-matches';
import { minifyScriptsApart } from '../plugins/internals/js-minimizer';
import { PAGE_CHUNK } from '../plugins/pages/page-records';

/**
 * Each page's chunk is minified by esbuild, every other script by umi's swc minimizer. Checked on
 * the webpack config umi 4.7.22 itself makes (its own addCompressPlugin, jsMinifier 'swc'), and by
 * running the page chunks' minifier.
 */
const require = createRequire(import.meta.url);
const Config = require('@umijs/bundler-webpack/compiled/webpack-5-chain') as new () => Chain;
const { addCompressPlugin } = require('@umijs/bundler-webpack/dist/config/compressPlugin') as {
  addCompressPlugin(opts: unknown): Promise<void>;
};
const TerserPlugin =
  require('@umijs/bundler-webpack/compiled/terser-webpack-plugin') as Function & {
    swcMinify: unknown;
  };

const targets = { chrome: 100, edge: 100, firefox: 100, safari: 15 };

interface MinimizerOptions {
  test?: RegExp;
  exclude?: RegExp;
  parallel: boolean | number;
  minimizer: {
    implementation: ((input: Record<string, string>) => Promise<{ code: string }>) & {
      getMinimizerVersion?: () => string;
    };
  };
}

async function umiConfig() {
  const config = new Config();
  const userConfig = { jsMinifier: 'swc', targets };
  await addCompressPlugin({ config, userConfig, env: 'production' });
  return config;
}

const scriptMinimizers = (config: Chain) =>
  (config.toConfig().optimization!.minimizer as { options: MinimizerOptions }[])
    .filter((plugin) => plugin.constructor === TerserPlugin)
    .map(({ options }) => options);

const PAGE = 'docs__guides__shop-floor__page-0001.md.1aa449e3.async.js';
const OTHERS = ['umi.7aca37b7.js', '84076.be441aa1.async.js', 'site-sidebars.f39b04a2.async.js'];

describe('the minimizers of the browser bundle', () => {
  it('leave the page chunks to esbuild and every other script to umi’s swc', async () => {
    const config = await umiConfig();
    minifyScriptsApart(config, PAGE_CHUNK, pageChunkMinifier(targets));
    const [swc, apart, ...more] = scriptMinimizers(config);
    expect(more).toEqual([]);
    expect(swc.minimizer.implementation).toBe(TerserPlugin.swcMinify);
    expect(swc.exclude).toBe(PAGE_CHUNK);
    expect(apart.test).toBe(PAGE_CHUNK);
    expect(apart.parallel).toBe(false);
    expect(apart.minimizer.implementation.getMinimizerVersion!()).toMatch(/^esbuild \d+\.\d+/);
    expect(PAGE_CHUNK.test(PAGE)).toBe(true);
    for (const file of OTHERS) expect(PAGE_CHUNK.test(file)).toBe(false);
  });

  it('minify a page chunk as the script it was, smaller', async () => {
    const config = await umiConfig();
    minifyScriptsApart(config, PAGE_CHUNK, pageChunkMinifier(targets));
    const [, apart] = scriptMinimizers(config);
    const chunk = `(self.chunks = self.chunks || []).push([[1], {
      7: function (module, exports) {
        const heading = { id: "quality-checks", depth: 2, title: "Quality checks" };
        exports.texts = [{ value: "The operator assigns the data board" }];
        exports.title = heading.title;
      }
    }]);`;
    const { code } = await apart.minimizer.implementation({ [PAGE]: chunk });
    expect(code.length).toBeLessThan(chunk.length);
    // local names shortened, no line breaks or indentation left
    expect(code).not.toMatch(/heading|\n./);
    const run = (source: string) => {
      const self: { chunks?: [number[], Record<number, (m: unknown, e: object) => void>][] } = {};
      vm.runInNewContext(source, { self });
      const exports = {};
      Object.values(self.chunks![0][1])[0]({}, exports);
      return exports;
    };
    expect(run(code)).toEqual(run(chunk));
    expect(run(code)).toEqual({
      texts: [{ value: 'The operator assigns the data board' }],
      title: 'Quality checks',
    });
  });

  it('minify every chunk of a build handed over at once, each to its own code', async () => {
    const minifier = pageChunkMinifier(targets);
    const chunks = Array.from({ length: 12 }, (_, i) => `self.page = { order: ${i} };`);
    const minified = await Promise.all(chunks.map((chunk, i) => minifier.minify(`${i}.js`, chunk)));
    const orders = minified.map((code) => {
      const self: { page?: { order: number } } = {};
      vm.runInNewContext(code, { self });
      return self.page!.order;
    });
    expect(orders).toEqual(chunks.map((_, i) => i));
  });

  it('name the browsers of umi’s targets as esbuild does', () => {
    expect(esbuildTargets(targets)).toEqual(['chrome100', 'edge100', 'firefox100', 'safari15']);
    expect(esbuildTargets({ chrome: 100, ie: false })).toEqual(['chrome100']);
  });

  it('say which shape is gone when umi names its minimizer otherwise', () => {
    const config = new Config();
    expect(() => minifyScriptsApart(config, PAGE_CHUNK, pageChunkMinifier(targets))).toThrow(
      /^Shape not found: a minimizer named "js-swc".*internals\/js-minimizer\.ts/,
    );
  });
});
