/**
 * A webpack loader for `dumi dev`, on dumi's generated route metadata: what production builds
 * drop, dev drops too. Each entry imports the page's texts, which only dumi's own search reads
 * (the site searches its own index): a module (compiled when first opened, lazy-pages.ts) per
 * page that every compilation walked.
 */
const { TEXT_GETTER } = require('../pages/route-meta-loader.cjs');

const ALL_TEXT_GETTERS = new RegExp(TEXT_GETTER.source, 'gm');

module.exports = function leanDevMetadata(source) {
  return source.replace(ALL_TEXT_GETTERS, '');
};
