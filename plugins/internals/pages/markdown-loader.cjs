/**
 * Runs dumi's Markdown loader (it stands in its place in dumi's Markdown rule) so that a page costs
 * the same whatever the number of pages, and is read once per build:
 * - dumi keys its Markdown cache with the JSON of all its options, the site's whole route table
 *   among them, for every page in every compilation (quadratic at 1,000 pages); the table now
 *   writes itself into that JSON as a digest of its routes;
 * - in a production build dumi tells webpack not to cache any page, because its callbacks for demos
 *   and component metadata must run every build. A page with no demo, embed or atomId gives them
 *   nothing, so it gets the options without them, and webpack's persistent cache keeps the page;
 * - a page's texts, frontmatter and TOC as dumi emits them are kept for search
 *   (compiled-page-texts.cjs), which then need not read the page again.
 */
const { createHash } = require('crypto');
const dumiMarkdownLoader = require('dumi/dist/loaders/markdown').default;
const { noteCompiled } = require('./compiled-page-texts.cjs');

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
function routesFor(routes) {
  let lean = leanTables.get(routes);
  if (!lean) {
    lean = { ...routes };
    const digest = digestOf(routes);
    Object.defineProperty(lean, 'toJSON', { value: () => digest });
    leanTables.set(routes, lean);
  }
  return lean;
}

module.exports = function markdownLoader(content) {
  const options = { ...this.getOptions() };
  if (options.routes) options.routes = routesFor(options.routes);
  if (!MAY_HAVE_DEMOS.test(content)) CALLBACKS.forEach((key) => delete options[key]);
  const overrides = { getOptions: { value: () => options } };
  if (options.mode === 'text' || options.mode === 'frontmatter') {
    // what dumi emits of a page's texts and metadata is noted for search on its way out
    overrides.async = {
      value: () => {
        const callback = this.async();
        return (error, code, ...rest) => {
          if (!error) noteCompiled(this.resourcePath, content, options.mode, code);
          callback(error, code, ...rest);
        };
      },
    };
  }
  return dumiMarkdownLoader.call(Object.create(this, overrides), content);
};

module.exports.MAY_HAVE_DEMOS = MAY_HAVE_DEMOS;
