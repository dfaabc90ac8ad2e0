import path from 'path';
import type { IApi } from 'dumi';
import { expectMatches, loaderRule, someModule } from '../module-rules';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { REWRITTEN, rewrittenFile } = require('./native-async-loader.cjs') as {
  REWRITTEN: string[];
  rewrittenFile: (resource: string) => string | undefined;
};

const RUNTIME = path.dirname(require.resolve('@babel/runtime/package.json'));

export const DUMI_CLIENT =
  /[\\/]node_modules[\\/]dumi[\\/](dist[\\/]client|theme-default)[\\/].*\.js$/;

/**
 * Less of Babel's output in the browser bundle. One copy of each Babel helper: umi and
 * @umijs/renderer-react install older copies of `@babel/runtime`, so every import of it resolves to
 * the site's (newer) copy, and dumi's inline helpers become imports (shared-babel-helpers-loader.cjs).
 * Native async functions in umi's plugin manager and dumi's theme API helpers, without Babel's
 * regenerator runtime (native-async-loader.cjs).
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
    loaderRule(memo, 'native-async', rewrittenFile, 'entry/native-async-loader.cjs');
    const helpers = path.join(RUNTIME, 'helpers', 'esm', path.sep);
    expectMatches(memo, 'entry/shared-babel-helpers.ts', [
      ...REWRITTEN.map((file) => ({
        what: `node_modules/${file}, which native-async-loader.cjs rewrites`,
        found: (resources: string[]) => resources.some((r) => rewrittenFile(r) === file),
      })),
      someModule("a helper from the site's @babel/runtime", (file) => file.startsWith(helpers)),
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
