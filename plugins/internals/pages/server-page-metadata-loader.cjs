/**
 * A loader for a page's metadata and demo modules in the production server bundle: the import of
 * `<page>.md?watch=parent` serves `dumi dev` only, and a page without demos needs no demo index
 * (a module per page, and a chunk written and deleted on every build). The browser build drops
 * both in page-details-loader.cjs.
 */
const { NO_DEMOS, WATCH_PARENT } = require('./page-details-loader.cjs');

module.exports = function serverPageMetadata(source) {
  return source.replace(WATCH_PARENT, '').replace(NO_DEMOS, 'export const demoIndex = undefined;');
};
