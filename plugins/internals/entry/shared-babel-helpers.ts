import path from 'path';
import type { IApi } from 'dumi';
import { expectMatches, someModule } from '../expect-matches';

/** The site's own `@babel/runtime` (package.json): the newest of the copies npm installs. */
const RUNTIME = path.dirname(require.resolve('@babel/runtime/package.json'));

/** dumi's compiled client files, which carry Babel's helpers inline (see the loader). */
export const DUMI_CLIENT =
  /[\\/]node_modules[\\/]dumi[\\/](dist[\\/]client|theme-default)[\\/].*\.js$/;

/**
 * One copy of each Babel helper in the browser bundle. umi and @umijs/renderer-react each install
 * an older `@babel/runtime` of their own, so the entry held two copies of some helpers and the old,
 * larger generator runtime; every import of `@babel/runtime` now resolves to the site's copy (a
 * newer runtime serves code compiled for an older one). dumi's files get their inline helpers
 * replaced by imports (plugins/internals/entry/shared-babel-helpers-loader.cjs).
 */
export default (api: IApi) => {
  api.describe({ key: 'sharedBabelHelpers' });

  api.modifyConfig((memo) => {
    memo.alias = { ...memo.alias, '@babel/runtime': RUNTIME };
    return memo;
  });

  api.chainWebpack((memo) => {
    memo.module
      .rule('dumi-client-shares-babel-helpers')
      .test(DUMI_CLIENT)
      .use('shared-babel-helpers-loader')
      .loader(path.join(__dirname, 'shared-babel-helpers-loader.cjs'));
    const siteRuntime = new RegExp(
      `^${RUNTIME.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\\\\/]helpers[\\\\/]esm[\\\\/]`,
    );
    expectMatches(memo, 'entry/shared-babel-helpers.ts', [
      someModule("dumi's compiled client files", DUMI_CLIENT),
      someModule("a helper from the site's @babel/runtime", siteRuntime),
      {
        what: 'no second copy of @babel/runtime',
        found: (resources) =>
          !resources.some((file) =>
            /node_modules[\\/].+[\\/]node_modules[\\/]@babel[\\/]runtime[\\/]/.test(file),
          ),
      },
    ]);
    return memo;
  });
};
