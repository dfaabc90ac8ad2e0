/**
 * A webpack loader for the texts dumi's Markdown loader makes of a page (`?type=text`), in both
 * production bundles. The page's component renders each text as `texts[i].value`; each text also
 * names its paragraph and heading (`paraId`, `tocIndex`) for dumi's own search, which the site does
 * not ship (it searches a prebuilt index, plugins/search/). Without them a page's chunk is some
 * 100 bytes of gzip smaller. The `?watch=parent` import, a no-op outside `dumi dev`, goes too.
 */
const { ShapeNotFoundError } = require('../shape-guard.cjs');

const { TEXTS } = require('./page-module-shapes.cjs');
const { WATCH_PARENT } = require('./page-details-loader.cjs');

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
