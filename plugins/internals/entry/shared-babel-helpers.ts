import path from 'path';
import type { IApi } from 'dumi';
import { expectMatches, loaderRule, someModule } from '../module-rules';

const RUNTIME = path.dirname(require.resolve('@babel/runtime/package.json'));

export const DUMI_CLIENT =
  /[\\/]node_modules[\\/]dumi[\\/](dist[\\/]client|theme-default)[\\/].*\.js$/;

/**
 * One copy of each Babel helper in the browser bundle: umi and @umijs/renderer-react install older
 * copies of `@babel/runtime`, so every import of it resolves to the site's (newer) copy, and dumi's
 * inline helpers become imports (shared-babel-helpers-loader.cjs).
 */
export default (api: IApi) => {
  api.describe({ key: 'sharedBabelHelpers' });

  api.modifyConfig((memo) => {
    memo.alias = { ...memo.alias, '@babel/runtime': RUNTIME };
    return memo;
  });

  api.chainWebpack((memo) => {
    const loader = 'entry/shared-babel-helpers-loader.cjs';
    loaderRule(memo, 'dumi-client-shares-babel-helpers', DUMI_CLIENT, loader);
    const helpers = path.join(RUNTIME, 'helpers', 'esm', path.sep);
    expectMatches(memo, 'entry/shared-babel-helpers.ts', [
      someModule("dumi's compiled client files", DUMI_CLIENT),
      {
        what: "a helper from the site's @babel/runtime",
        found: (resources) => resources.some((file) => file.startsWith(helpers)),
      },
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
