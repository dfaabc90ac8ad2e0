import { hash } from 'crypto';
import path from 'path';
import type { IApi } from 'dumi';
import { cacheApiParse } from '../internals/build/api-parse-cache';
import { inPlaceOfBabelLoader } from '../internals/build/babel-loader';
import { siteMarkdownLoader } from '../internals/build/markdown-rule';
import { sharedModulesNotJoined } from '../internals/build/shared-module-concatenation';
import { keepOutputFolder, skipUnusedUmiPlugins } from '../internals/build/unused-umi-plugins';
import { PAGE_TEXTS_REQUEST } from '../internals/pages/page-chunks';
import {
  buildCacheDir,
  buildCachesOff,
  configVersion,
  LoadersInVersion,
  pruneUnused,
} from './build-cache';
import { noteStartOfWrites } from './kept-output';

/**
 * The site's own code (theme, pages, demos, the Markdown dumi turns into JSX) is compiled by swc
 * (swc-loader.cjs) in place of umi's babel-loader, whose rules stay (dumi copies them for
 * Markdown), in the browser bundle and in the server bundle that prerenders the pages. The browser
 * bundle is compiled compact: the files it writes are the same, and its persistent cache, which a
 * rebuild holds in memory, is smaller. The server bundle stays indented: its smaller modules made
 * webpack copy shared modules into every page's chunk instead of one shared chunk.
 *
 * Build work that must not grow faster than the pages:
 * - webpack's persistent cache, versioned by the config's files (build-cache.ts);
 * - dumi's Markdown loader runs behind plugins/internals/pages/markdown-loader.cjs, which keys
 *   dumi's cache of a page with a digest of the route table, not the whole table;
 * - umi's route preloading, which reads webpack's whole stats after every build, is left out, and
 *   so are the config types a build writes for no editor;
 * - webpack does not try to join into each page's module the builtins every page imports;
 * - the API tables' metadata is parsed again only when the components' files change;
 * - the prerender bundle's entry keeps its modules inside webpack's function, not renamed out;
 * - the output folder is kept: the build writes only the files that changed and removes what it
 *   did not make (kept-output.ts).
 */
export default (api: IApi) => {
  api.describe({ key: 'buildSpeed' });
  let version: string | undefined;
  const versionOnce = () => (version ??= configVersion(api.cwd));

  skipUnusedUmiPlugins(api);
  if (api.env === 'production') {
    keepOutputFolder(api);
    api.onStart(() => {
      const out = api.paths.absOutputPath;
      const file = path.join(buildCacheDir(api), 'output-copies', hash('sha256', out).slice(0, 16));
      // a build without caches makes every copy, and leaves no record of whose they are
      noteStartOfWrites(out, { file, version: buildCachesOff() ? undefined : versionOnce() });
    });
    if (!buildCachesOff()) {
      const apiParses = path.join(buildCacheDir(api), 'api-parse');
      cacheApiParse(api, apiParses);
      pruneUnused(apiParses);
    }
  }

  api.chainWebpack((memo, { env, ssr }: { env: string; ssr?: boolean }) => {
    const development = env === 'development';
    inPlaceOfBabelLoader(memo, path.join(__dirname, 'swc-loader.cjs'), {
      targets: api.config.targets,
      node: Boolean(ssr),
      development,
      refresh: development && !ssr,
      compact: !development && !ssr,
      // a page's JSX names the runtime's functions and its texts once per element (swc-loader.cjs)
      once: development
        ? undefined
        : { files: '\\.md$', sources: ['^react/jsx-runtime$', PAGE_TEXTS_REQUEST] },
    });
    siteMarkdownLoader(memo);
    // webpack would parse the whole entry again each time it renders it, for a file only Node reads
    if (ssr && api.env === 'production') memo.optimization.set('avoidEntryIife', false);
    if (development) {
      // umi's dev cache: its version is umi's, and of the config only .dumirc.ts is a dependency
      const devCache = memo.get('cache') as { type?: string; version?: string } | undefined;
      if (devCache?.type !== 'filesystem') return memo;
      memo.cache({ ...devCache, version: `${devCache.version}-${versionOnce()}` });
    } else if (env === 'production' && !buildCachesOff()) {
      // a module cached without its source map cannot give one later: builds with maps keep apart
      const maps = memo.get('devtool') ? '-maps' : '';
      memo.cache({
        type: 'filesystem',
        name: `${ssr ? 'server' : 'browser'}${maps}`,
        cacheDirectory: buildCacheDir(api),
        version: versionOnce(),
        // webpack's default would trace its own sources (the lockfile's hash is in the version)
        buildDependencies: { defaultWebpack: [] },
      });
    } else return memo;
    memo.plugin('loaders-in-cache-version').use(LoadersInVersion, [api.cwd]);
    return memo;
  });
  sharedModulesNotJoined(api);
};
