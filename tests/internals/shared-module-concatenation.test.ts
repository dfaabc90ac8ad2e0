import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sharedModulesNotJoined } from '../../plugins/internals/build/shared-module-concatenation';

const require = createRequire(import.meta.url);
// eslint-disable-next-line @typescript-eslint/no-require-imports
const webpack = require('@umijs/bundler-webpack/compiled/webpack').default;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const Config = require('@umijs/bundler-webpack/compiled/webpack-5-chain');

const PAGES = 12;
const dir = mkdtempSync(join(tmpdir(), 'shared-concat-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A site in miniature: every page (a chunk of its own) renders one builtin, which has a helper. */
function writeSite() {
  mkdirSync(join(dir, 'src'), { recursive: true });
  const file = (name: string, text: string) => writeFileSync(join(dir, 'src', name), text);
  file('helper.js', 'export const frame = (text) => `[${text}]`;\n');
  file(
    'builtin.js',
    "import { frame } from './helper';\nexport const Builtin = (text) => frame(text);\n",
  );
  for (let i = 0; i < PAGES; i++) {
    file(
      `page${i}.js`,
      `import { Builtin } from './builtin';\nexport default () => Builtin('page ${i}');\n`,
    );
  }
  file(
    'index.js',
    Array.from({ length: PAGES }, (_, i) => `import('./page${i}').then((m) => m.default());`).join(
      '\n',
    ),
  );
}

/** Builds it with the plugin's chain as the site's browser build applies it; the stats' modules. */
function build(): Promise<{ modules: Record<string, unknown>[]; buildInfos: unknown[] }> {
  const chain = new Config();
  const api = {
    env: 'production',
    chainWebpack: (fn: (memo: unknown, args: { ssr: boolean }) => unknown) =>
      fn(chain, { ssr: false }),
  };
  sharedModulesNotJoined(api as never);
  const config = {
    ...chain.toConfig(),
    mode: 'production',
    context: dir,
    entry: './src/index.js',
    output: { path: join(dir, 'dist') },
    optimization: { minimize: false, splitChunks: false },
  };
  return new Promise((resolve, reject) => {
    webpack(config, (error: Error | null, stats: any) => {
      if (error || stats.hasErrors()) return reject(error ?? new Error(stats.toString()));
      const { modules } = stats.toJson({
        modules: true,
        optimizationBailout: true,
        nestedModules: true,
      });
      const buildInfos = [...stats.compilation.modules].map(
        (m: any) => m.buildInfo?.moduleConcatenationBailout,
      );
      resolve({ modules, buildInfos });
    });
  });
}

describe('the builtins every page imports are not joined into each page (webpack, umi’s copy)', () => {
  it('leaves such a module out of concatenation, its build info as it was built', async () => {
    writeSite();
    const { modules, buildInfos } = await build();
    const builtin = modules.find((m) => String(m.name).endsWith('src/builtin.js'))!;
    expect(builtin.optimizationBailout).toContainEqual(
      expect.stringContaining('imports from many pages'),
    );
    // the flag is gone once concatenation is done: the persistent cache keeps what was built
    expect(buildInfos.filter(Boolean)).toEqual([]);
    // a module with few importers is still joined: the entry is one scope with nothing left out
    const entry = modules.find((m) => String(m.name).includes('src/index.js'))!;
    expect(entry.optimizationBailout ?? []).not.toContainEqual(
      expect.stringContaining('imports from many pages'),
    );
  });
});
