/**
 * Runs dumi's Markdown loader with less work per page: dumi keys its cache with the JSON of its
 * options, route table included (now a digest), and looks the page's route up among all routes
 * (now first); a page without demos loses the callbacks that keep dumi's pages out of webpack's
 * persistent cache.
 */
const { createHash } = require('crypto');
const dumiMarkdownLoader = require('dumi/dist/loaders/markdown').default;
const { winPath } = require('umi/plugin-utils');

/** Markdown that may give dumi's demo or component callbacks something. */
const MAY_HAVE_DEMOS = /<code\b[^>]*\bsrc\s*=|```[ \t]*(?:jsx|tsx)\b|<embed\b|^atomId\s*:/m;
const CALLBACKS = ['onResolveDemos', 'onResolveAtomMeta', 'demoAssetsFile'];
const WATCH_PARENT = /[?&]watch=parent\b/;

/** A page's file as dumi compares a route's file with the page's. */
const routeFileOf = (file) => winPath(file).replace(/\.(mdx?)\.js$/, '.$1');

const tables = new WeakMap();

/**
 * The route table as one shared copy whose JSON is a digest of what dumi's links read of it, and
 * the id of the first route of each page file.
 */
function tableOf(routes) {
  if (!tables.has(routes)) {
    const hash = createHash('sha256');
    for (const id of Object.keys(routes).sort()) {
      const { path, absPath, file } = routes[id];
      hash.update(`${id}\0${path}\0${absPath}\0${file}\n`);
    }
    const digest = `routes:${hash.digest('hex')}`;
    const ids = new Map();
    for (const route of Object.values(routes)) {
      const file = route.file || route.__absFile;
      if (file && !ids.has(routeFileOf(file))) ids.set(routeFileOf(file), route.id);
    }
    const lean = Object.defineProperty({ ...routes }, 'toJSON', { value: () => digest });
    tables.set(routes, { lean, ids });
  }
  return tables.get(routes);
}

/** The route table for `page`, its own route first. */
function routesFor(routes, page) {
  const { lean, ids } = tableOf(routes);
  const id = ids.get(routeFileOf(page));
  if (id === undefined || !(id in routes)) return lean;
  const ordered = { [id]: routes[id], ...lean };
  Object.defineProperty(ordered, 'toJSON', { value: lean.toJSON });
  return ordered;
}

module.exports = function markdownLoader(content) {
  // dumi answers a `<page>.md?watch=parent` import (which only makes its dev server rebuild the
  // page's modules) with nothing, but only after compiling the empty text its pre-loader leaves
  // and asking git for the page's date: once more per page.
  if (WATCH_PARENT.test(this.resourceQuery)) return null;
  const options = { ...this.getOptions() };
  if (options.routes) options.routes = routesFor(options.routes, this.resourcePath);
  if (!MAY_HAVE_DEMOS.test(content)) CALLBACKS.forEach((key) => delete options[key]);
  const overrides = { getOptions: { value: () => options } };
  return dumiMarkdownLoader.call(Object.create(this, overrides), content);
};

module.exports.MAY_HAVE_DEMOS = MAY_HAVE_DEMOS;
