/**
 * A webpack loader for the modules dumi's Markdown loader makes of a page. dumi gives the demo
 * metadata of every page of an edition one chunk name ("meta__docs"), and the demo components of
 * every page another ("demos"), so the first demo page a visitor opens downloads the demos, their
 * sources and their metadata of all demo pages. Without the names, webpack gives each page's demo
 * metadata and each demo its own chunk. (A page without demos has no metadata to load: in the
 * browser build plugins/internals/pages/page-details-loader.cjs drops its empty demo index.)
 */
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
    throw new Error(
      "demo-chunks-loader: dumi's Markdown loader no longer names the chunks of a page's demos " +
        `as this loader expects (${this.resourcePath}${this.resourceQuery}); a dumi release has ` +
        'changed it, so update plugins/internals/pages/demo-chunks-loader.cjs (or drop it if dumi now splits them).',
    );
  }
  const withoutDemos = type === 'frontmatter' && /\bids: \[\]/.test(source);
  return withoutDemos
    ? source
    : source.replace(NAMED_DEMO_METADATA, '').replace(NAMED_DEMO_COMPONENT, '');
};
