// Writes what dumi's Markdown loader made of two pages, as the site's loaders receive it
// (scripts/internals-fixtures/plugin.ts puts this loader right after dumi's).
const { header, write } = require('./capture.cjs');

/** The pages captured: one with demos, one without; fixture names by query. */
const PAGES = {
  'docs/Products/dictCard.md': {
    '': 'dumi-md-page-with-demos.txt',
    '?type=frontmatter': 'dumi-md-frontmatter-with-demos.txt',
    '?type=demo': 'dumi-md-demo.txt',
  },
  'docs/Products/folderIcon.md': {
    '': 'dumi-md-page.txt',
    '?type=frontmatter': 'dumi-md-frontmatter.txt',
  },
};

module.exports = function captureMarkdownModule(source) {
  const page = this.resourcePath
    .slice(this.rootContext.length + 1)
    .split('\\')
    .join('/');
  const name = PAGES[page]?.[this.resourceQuery];
  if (name && source != null) {
    const what = `what dumi's Markdown loader (rule dumi-md) made of ${page}${this.resourceQuery}`;
    write(name, header(what) + source, this.rootContext);
  }
  return source;
};
