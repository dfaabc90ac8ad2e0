/**
 * A webpack loader for `dumi dev` that pitches ahead of dumi's Markdown loader on a page's
 * metadata module (`?type=frontmatter`). The sidebar and nav read only a few frontmatter keys of
 * every page, and the rest (TOC, description...) comes with the page when it is opened
 * (page-details-loader.cjs), so the metadata of a page needs no compile of the page: at 1,000
 * pages dumi's whole Markdown pipeline ran for every page before the first one showed. A page
 * answered here has a YAML title and nothing dumi's callbacks read (demos, embeds, an atomId);
 * any other page, and the page's details module, go through dumi's loader as before.
 */
const fs = require('fs');
const path = require('path');
const yaml = require('js-yaml');
const { MAY_HAVE_DEMOS } = require('../pages/markdown-loader.cjs');

/** The YAML block at the top of a page, as dumi's remark-frontmatter reads it. */
const FRONTMATTER = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;

/** The page's YAML frontmatter, or undefined when it has none or it does not parse. */
function ownFrontmatter(markdown) {
  const block = FRONTMATTER.exec(markdown);
  if (!block) return undefined;
  try {
    const data = yaml.load(block[1]);
    return data && typeof data === 'object' && !Array.isArray(data) ? data : undefined;
  } catch {
    return undefined;
  }
}

/** Output of dumi's loader in this mode, for a page without demos and with a TOC left out. */
function metadataModule(frontmatter) {
  return [
    'export const toc = new Proxy([], {});',
    `export const frontmatter = new Proxy(${JSON.stringify(frontmatter)}, {});`,
    'export const demoIndex = undefined;',
  ].join('\n');
}

module.exports = function unchanged(source) {
  return source;
};

module.exports.pitch = function quickMetadata() {
  if (new URLSearchParams(this.resourceQuery).has('details')) return undefined;
  const markdown = fs.readFileSync(this.resourcePath, 'utf8');
  if (MAY_HAVE_DEMOS.test(markdown)) return undefined;
  const own = ownFrontmatter(markdown);
  if (!own || typeof own.title !== 'string' || !own.title) return undefined;
  // dumi's loader would have read the file (what webpack watches for a page's edits)
  this.addDependency(this.resourcePath);
  const { cwd } = this.getOptions();
  const filename = path.relative(cwd, this.resourcePath).split(path.sep).join('/');
  // the keys dumi's remarkMeta sets before it reads the YAML over them
  return metadataModule({ title: '', toc: 'menu', filename, ...own });
};
