/**
 * What dumi's Markdown loader made of each page's texts and metadata in this process, kept for
 * search (plugins/search/build/site-index.ts). A production build compiles every page in its first
 * bundle before search reads the pages, and dumi's texts are what search's own reader rebuilds
 * from the Markdown (tests/search-page-texts.test.ts), so search reads a page itself only when no
 * compilation did (webpack's cache had it). Each page is kept with a hash of the Markdown dumi
 * compiled; a different source is not answered.
 */
const { createHash } = require('crypto');

const TEXTS = /^ *export const texts = (\[.*\]);$/m;
const FRONTMATTER = /^export const frontmatter = new Proxy\((\{.*\}), \{\}\);$/m;
const TOC = /^export const toc = new Proxy\((\[.*\]), \{\}\);$/m;

/** By Markdown file: `{ hash, texts?, frontmatter?, toc? }`. */
const compiled = new Map();

const hashOf = (source) => createHash('sha256').update(source).digest('hex');

/**
 * Notes what dumi's loader emitted for `file` (whose Markdown is `source`) in `mode`: its texts
 * (`text`), or its frontmatter and table of contents (`frontmatter`). Code of another shape is
 * not noted: the loaders after dumi's say so (lean-texts-loader.cjs, page-details-loader.cjs).
 */
function noteCompiled(file, source, mode, code) {
  if (typeof code !== 'string' || (mode !== 'text' && mode !== 'frontmatter')) return;
  const hash = hashOf(source);
  let page = compiled.get(file);
  if (page?.hash !== hash) {
    page = { hash };
    compiled.set(file, page);
  }
  if (mode === 'text') {
    const texts = TEXTS.exec(code);
    if (texts) page.texts = JSON.parse(texts[1]);
    return;
  }
  const frontmatter = FRONTMATTER.exec(code);
  const toc = TOC.exec(code);
  if (frontmatter && toc) {
    page.frontmatter = JSON.parse(frontmatter[1]);
    page.toc = JSON.parse(toc[1]);
  }
}

/** dumi's texts, frontmatter and TOC of `file` compiled from `source`, when both were noted. */
function compiledPage(file, source) {
  const page = compiled.get(file);
  if (!page?.texts || !page.frontmatter || page.hash !== hashOf(source)) return undefined;
  return { texts: page.texts, frontmatter: page.frontmatter, toc: page.toc };
}

module.exports = { noteCompiled, compiledPage, TEXTS, FRONTMATTER, TOC };
