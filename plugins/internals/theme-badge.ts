import type { IApi } from 'dumi';
import { expectMatches } from './module-rules';

/** Where dumi's own builtins import the Badge from relatively. */
export const DEFAULT_THEME_BUILTINS = /[\\/]dumi[\\/]theme-default[\\/]builtins[\\/]/;

/**
 * dumi's API table imports its Badge by a relative path, so overriding the Badge builtin would not
 * reach its release tags: the import is pointed at `dumi/theme/builtins/Badge` (the theme's own).
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
