import path from 'path';
import type { IApi } from 'dumi';
import { expectMatches } from './module-rules';

const dumi = path.dirname(require.resolve('dumi/package.json'));
/** dumi's own Badge, which its API table imports as `../Badge`. */
export const DUMI_BADGE = path.join(dumi, 'theme-default/builtins/Badge');

/**
 * dumi's generated locale runtime imports react-intl by the folder it resolves from dumi's own
 * files, so that folder follows the site's `alias` of `react-intl`. Each package the site replaces
 * must then be gone from the build, or the build fails naming it. dumi's API table imports its
 * Badge by a relative path, so overriding the Badge builtin would not reach its release tags: that
 * path is an alias of the theme's Badge.
 */
export default (api: IApi) => {
  api.describe({ key: 'packageAliases' });

  api.modifyConfig((memo) => {
    const intl = memo.alias?.['react-intl'];
    if (intl) {
      const folder = path.dirname(
        require.resolve('react-intl/package', { paths: [path.join(dumi, 'dist')] }),
      );
      memo.alias = { ...memo.alias, [folder]: intl };
    }
    return memo;
  });

  api.chainWebpack((memo) => {
    memo.resolve.alias.set(DUMI_BADGE, 'dumi/theme/builtins/Badge');
    const replaced = ['react-intl', 'react-helmet-async'].filter(
      (name) => api.config.alias?.[name],
    );
    expectMatches(memo, 'package-aliases.ts', [
      ...replaced.map((name) => {
        const inPackage = new RegExp(`[\\\\/]node_modules[\\\\/]${name}[\\\\/]`);
        return {
          what: `the site's module in place of ${name}`,
          found: (resources: string[]) =>
            resources.some((resource) => resource.startsWith(api.config.alias![name])) &&
            !resources.some((resource) => inPackage.test(resource)),
        };
      }),
      {
        what: "the theme's Badge in place of dumi's",
        found: (resources) => !resources.some((resource) => resource.startsWith(DUMI_BADGE)),
      },
    ]);
    return memo;
  });
};
