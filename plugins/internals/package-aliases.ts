import path from 'path';
import type { IApi } from 'dumi';
import { expectMatches } from './module-rules';

/**
 * dumi's generated locale runtime imports react-intl by the folder it resolves from dumi's own
 * files, so that folder follows the site's `alias` of `react-intl`. Each package the site replaces
 * must then be gone from the build, or the build fails naming it.
 */
export default (api: IApi) => {
  api.describe({ key: 'packageAliases' });

  api.modifyConfig((memo) => {
    const intl = memo.alias?.['react-intl'];
    if (intl) {
      const dumi = path.dirname(require.resolve('dumi/package.json'));
      const folder = path.dirname(
        require.resolve('react-intl/package', { paths: [path.join(dumi, 'dist')] }),
      );
      memo.alias = { ...memo.alias, [folder]: intl };
    }
    return memo;
  });

  api.chainWebpack((memo) => {
    const replaced = ['react-intl', 'react-helmet-async'].filter(
      (name) => api.config.alias?.[name],
    );
    expectMatches(
      memo,
      'package-aliases.ts',
      replaced.map((name) => {
        const inPackage = new RegExp(`[\\\\/]node_modules[\\\\/]${name}[\\\\/]`);
        return {
          what: `the site's module in place of ${name}`,
          found: (resources) =>
            resources.some((resource) => resource.startsWith(api.config.alias![name])) &&
            !resources.some((resource) => inPackage.test(resource)),
        };
      }),
    );
    return memo;
  });
};
