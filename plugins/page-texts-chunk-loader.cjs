/**
 * A webpack loader for dumi's generated route metadata (.dumi/tmp*\/dumi/meta/index.ts). dumi
 * names the chunk of every page's text after the page's top folder, so the texts of all pages
 * under docs/ share one chunk, and a page whose Markdown is rendered from its texts (any page with
 * a demo) downloads every page's text on its first load. Without the name, webpack gives each
 * page's text its own chunk.
 */
const NAMED_TEXT_IMPORT =
  /\/\* webpackChunkName: "meta__[^"]*" \*\/\s*(?=['"][^'"]*\?type=text['"])/g;

module.exports = function splitPageTexts(source) {
  const split = source.replace(NAMED_TEXT_IMPORT, '');
  if (split === source && source.includes('?type=text')) {
    throw new Error(
      "page-texts-chunk-loader: dumi's route metadata imports page texts without the " +
        '"meta__" chunk names this loader removes; a dumi release has changed it, so update ' +
        'plugins/page-texts-chunk-loader.cjs (or drop it if dumi now splits the texts itself).',
    );
  }
  return split;
};
