/**
 * A loader for dumi's generated route metadata (dumi/meta/index.ts), which put every page's
 * frontmatter module in every entry script: a section's pages move to `index.ts?section=<key>`,
 * which its route table imports. Pages with live demos stay (dumi finds a demo by id at start-up),
 * and `textGetter`, read by dumi's own search only, goes.
 */
const fs = require('fs');
const { expectShape } = require('../shape-guard.cjs');
const { MAY_HAVE_DEMOS } = require('./markdown-loader.cjs');

const IMPORT =
  /^import \{ frontmatter as fm(\d+), toc as t\1, demoIndex as dmi\1 \} from '([^']+)';$/gm;
const FILES_META = /^export const filesMeta = \{\n([\s\S]*?)\n\}\n/m;
const ENTRY = /^ {2}'([^']*)': \{\n[\s\S]*?\n {2}\},$/gm;
const ENTRY_IMPORT = /^ {4}frontmatter: fm(\d+),$/m;
const TEXT_GETTER = /^ {4}textGetter: \(\) => import\([^\n]*\?type=text'\),\n/m;

function parseRouteMeta(source, file) {
  const imports = new Map(
    [...source.matchAll(IMPORT)].map(([line, index, request]) => [index, { line, request }]),
  );
  const filesMeta = FILES_META.exec(source);
  const entries = filesMeta
    ? [...filesMeta[1].matchAll(ENTRY)].map(([text, id]) => ({
        id,
        text: text.replace(TEXT_GETTER, ''),
        hadTexts: TEXT_GETTER.test(text),
        import: imports.get(ENTRY_IMPORT.exec(text)?.[1]),
      }))
    : [];
  expectShape(
    filesMeta && !entries.some((entry) => !entry.import || !entry.hadTexts),
    'pages/route-meta-loader.cjs',
    "the route metadata's shape (an import of each page's frontmatter module, a `textGetter` for its texts and `export const filesMeta = {...}`)",
    `dumi's generated route metadata (${file})`,
  );
  return { filesMeta, entries };
}

/** An entry with dumi's own fields only: its page's frontmatter, TOC and demos (texts dropped). */
const PLAIN_ENTRY =
  /^ {2}'[^']*': \{\n {4}frontmatter: fm\d+,\n {4}toc: t\d+,\n {4}demoIndex: dmi\d+,\n {2}\},$/;

/** The section of an entry's page (a content tab's `docs/a/Page.$tab-key.zh-CN`: its page's). */
const sectionOfEntry = (entry, sectionOf) =>
  sectionOf[entry.id] ?? sectionOf[entry.id.replace(/\.\$tab-[^./]+/, '')];

/**
 * A section's page (not a tab) with dumi's own fields only, which in the browser build goes into
 * the section's route table itself, if it has no demos (the callers ask `demosTester`):
 * route-table-loader.cjs writes its lean frontmatter beside its route.
 */
const inRouteTable = (entry, { sectionOf, server }) =>
  !server && sectionOf[entry.id] !== undefined && PLAIN_ENTRY.test(entry.text);

/** Whether each Markdown file may have live demos, read once a build (production builds only). */
const demoTests = new Map();

const demosTester = (loader) => (request) => {
  const markdown = request.replace(/\?.*$/, '');
  loader.addDependency(markdown);
  if (!demoTests.has(markdown)) {
    demoTests.set(markdown, MAY_HAVE_DEMOS.test(fs.readFileSync(markdown, 'utf8')));
  }
  return demoTests.get(markdown);
};

module.exports = function splitRouteMeta(source) {
  const options = this.getOptions();
  const { filesMeta, entries } = parseRouteMeta(source, this.resourcePath);
  const hasDemos = demosTester(this);
  const wanted = new URLSearchParams(this.resourceQuery ?? '').get('section');
  const picked = entries.filter((entry) => {
    const section = sectionOfEntry(entry, options.sectionOf);
    if (wanted === null) return section === undefined || hasDemos(entry.import.request);
    return section === wanted && !hasDemos(entry.import.request) && !inRouteTable(entry, options);
  });
  const shared = `import { sharedFilesMeta } from ${JSON.stringify(options.registry)};`;
  const object = `{\n${picked.map((entry) => entry.text).join('\n')}\n}`;
  const imports = picked.map((entry) => entry.import.line);
  const rest = wanted === null ? source.slice(filesMeta.index + filesMeta[0].length) : '';
  const exported = wanted === null ? 'export const filesMeta = ' : '';
  return [...imports, shared, `${exported}sharedFilesMeta(${object});`, rest].join('\n');
};

Object.assign(module.exports, { parseRouteMeta, inRouteTable, demosTester });
