/**
 * A webpack loader for the modules dumi's Markdown loader makes of a page. dumi gives the demo
 * metadata of every page of an edition one chunk name ("meta__docs"), and the demo components of
 * every page another ("demos"), so the first demo page a visitor opens downloads the demos, their
 * sources and their metadata of all demo pages. Without the names, webpack gives each page's demo
 * metadata and each demo its own chunk. (A page without demos has no metadata to load: in the
 * browser build plugins/internals/pages/page-details-loader.cjs drops its empty demo index.)
 */
const { ShapeNotFoundError } = require('../shape-guard.cjs');

const NAMED_DEMO_METADATA =
  /\/\* webpackChunkName: "meta__[^"]*" \*\/\s*(?=['"][^'"]*\?type=demo['"])/g;
const NAMED_DEMO_COMPONENT = /\/\* webpackChunkName: "(?:[^"]*__)?demos" \*\/\s*/g;

module.exports = function splitPageDemos(source) {
  const type = new URLSearchParams(this.resourceQuery ?? '').get('type');
  const namedMetadata = source.match(NAMED_DEMO_METADATA)?.length ?? 0;
  const namedComponents = source.match(NAMED_DEMO_COMPONENT)?.length ?? 0;
  const missed =
    (type === 'frontmatter' && source.includes('?type=demo') && !namedMetadata) ||
    (type === 'demo' && source.includes('React.lazy(() => import(') && !namedComponents);
  if (missed) {
    // (or drop the loader, if dumi now splits them itself)
    throw new ShapeNotFoundError(
      'pages/demo-chunks-loader.cjs',
      'the chunk names of a page\'s demos (`/* webpackChunkName: "meta__..." */`, `"demos"`)',
      `what dumi's Markdown loader made of ${this.resourcePath}${this.resourceQuery}`,
    );
  }
  const withoutDemos = type === 'frontmatter' && /\bids: \[\]/.test(source);
  return withoutDemos
    ? source
    : source.replace(NAMED_DEMO_METADATA, '').replace(NAMED_DEMO_COMPONENT, '');
};
