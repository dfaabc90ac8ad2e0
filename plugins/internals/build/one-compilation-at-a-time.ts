import v8 from 'v8';
import vm from 'vm';
import type { IApi } from 'dumi';
import type { Compiler } from 'webpack';
import { beforeFirstRender } from '../server-bundle/render-hook';

/** Set when each bundle's compiler starts storing its persistent cache (on close). */
const cacheStored: { server?: Promise<void>; browser?: Promise<void> } = {};

/** A full collection now: what the finished compilation held goes before the next step grows. */
function collectGarbage() {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
}

class CacheStoreKnown {
  constructor(private readonly bundle: keyof typeof cacheStored) {}

  apply(compiler: Compiler) {
    // umi closes each compiler without waiting for it: closing is storing the persistent cache
    const shutdown = compiler.cache.shutdown.bind(compiler.cache);
    compiler.cache.shutdown = (callback) => {
      cacheStored[this.bundle] = new Promise((stored) =>
        shutdown((error) => {
          stored();
          callback(error);
        }),
      );
    };
    if (this.bundle === 'browser') {
      compiler.hooks.beforeRun.tapPromise('CacheStoreKnown', async () => {
        if (!cacheStored.server) return;
        await cacheStored.server;
        collectGarbage();
      });
    }
  }
}

/**
 * The build's peak memory. umi builds the prerender bundle, then the browser bundle, then makes
 * the pages; a webpack compiler holds its compilation and its persistent cache until the cache
 * is stored and nothing refers to it any more. umi waits for neither store (the prerender
 * bundle's ran while the browser bundle compiled: both in memory at once), and keeps the browser
 * build's stats, which lead to its compiler and caches, until the build ends. Here the browser
 * bundle starts once the prerender bundle's cache is stored and its memory collected; once umi
 * has read the browser build's stats (file sizes, the entry's assets), the stats let go of the
 * compilation, and the pages are made once its cache is stored and its memory collected too.
 */
export function oneCompilationAtATime(api: IApi) {
  if (api.env !== 'production') return;
  api.chainWebpack((memo, { ssr }: { ssr?: boolean }) => {
    memo.plugin('cache-store-known').use(CacheStoreKnown, [ssr ? 'server' : 'browser']);
    return memo;
  });
  api.onBuildComplete(({ stats }) => {
    const browserStats = stats as unknown as { compilation?: unknown };
    // umi has read the stats (file sizes, the entry's assets) once the pages are made
    beforeFirstRender(async () => {
      browserStats.compilation = undefined;
      await cacheStored.browser;
      collectGarbage();
    });
  });
}
