/**
 * A webpack loader for `dumi dev`, on dumi's generated route metadata and each page's metadata
 * module: what production builds drop, dev drops too. Each entry of the route metadata imports the
 * page's texts, which only dumi's own search reads (the site searches its own index), and a page
 * without demos has an index of none that imports its demo module: a module (compiled when first
 * opened, lazy-pages.ts) for each, per page, that every compilation walked.
 */
const { TEXT_GETTER } = require('../pages/route-meta-loader.cjs');
const { NO_DEMOS } = require('../pages/page-details-loader.cjs');

const ALL_TEXT_GETTERS = new RegExp(TEXT_GETTER.source, 'gm');

module.exports = function leanDevMetadata(source) {
  const type = new URLSearchParams(this.resourceQuery ?? '').get('type');
  if (type === 'frontmatter')
    return source.replace(NO_DEMOS, 'export const demoIndex = undefined;');
  return source.replace(ALL_TEXT_GETTERS, '');
};
