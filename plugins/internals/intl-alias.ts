import path from 'path';
import type { IApi } from 'dumi';
import { expectMatches, replacedPackage } from './expect-matches';

/** The site's own small react-intl (README, "Performance"; .dumi/theme/common/intl). */
export const INTL_MODULE = path.join(__dirname, '../../.dumi/theme/common/intl/index.tsx');

/**
 * Every page's entry bundle would otherwise carry react-intl with formatjs's ICU parser, about
 * 17 KB gzip, for a handful of plain messages. dumi's client API imports it as `react-intl`, and
 * its generated locale runtime by the absolute folder it resolves from dumi's own files, so both
 * spellings point at the site's module, in the browser bundle and in the SSR bundle alike.
 */
export default (api: IApi) => {
  api.describe({ key: 'intlAlias' });

  api.modifyConfig((memo) => {
    const dumiFolder = path.dirname(require.resolve('dumi/package.json'));
    const reactIntlFolder = path.dirname(
      require.resolve('react-intl/package', { paths: [path.join(dumiFolder, 'dist')] }),
    );
    memo.alias = { ...memo.alias, 'react-intl': INTL_MODULE, [reactIntlFolder]: INTL_MODULE };
    return memo;
  });

  api.chainWebpack((memo) => {
    expectMatches(memo, 'intl-alias.ts', [
      replacedPackage(
        "the site's intl module in place of every react-intl import",
        INTL_MODULE,
        'react-intl',
      ),
    ]);
    return memo;
  });
};
