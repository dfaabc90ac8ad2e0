import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

const require = createRequire(import.meta.url);
/** webpack as umi bundles it: the copy the site's builds run. */
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const webpack = require('@umijs/bundler-webpack/compiled/webpack').default;
/** webpack-chain as umi bundles it: the config the site's chainWebpack hooks receive. */
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const Config = require('@umijs/bundler-webpack/compiled/webpack-5-chain');

/** A stand-in for umi's plugin API in a production build: each chainWebpack hook edits `chain`. */
export function productionApi(chain: unknown) {
  return {
    env: 'production',
    chainWebpack: (hook: (memo: unknown, options: object) => unknown) => hook(chain, {}),
  };
}

/**
 * One build in a compiler of its own, as each `dumi build` is: run, then closed, which stores the
 * persistent cache. `onStore` hears each item the build stores in that cache.
 */
export async function buildOnce(options: object, onStore?: (identifier: string) => void) {
  const compiler = webpack(options);
  compiler.cache.hooks.store.tap({ name: 'test', stage: -100 }, (identifier: string) =>
    onStore?.(identifier),
  );
  await new Promise<void>((resolve, reject) =>
    compiler.run(
      (error: Error | null, stats: { hasErrors(): boolean; toString(options: object): string }) =>
        error || stats.hasErrors()
          ? reject(
              error ??
                new Error(
                  stats.toString({
                    all: false,
                    errors: true,
                    errorDetails: true,
                    errorStack: true,
                  }),
                ),
            )
          : resolve(),
    ),
  );
  await new Promise<void>((resolve, reject) =>
    compiler.close((error?: Error | null) => (error ? reject(error) : resolve())),
  );
}

/** umi's minifier as its production build sets it up (esbuild's), in this process. */
export function umiMinifier() {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const TerserPlugin = require('@umijs/bundler-webpack/compiled/terser-webpack-plugin');
  return new TerserPlugin({ minify: TerserPlugin.esbuildMinify, parallel: false });
}

/** A folder of its own for a test file's projects, removed once its tests are done. */
export function scratchFolder(prefix: string) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
