/**
 * Runs dumi's Markdown loader (in its place in dumi's Markdown rule) so that a page costs the same
 * whatever the number of pages:
 * - dumi keys its Markdown cache with the JSON of all its options, the whole route table among
 *   them, and looks the page's route up among all routes: the table's JSON is now a digest of its
 *   routes, and the table starts with the page's route and holds no other unless the page may
 *   link to one (routesFor);
 * - in a production build dumi keeps every page out of webpack's cache, because its demo and
 *   component callbacks must run every build: a page that gives them nothing gets the options
 *   without them, and the persistent cache keeps it.
 */
const { createHash } = require('crypto');
const dumiMarkdownLoader = require('dumi/dist/loaders/markdown').default;
const { winPath } = require('umi/plugin-utils');

/** Markdown that may give dumi's demo or component callbacks something. */
const MAY_HAVE_DEMOS = /<code\b[^>]*\bsrc\s*=|```[ \t]*(?:jsx|tsx)\b|<embed\b|^atomId\s*:/m;
const CALLBACKS = ['onResolveDemos', 'onResolveAtomMeta', 'demoAssetsFile'];

const leanTables = new WeakMap();

/** The route table, as one shared copy whose JSON is a digest of what dumi's links read of it. */
function leanTable(routes) {
  let lean = leanTables.get(routes);
  if (!lean) {
    const hash = createHash('sha256');
    for (const id of Object.keys(routes).sort()) {
      const { path, absPath, file } = routes[id];
      hash.update(`${id}\0${path}\0${absPath}\0${file}\n`);
    }
    const digest = `routes:${hash.digest('hex')}`;
    lean = Object.defineProperty({ ...routes }, 'toJSON', { value: () => digest });
    leanTables.set(routes, lean);
  }
  return lean;
}

/** A page's file as dumi compares a route's file with the page's. */
const routeFileOf = (file) => winPath(file).replace(/\.(mdx?)\.js$/, '.$1');

const routeIds = new WeakMap();

/** The id of the first route (in the table's order) of each page file. */
function routeIdsByFile(routes) {
  let ids = routeIds.get(routes);
  if (!ids) {
    ids = new Map();
    for (const route of Object.values(routes)) {
      const file = route.file || route.__absFile;
      if (file && !ids.has(routeFileOf(file))) ids.set(routeFileOf(file), route.id);
    }
    routeIds.set(routes, ids);
  }
  return ids;
}

/**
 * Markdown that may hold a link dumi resolves against the route table: to a `.md` file, or relative
 * (neither `/`, `#`, `?` nor a scheme) in a link, a definition or an `href`. A false match only
 * costs time.
 */
const MAY_LINK_RELATIVELY = new RegExp(
  [
    /\.md\b/,
    /\]\((?=(\s*<?))\1(?![/#?)]|[a-z][\w+.-]*:)/,
    /^ {0,3}\[[^\]]*\]:(?=(\s*<?))\2(?![/#?]|[a-z][\w+.-]*:)/,
    /\bhref\s*=(?=(\s*["']?))\3(?![/#?]|[a-z][\w+.-]*:)/,
  ]
    .map((part) => part.source)
    .join('|'),
  'im',
);

/** The route table for `page`: its own route first, the others only if it may need them. */
function routesFor(routes, page, content) {
  const lean = leanTable(routes);
  const id = routeIdsByFile(routes).get(routeFileOf(page));
  if (id === undefined || !(id in routes)) return lean;
  const readsAll = MAY_LINK_RELATIVELY.test(content) || MAY_HAVE_DEMOS.test(content);
  const ordered = readsAll ? { [id]: routes[id], ...lean } : { [id]: routes[id] };
  Object.defineProperty(ordered, 'toJSON', { value: lean.toJSON });
  return ordered;
}

module.exports = function markdownLoader(content) {
  const options = { ...this.getOptions() };
  if (options.routes) options.routes = routesFor(options.routes, this.resourcePath, content);
  if (!MAY_HAVE_DEMOS.test(content)) CALLBACKS.forEach((key) => delete options[key]);
  const overrides = { getOptions: { value: () => options } };
  return dumiMarkdownLoader.call(Object.create(this, overrides), content);
};

module.exports.MAY_HAVE_DEMOS = MAY_HAVE_DEMOS;
