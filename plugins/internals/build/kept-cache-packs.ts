import fs from 'fs';
import type { IApi } from 'dumi';
import type { Compiler } from 'webpack';
import { ShapeNotFoundError } from '../expect-matches';

const FILE = 'build/kept-cache-packs.ts';

/** webpack merges packs smaller than this itself (its MIN_CONTENT_SIZE), copying every entry. */
const BIG_PACK_BYTES = 1024 * 1024;

/** The share of a big pack's entries that may be outdated or unrequested before it is rewritten. */
export const STALE_SHARE = 0.25;

/** What of webpack's private PackContent (one pack file of the persistent cache) is used here. */
interface PackContent {
  items: Set<string>;
  used: Set<string>;
  content?: Map<string, unknown>;
  outdated: boolean;
  getSize(): number;
  /** Entries of its file that a later pack replaced (set here). */
  replacedEntries?: number;
}

/** What of webpack's private Pack (the cache's index of pack files) is used here. */
interface Pack {
  itemInfo: Map<string, { location: number }>;
  content: (PackContent | undefined)[];
  set(identifier: string, etag: unknown, data: unknown): void;
  _optimizeUnusedContent(): void;
}

const big = (content: PackContent | undefined): content is PackContent =>
  !!content && content.getSize() > BIG_PACK_BYTES;

/**
 * The share of a read pack's file entries that this build did not use: replaced by a newer copy
 * elsewhere, or not requested at all. A pack this build never read is left to webpack.
 */
export function unusedShare(content: PackContent): number | undefined {
  if (!content.content?.size) return undefined;
  return 1 - content.used.size / content.content.size;
}

function patchPack(pack: { prototype: Pack }) {
  const set = pack.prototype.set;
  pack.prototype.set = function (this: Pack, identifier, etag, data) {
    const location = this.itemInfo.get(identifier)?.location ?? -1;
    const content = location >= 0 ? this.content[location] : undefined;
    const keepFile = big(content) && !content.outdated;
    set.call(this, identifier, etag, data);
    // the index no longer lists the old copy in that file; the new one goes in a fresh pack
    if (keepFile) {
      content.outdated = false;
      content.replacedEntries = (content.replacedEntries ?? 0) + 1;
    }
  };
  const split = pack.prototype._optimizeUnusedContent;
  pack.prototype._optimizeUnusedContent = function (this: Pack) {
    for (const content of this.content) {
      if (!big(content)) continue;
      const share = unusedShare(content);
      if (share === undefined) continue;
      if (share <= STALE_SHARE) {
        // counted as used, webpack does not split it into a used and an unused pack
        content.used = content.items;
      } else if (content.replacedEntries) {
        content.outdated = true;
      }
    }
    split.call(this);
  };
}

let patched = false;

/** webpack's Pack class, found through the serializer it is registered with. */
function packClass(compiler: Compiler): { prototype: Pack } {
  const { serialization } = compiler.webpack.util;
  const serializer = serialization.createFileSerializer(fs as never, 'md4') as unknown as {
    serializeMiddlewares: { constructor: { getDeserializerFor?: (...args: string[]) => any } }[];
  };
  const objects = serializer.serializeMiddlewares.find(
    (middleware) => typeof middleware.constructor.getDeserializerFor === 'function',
  );
  let found: { prototype: Pack } | undefined;
  try {
    found = objects?.constructor.getDeserializerFor!(
      'webpack/lib/cache/PackFileCacheStrategy',
      'Pack',
    )?.Constructor;
  } catch {
    found = undefined;
  }
  for (const method of ['set', '_optimizeUnusedContent'] as const) {
    if (typeof found?.prototype[method] !== 'function') {
      throw new ShapeNotFoundError(
        FILE,
        `the persistent cache's Pack class with a ${method} method`,
        "webpack's serializer registry (umi's compiled webpack)",
      );
    }
  }
  return found!;
}

/**
 * webpack's persistent cache keeps its items in pack files. After a cold build at 1,000 pages
 * nearly every item of a bundle is in one pack of 300-450 MB. When a later build replaces one of
 * its items (the edited page's module) or does not ask for one (the code generated for the page's
 * old hash), webpack writes the whole pack again without them: 760 MB for a one-page edit. Here a
 * big pack keeps the outdated entry in its file and the index stops pointing at it, as it does for
 * any item that moves to a new pack; the pack is written again once more than a quarter of its
 * entries go unused. webpack reads an item only from the pack the index names, and copies every
 * entry of a file only when it merges small packs, which these never are.
 */
class KeptCachePacks {
  apply(compiler: Compiler) {
    const cache = compiler.options.cache;
    if (!cache || cache.type !== 'filesystem') return;
    compiler.hooks.beforeRun.tap('KeptCachePacks', () => {
      if (patched) return;
      patchPack(packClass(compiler));
      patched = true;
    });
  }
}

/** For the production builds' caches (`dumi dev` keeps umi's cache as umi sets it). */
export function keepCachePacks(api: IApi) {
  if (api.env !== 'production') return;
  api.chainWebpack((memo) => {
    memo.plugin('kept-cache-packs').use(KeptCachePacks);
    return memo;
  });
}
