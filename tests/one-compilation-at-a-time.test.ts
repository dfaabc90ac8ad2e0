import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { oneCompilationAtATime } from '../plugins/internals/build/one-compilation-at-a-time';
import { renderPage } from '../plugins/internals/server-bundle/render-hook';

const require = createRequire(import.meta.url);
// eslint-disable-next-line @typescript-eslint/no-require-imports
const webpack = require('@umijs/bundler-webpack/compiled/webpack').default;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const Config = require('@umijs/bundler-webpack/compiled/webpack-5-chain');

const dir = mkdtempSync(join(tmpdir(), 'one-compilation-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The hooks of umi's plugin API the plugin uses, recorded to be called as umi would. */
function fakeApi() {
  const hooks: Record<string, ((...args: any[]) => any)[]> = {};
  const on = (name: string) => (hook: any) => (hooks[name] ??= []).push(hook.fn ?? hook);
  const api = {
    env: 'production',
    chainWebpack: on('chainWebpack'),
    onBuildComplete: on('onBuildComplete'),
  };
  return { api, hooks };
}

function compilerFor(hooks: ReturnType<typeof fakeApi>['hooks'], name: 'server' | 'browser') {
  const chain = new Config();
  hooks.chainWebpack.forEach((hook) => hook(chain, { ssr: name === 'server' }));
  return webpack({
    ...chain.toConfig(),
    mode: 'production',
    context: dir,
    entry: './src/index.js',
    output: { path: join(dir, `dist-${name}`) },
    cache: { type: 'filesystem', cacheDirectory: join(dir, 'cache'), name },
  });
}

const run = (compiler: any) =>
  new Promise<any>((resolve, reject) =>
    compiler.run((error: Error | null, stats: any) => (error ? reject(error) : resolve(stats))),
  );

describe('one webpack compilation in memory at a time (webpack, umi’s copy)', () => {
  it('starts the browser bundle once the prerender bundle’s cache is stored, and lets go of the stats', async () => {
    mkdirSync(join(dir, 'src'), { recursive: true });
    writeFileSync(join(dir, 'src/index.js'), 'export const page = () => "page";\n');
    const { api, hooks } = fakeApi();
    oneCompilationAtATime(api as never);

    const server = compilerFor(hooks, 'server');
    await run(server);
    // as umi does: closed, not waited for
    server.close(() => {});
    const browser = compilerFor(hooks, 'browser');
    let serverPackAtStart = false;
    browser.hooks.beforeRun.tap('test', () => {
      serverPackAtStart = existsSync(join(dir, 'cache/server/index.pack'));
    });
    const stats = await run(browser);
    expect(serverPackAtStart).toBe(true);

    hooks.onBuildComplete.forEach((hook) => hook({ stats }));
    expect(stats.compilation).toBeDefined();
    browser.close(() => {});
    // umi's prerender of the first page waits until the compilation is let go and stored
    expect(await renderPage('/a', async (location) => `<html>${location}</html>`)).toBe(
      '<html>/a</html>',
    );
    expect(stats.compilation).toBeUndefined();
    expect(existsSync(join(dir, 'cache/browser/index.pack'))).toBe(true);
  });
});
