import path from 'path';
import { expectMatches, someModule, type Chain } from '../expect-matches';

const LOCALE_CONFIG = /[\\/]\.dumi[\\/]tmp(-production)?[\\/]dumi[\\/]locales[\\/]config\.ts$/;

/** Runs message-sets-loader.cjs on dumi's locale config; `split` in the browser build. */
export function messageSetsRule(memo: Chain, { split }: { split: boolean }) {
  memo.module
    .rule('message-sets')
    .test(LOCALE_CONFIG)
    .use('message-sets-loader')
    .loader(path.join(__dirname, 'message-sets-loader.cjs'))
    .options({ split });
  expectMatches(memo, 'entry/message-sets.ts', [
    someModule("dumi's generated locale config", LOCALE_CONFIG),
  ]);
}
