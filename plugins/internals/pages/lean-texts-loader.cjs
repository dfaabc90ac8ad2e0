/**
 * A loader for a page's texts (`?type=text`), in both production bundles: each text loses the
 * paragraph and heading it names for dumi's own search, which the site does not ship, and the
 * `?watch=parent` import, a no-op outside `dumi dev`, goes too.
 */
const { ShapeNotFoundError } = require('../shape-guard.cjs');
const { TEXTS, WATCH_PARENT } = require('./page-details-loader.cjs');

module.exports = function leanTexts(source) {
  const texts = TEXTS.exec(source);
  if (!texts) {
    throw new ShapeNotFoundError(
      'pages/lean-texts-loader.cjs',
      "a page's texts as `export const texts = [...];`",
      `what dumi's Markdown loader made of ${this.resourcePath}?type=text`,
    );
  }
  const values = JSON.parse(texts[1]).map(({ value }) => ({ value }));
  return source
    .replace(TEXTS, () => `export const texts = ${JSON.stringify(values)};`)
    .replace(WATCH_PARENT, '');
};
