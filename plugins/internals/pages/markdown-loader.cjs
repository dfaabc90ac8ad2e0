/**
 * Runs dumi's Markdown loader (it stands in its place in dumi's Markdown rule) so that a page costs
 * the same whatever the number of pages, and is read once per build:
 * - dumi keys its Markdown cache with the JSON of all its options, the site's whole route table
 *   among them, for every page in every compilation (quadratic at 1,000 pages); the table now
 *   writes itself into that JSON as a digest of its routes. dumi also looks the page's own route
 *   up by comparing the file of every route in turn; the table it gets starts with that route, and
 *   holds no other unless the page may link to one (routesFor);
 * - in a production build dumi tells webpack not to cache any page, because its callbacks for demos
 *   and component metadata must run every build. A page with no demo, embed or atomId gives them
 *   nothing, so it gets the options without them, and webpack's persistent cache keeps the page;
 */
const { createHash } = require('crypto');
const dumiMarkdownLoader = require('dumi/dist/loaders/markdown').default;
const { winPath } = require('umi/plugin-utils');

/**
 * Markdown that may give dumi's demo or component callbacks something: kept out of the cache (also
 * what the route metadata and the page-Markdown cache treat as reading more than the page).
 */
const MAY_HAVE_DEMOS = /<code\b[^>]*\bsrc\s*=|```[ \t]*(?:jsx|tsx)\b|<embed\b|^atomId\s*:/m;
const CALLBACKS = ['onResolveDemos', 'onResolveAtomMeta', 'demoAssetsFile'];

const digests = new WeakMap();

/** A digest of the route table: the ids, paths and files that dumi's link rewriting reads. */
function digestOf(routes) {
  let digest = digests.get(routes);
  if (!digest) {
    const hash = createHash('sha256');
    for (const id of Object.keys(routes).sort()) {
      const { path, absPath, file } = routes[id];
      hash.update(`${id}\0${path}\0${absPath}\0${file}\n`);
    }
    digest = `routes:${hash.digest('hex')}`;
    digests.set(routes, digest);
  }
  return digest;
}

const leanTables = new WeakMap();

/** The route table, as one shared copy whose JSON form is its digest. */
function leanTable(routes) {
  let lean = leanTables.get(routes);
  if (!lean) {
    lean = { ...routes };
    const digest = digestOf(routes);
    Object.defineProperty(lean, 'toJSON', { value: () => digest });
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
 * Markdown that may hold a link dumi resolves against the route table: a link to a `.md` file, or a
 * relative one (a destination that starts with neither `/`, `#`, `?` nor a scheme) in a Markdown
 * link, a link definition or an HTML `href`. Loose on purpose: a false match only costs time.
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

/**
 * The route table for `page`. dumi reads the whole table only to resolve the links above (and an
 * embedded page's); otherwise it looks up the page's own route alone, so that is all it gets.
 * Either way the page's own route comes first, and the table's JSON is the whole table's digest.
 */
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
module.exports.MAY_LINK_RELATIVELY = MAY_LINK_RELATIVELY;
