/**
 * A loader for the modules dumi's Markdown loader makes of a page: dumi named one chunk for the demo
 * metadata of all pages ("meta__docs") and one for all demos ("demos"), so the first demo page
 * loaded them all. Without the names, each page's metadata and each demo get a chunk of their own.
 * A live demo's `context` names each file it imports twice, as written (`./x.ts`) and by its
 * absolute path; the edited demo asks for what is written, and the path would put the folder of
 * the build into the page's script (and a build in another folder would write other files).
 */
const { expectShape } = require('../shape-guard.cjs');

const NAMED_DEMO_METADATA =
  /\/\* webpackChunkName: "meta__[^"]*" \*\/\s*(?=['"][^'"]*\?type=demo['"])/g;
const NAMED_DEMO_COMPONENT = /\/\* webpackChunkName: "(?:[^"]*__)?demos" \*\/\s*/g;
const ABSOLUTE_CONTEXT_KEY = /^ {2}"(?:\/|[A-Za-z]:\/)[^"\n]*": \w+,?\n/gm;

module.exports = function splitPageDemos(source) {
  const type = new URLSearchParams(this.resourceQuery ?? '').get('type');
  const namedMetadata = source.match(NAMED_DEMO_METADATA)?.length ?? 0;
  const namedComponents = source.match(NAMED_DEMO_COMPONENT)?.length ?? 0;
  const missed =
    (type === 'frontmatter' && source.includes('?type=demo') && !namedMetadata) ||
    (type === 'demo' && source.includes('React.lazy(() => import(') && !namedComponents);
  expectShape(
    !missed,
    'pages/demo-chunks-loader.cjs',
    'the chunk names of a page\'s demos (`/* webpackChunkName: "meta__..." */`, `"demos"`)',
    `what dumi's Markdown loader made of ${this.resourcePath}${this.resourceQuery}`,
  );
  const withoutDemos = type === 'frontmatter' && /\bids: \[\]/.test(source);
  if (withoutDemos) return source;
  return source
    .replace(NAMED_DEMO_METADATA, '')
    .replace(NAMED_DEMO_COMPONENT, '')
    .replace(ABSOLUTE_CONTEXT_KEY, '');
};
