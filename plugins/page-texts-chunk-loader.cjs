/**
 * A webpack loader for dumi's generated route metadata (.dumi/tmp*\/dumi/meta/index.ts). dumi
 * names the chunk of every page's text after the page's top folder, so the texts of all pages
 * under docs/ share one chunk, and a page whose Markdown is rendered from its texts (any page with
 * a demo) downloads every page's text on its first load. Without the name, webpack gives each
 * page's text its own chunk.
 */
module.exports = function splitPageTexts(source) {
  return source.replace(/\/\* webpackChunkName: "meta__[^"]*" \*\/\s*(?=['"][^'"]*\?type=text['"])/g, '');
};
