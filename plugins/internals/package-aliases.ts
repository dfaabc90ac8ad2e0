import path from 'path';
import type { IApi } from 'dumi';
import { expectMatches } from './module-rules';

const dumi = path.dirname(require.resolve('dumi/package.json'));
/** dumi's own Badge, which its API table imports as `../Badge`. */
export const DUMI_BADGE = path.join(dumi, 'theme-default/builtins/Badge');

/**
 * dumi's generated locale runtime imports react-intl by the folder it resolves from dumi's own
 * files, so that folder follows the site's `alias` of `react-intl`. Both packages the site replaces
 * (react-intl, react-helmet-async) must then be gone from the build, or the build fails naming
 * it. dumi's API table imports its Badge by a relative path, so overriding the Badge builtin would
 * not reach its release tags: that path is an alias of the theme's Badge.
 */
export default (api: IApi) => {
  api.describe({ key: 'packageAliases' });

  api.modifyConfig((memo) => {
    const intl = require.resolve('react-intl/package', { paths: [path.join(dumi, 'dist')] });
    memo.alias = { ...memo.alias, [path.dirname(intl)]: memo.alias?.['react-intl'] };
    return memo;
  });

  api.chainWebpack((memo) => {
    memo.resolve.alias.set(DUMI_BADGE, 'dumi/theme/builtins/Badge');
    expectMatches(memo, 'package-aliases.ts', [
      ...['react-intl', 'react-helmet-async'].map((name) => ({
        what: `the site's module in place of ${name}`,
        found: (resources: string[]) =>
          resources.some((resource) => resource.startsWith(api.config.alias![name])) &&
          !resources.some((resource) => resource.includes(path.join('node_modules', name, '/'))),
      })),
      {
        what: "the theme's Badge in place of dumi's",
        found: (resources) => !resources.some((resource) => resource.startsWith(DUMI_BADGE)),
      },
    ]);
    return memo;
  });
};
