import path from 'path';
import { expectMatches, someModule, type Chain } from '../expect-matches';

/** dumi's generated locale config, whose message sets message-sets-loader.cjs splits. */
const LOCALE_CONFIG = /[\\/]\.dumi[\\/]tmp(-production)?[\\/]dumi[\\/]locales[\\/]config\.ts$/;

/**
 * Runs message-sets-loader.cjs on dumi's generated locale config: with `split`, each locale's
 * messages become a chunk of their own (the browser build); else the config stays whole.
 */
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
