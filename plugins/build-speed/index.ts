import { hash } from 'crypto';
import path from 'path';
import type { IApi } from 'dumi';
import { cacheApiParse } from '../internals/build/api-parse-cache';
import { siteMarkdownLoader } from '../internals/build/markdown-rule';
import { sharedModulesNotJoined } from '../internals/build/shared-module-concatenation';
import { keepOutputFolder, skipUnusedUmiPlugins } from '../internals/build/unused-umi-plugins';
import { buildCacheDir, buildCachesOff, configVersion, pruneUnused } from './build-cache';
import { noteStartOfWrites } from './kept-output';

/**
 * Build work that must not grow faster than the pages:
 * - dumi's Markdown loader runs behind plugins/internals/pages/markdown-loader.cjs, whose options
 *   cost the same whatever the number of pages;
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

  skipUnusedUmiPlugins(api);
  sharedModulesNotJoined(api);
  if (api.env === 'production') {
    keepOutputFolder(api);
    api.onStart(() => {
      const out = api.paths.absOutputPath;
      const file = path.join(buildCacheDir(api), 'output-copies', hash('sha256', out).slice(0, 16));
      // a build without caches makes every copy, and leaves no record of whose they are
      noteStartOfWrites(out, {
        file,
        version: buildCachesOff() ? undefined : configVersion(api.cwd),
      });
    });
    if (!buildCachesOff()) {
      const apiParses = path.join(buildCacheDir(api), 'api-parse');
      cacheApiParse(api, apiParses);
      pruneUnused(apiParses);
    }
  }

  api.chainWebpack((memo, { ssr }: { ssr?: boolean }) => {
    siteMarkdownLoader(memo);
    // webpack would parse the whole entry again each time it renders it, for a file only Node reads
    if (ssr && api.env === 'production') memo.optimization.set('avoidEntryIife', false);
    return memo;
  });
};
