/** How dumi's Markdown loader writes a page's texts, frontmatter and table of contents. */
const TEXTS = /^ *export const texts = (\[.*\]);$/m;
const FRONTMATTER = /^export const frontmatter = new Proxy\((\{.*\}), \{\}\);$/m;
const TOC = /^export const toc = new Proxy\((\[.*\]), \{\}\);$/m;

module.exports = { TEXTS, FRONTMATTER, TOC };
