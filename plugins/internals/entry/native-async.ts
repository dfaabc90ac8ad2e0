import type { IApi } from 'dumi';
import { expectMatches, loaderRule, someModule } from '../module-rules';

/** The precompiled files whose async functions native-async-loader.cjs rewrites. */
export const FILES = [
  /[\\/]node_modules[\\/]umi[\\/]client[\\/]client[\\/]plugin\.js$/,
  /[\\/]node_modules[\\/]dumi[\\/]dist[\\/]client[\\/]theme-api[\\/]utils\.js$/,
];

export default (api: IApi) => {
  api.describe({ key: 'nativeAsync' });

  api.chainWebpack((memo) => {
    const test = (file: string) => FILES.some((pattern) => pattern.test(file));
    loaderRule(memo, 'native-async', test, 'entry/native-async-loader.cjs');
    expectMatches(memo, 'entry/native-async.ts', [
      someModule("umi's plugin manager", FILES[0]),
      someModule("dumi's theme API helpers", FILES[1]),
    ]);
    return memo;
  });
};
