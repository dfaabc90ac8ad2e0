/**
 * A webpack loader for a page's metadata and demo modules (`?type=frontmatter`, `?type=demo`) in
 * the production server bundle. Two things there only serve `dumi dev` or a page with demos: the
 * import of `<page>.md?watch=parent` (an empty module that makes dev watch the page) and, for a page
 * without demos, a demo index whose getter loads an empty list. Each cost the server bundle a
 * module per page, and the getter a chunk (a file written and deleted on every build) per page.
 * The browser build drops both in plugins/internals/pages/page-details-loader.cjs.
 */
const { NO_DEMOS, WATCH_PARENT } = require('./page-details-loader.cjs');

module.exports = function serverPageMetadata(source) {
  return source.replace(WATCH_PARENT, '').replace(NO_DEMOS, 'export const demoIndex = undefined;');
};
