import type { IApi } from 'dumi';
import { expectMatches } from './expect-matches';

/** Relative imports of the Badge inside dumi's own builtins (the API table's release tags). */
export const DEFAULT_THEME_BUILTINS = /[\\/]dumi[\\/]theme-default[\\/]builtins[\\/]/;

/**
 * dumi's API table imports its Badge by a relative path, so overriding the Badge builtin would
 * not reach the table's release tags. This points that import at `dumi/theme/builtins/Badge`,
 * which resolves to the theme's own Badge (.dumi/theme/builtins/Badge), in the browser bundle and
 * in the server bundle that prerenders the pages.
 */
export default (api: IApi) => {
  api.describe({ key: 'themeBadge' });

  api.chainWebpack((memo, { webpack }) => {
    let redirected = false;
    memo.plugin('theme-badge').use(webpack.NormalModuleReplacementPlugin, [
      /^\.\.\/Badge$/,
      (resource: { context: string; request: string }) => {
        if (DEFAULT_THEME_BUILTINS.test(resource.context)) {
          resource.request = 'dumi/theme/builtins/Badge';
          redirected = true;
        }
      },
    ]);
    expectMatches(memo, 'theme-badge.ts', [
      { what: "the API table's import of '../Badge'", found: () => redirected },
    ]);
    return memo;
  });
};
