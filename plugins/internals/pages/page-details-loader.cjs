/**
 * A loader for what dumi's Markdown loader makes of a page, in the browser build: dumi put every
 * page's whole frontmatter and TOC in the entry script, though other pages read a few keys. A
 * page's metadata module (`?type=frontmatter`) keeps those keys and registers how to load the rest;
 * the page's module exports them as `pageDetails` from `?details&type=frontmatter`. In the server
 * bundle (`server`), which prerenders with the whole frontmatter, it only drops what neither build
 * needs: the import of `<page>.md?watch=parent`, for `dumi dev`, and the demo index of a page
 * without demos (a module per page, and a chunk written and deleted on every build).
 */
const path = require('path');
const { expectShape } = require('../shape-guard.cjs');

/** How dumi's Markdown loader writes a page's frontmatter and table of contents. */
const FRONTMATTER = /^export const frontmatter = new Proxy\((\{.*\}), \{\}\);$/m;
const TOC = /^export const toc = new Proxy\((\[.*\]), \{\}\);$/m;
/** dumi's development-only link from a page's metadata to its file (a no-op in a build). */
const WATCH_PARENT = /^ *import '[^']*\?watch=parent';\n/m;
/** The demo index of a page without demos: nothing for the browser to load. */
const NO_DEMOS = /^export const demoIndex = \{\s*ids: \[\],[\s\S]*?\n\};$/m;
const REGISTRY = path.join(__dirname, '../../sections/browser/page-details.ts');
/** The frontmatter keys that other pages, the layout before a page loads, or search read. */
const SHARED_KEYS = 'title order nav group toc filename debug sidebar demo'.split(' ');

/** What neither build needs of a page's metadata or demo module. */
const unused = (source) =>
  source.replace(WATCH_PARENT, '').replace(NO_DEMOS, 'export const demoIndex = undefined;');

module.exports = function pageDetails(source) {
  if (this.getOptions().server) return unused(source);
  const query = new URLSearchParams(this.resourceQuery ?? '');
  if (this.resourceQuery === '') {
    return `${source}\nexport * as pageDetails from ${JSON.stringify(`${this.resourcePath}?details&type=frontmatter`)};\n`;
  }
  if (query.get('type') !== 'frontmatter') return source;
  const frontmatter = FRONTMATTER.exec(source);
  const toc = TOC.exec(source);
  expectShape(
    frontmatter && toc,
    'pages/page-details-loader.cjs',
    "a page's metadata as `export const frontmatter = new Proxy({...}, {});` and `export const toc = new Proxy([...], {});`",
    `what dumi's Markdown loader made of ${this.resourcePath}?type=frontmatter`,
  );
  const whole = JSON.parse(frontmatter[1]);
  const registry = `import { pageDetailsLoaded, registerPageDetails } from ${JSON.stringify(REGISTRY)};`;
  if (query.has('details')) {
    return [
      registry,
      `export const frontmatter = ${frontmatter[1]};`,
      `export const toc = ${toc[1]};`,
      // known as soon as the page's chunk has run, so a part rendered with the page never waits
      `pageDetailsLoaded(${JSON.stringify(whole.filename)}, { frontmatter, toc });`,
    ].join('\n');
  }
  const shared = Object.fromEntries(
    SHARED_KEYS.filter((key) => key in whole).map((key) => [key, whole[key]]),
  );
  // the layout and search ask whether a page has a hero, and for its title
  if (whole.hero) shared.hero = { title: whole.hero.title };
  const lean = `export const frontmatter = new Proxy(${JSON.stringify(shared)}, {});`;
  return [
    registry,
    unused(source)
      .replace(FRONTMATTER, () => lean)
      .replace(TOC, 'export const toc = [];'),
    `registerPageDetails(${JSON.stringify(whole.filename)}, () => import(${JSON.stringify(this.resourcePath)}));`,
  ].join('\n');
};

module.exports.FRONTMATTER = FRONTMATTER;
