import path from 'path';
import type { IApi } from 'dumi';
import { expectMatches, replacedPackage } from './expect-matches';

/** Packages a site may stand in for with smaller modules of its own, through `alias` in .dumirc.ts. */
const REPLACEABLE = ['react-intl', 'react-helmet-async'];

/**
 * dumi's generated locale runtime imports react-intl by the folder it resolves from dumi's own files,
 * not by the package's name: that folder goes where the site's `alias` points `react-intl`. Each
 * package the site replaces must then be gone from the build, or the build fails naming it.
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
    const replaced = REPLACEABLE.filter((name) => api.config.alias?.[name]);
    expectMatches(
      memo,
      'package-aliases.ts',
      replaced.map((name) =>
        replacedPackage(`the site's module in place of ${name}`, api.config.alias![name], name),
      ),
    );
    return memo;
  });
};
