import { loaderRule, type Chain } from '../module-rules';

const LOCALE_CONFIG = /[\\/]\.dumi[\\/]tmp(-production)?[\\/]dumi[\\/]locales[\\/]config\.ts$/;

/** Runs message-sets-loader.cjs on dumi's locale config; `split` in the browser build. */
export function messageSetsRule(memo: Chain, { split }: { split: boolean }) {
  loaderRule(memo, 'message-sets', LOCALE_CONFIG, 'entry/message-sets-loader.cjs', { split });
}
