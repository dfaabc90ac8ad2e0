import path from 'path';
import type { IApi } from 'dumi';
import { expectMatches, replacedPackage } from './expect-matches';

/** The site's small `<Helmet>` (README, "Performance"; .dumi/theme/common/document-head). */
export const HEAD_MODULE = path.join(__dirname, '../../.dumi/theme/common/document-head/index.tsx');

/**
 * umi's renderer re-exports `Helmet` and `HelmetProvider` from react-helmet-async, about 5.5 KB gzip
 * in every page's entry script with its dependencies, for a title and a few `<meta>` tags. The
 * package name points at the site's module instead, in the browser and the prerender bundle.
 */
export default (api: IApi) => {
  api.describe({ key: 'documentHead' });

  api.modifyConfig((memo) => {
    memo.alias = { ...memo.alias, 'react-helmet-async': HEAD_MODULE };
    return memo;
  });

  api.chainWebpack((memo) => {
    expectMatches(memo, 'document-head.ts', [
      replacedPackage(
        "the site's head module in place of react-helmet-async",
        HEAD_MODULE,
        'react-helmet-async',
      ),
    ]);
    return memo;
  });
};
