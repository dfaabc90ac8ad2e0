import type { IApi } from 'dumi';
import type { Compilation, Compiler } from 'webpack';
import { ShapeNotFoundError } from '../expect-matches';

const FILE = 'build/lean-asset-cache.ts';

/** What of webpack's private cache of rendered chunk files (`Compilation/assets`) is used here. */
interface ItemCache {
  store(data: unknown, callback: (error?: Error | null) => void): void;
}
interface AssetsCache {
  getItemCache(identifier: string, etag: unknown): ItemCache;
}

const isSource = (data: unknown): data is { source(): string | Buffer } =>
  typeof (data as { source?: unknown } | null)?.source === 'function';

/**
 * webpack keeps each chunk file it rendered in its persistent cache, so that a later build reuses
 * it. It keeps the file as it was put together: the source of every module in it, each with its
 * own cached copy, and the file's text besides. At 1,000 pages these copies were 259 of the server
 * bundle's 315 MiB of cache (247 KiB a chunk for 35 KiB of code), read back by every rebuild. A
 * build without source maps only ever reads a kept file's text, so only the text is kept.
 *
 * A chunk file rendered in this build becomes its text too, before the minifier and the content
 * hashes read it: they key their own cache entries by the file's source, which must be the same
 * whether the file was rendered now or came from the cache.
 */
class LeanAssetCache {
  apply(compiler: Compiler) {
    const { cache, devtool } = compiler.options;
    if (devtool || !cache || cache.type !== 'filesystem') return;
    const { RawSource } = compiler.webpack.sources;
    const { PROCESS_ASSETS_STAGE_ADDITIONAL } = compiler.webpack.Compilation;
    compiler.hooks.thisCompilation.tap('LeanAssetCache', (compilation: Compilation) => {
      const assets = (compilation as unknown as { _assetsCache?: AssetsCache })._assetsCache;
      if (typeof assets?.getItemCache !== 'function') {
        throw new ShapeNotFoundError(
          FILE,
          'the cache of rendered chunk files, `_assetsCache.getItemCache`',
          "webpack's Compilation (umi's compiled webpack)",
        );
      }
      const itemCache = assets.getItemCache.bind(assets);
      assets.getItemCache = (identifier, etag) => {
        const item = itemCache(identifier, etag);
        const store = item.store.bind(item);
        item.store = (data, callback) =>
          store(isSource(data) ? new RawSource(data.source()) : data, callback);
        return item;
      };
      compilation.hooks.processAssets.tap(
        { name: 'LeanAssetCache', stage: PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const chunk of compilation.chunks) {
            for (const file of chunk.files) {
              const asset = compilation.getAsset(file);
              if (!asset || asset.source instanceof RawSource) continue;
              compilation.updateAsset(file, new RawSource(asset.source.source()));
            }
          }
        },
      );
    });
  }
}

/** For both bundles of a production build with webpack's persistent cache. */
export function leanAssetCache(api: IApi) {
  if (api.env !== 'production') return;
  api.chainWebpack((memo) => {
    memo.plugin('lean-asset-cache').use(LeanAssetCache);
    return memo;
  });
}
