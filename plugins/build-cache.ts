import path from 'path';
import type { IApi } from 'dumi';

/**
 * webpack's persistent cache for `dumi build`: a build after an earlier one (the three builds of
 * `npm test`, a maintainer's next build) compiles only the modules that changed. Every build, the
 * site with another base or the test fixtures too, shares one cache per bundle; webpack keys each
 * module by its source, loaders and options, and drops the cache when the config, a plugin or the
 * lockfile changes. SITE_BUILD_CACHE=0 builds without it.
 */
/** Where production builds keep what a later build can reuse (webpack's modules, host-files' copies). */
export const buildCacheDir = (api: IApi) =>
  path.join(api.paths.absNodeModulesPath, '.cache', 'site-build');

export default (api: IApi) => {
  api.describe({ key: 'buildCache' });

  api.chainWebpack((memo, { env, ssr }: { env: string; ssr?: boolean }) => {
    if (env !== 'production' || process.env.SITE_BUILD_CACHE === '0') return memo;
    // a module cached without its source map cannot give one later: builds with maps keep apart
    const maps = memo.get('devtool') ? '-maps' : '';
    memo.cache({
      type: 'filesystem',
      name: `${ssr ? 'server' : 'browser'}${maps}`,
      cacheDirectory: buildCacheDir(api),
      buildDependencies: {
        config: [
          path.join(api.cwd, '.dumirc.ts'),
          path.join(api.cwd, 'package-lock.json'),
          // the site's plugins change the config (aliases, loaders): an edit there starts afresh
          `${__dirname}${path.sep}`,
        ],
      },
    });
    return memo;
  });
};
