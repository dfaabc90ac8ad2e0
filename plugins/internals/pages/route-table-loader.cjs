/**
 * A loader for umi's generated route table (core/route.tsx) and dumi's route metadata
 * (dumi/meta/index.ts), which put every page's route and frontmatter module in every entry script:
 * `?section=<key>` of either file holds a section's share (one section per sidebar, `sectionOf`).
 * The table keeps the layouts, 404 and demo pages and registers the sections; the metadata keeps
 * the pages with live demos (dumi finds a demo by id at start-up) and loses `textGetter`, read by
 * dumi's own search only.
 */
const fs = require('fs');
const path = require('path');
const { promisify } = require('util');
const { expectShape } = require('../shape-guard.cjs');
const { MAY_HAVE_DEMOS } = require('./markdown-loader.cjs');
const { FRONTMATTER } = require('./page-details-loader.cjs');

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
    'pages/route-table-loader.cjs',
    "the route metadata's shape (an import of each page's frontmatter module, a `textGetter` for its texts and `export const filesMeta = {...}`)",
    `dumi's generated route metadata (${file})`,
  );
  return { filesMeta, entries };
}

/** An entry with dumi's own fields only: its page's frontmatter, TOC and demos (texts dropped). */
const PLAIN_ENTRY =
  /^ {2}'[^']*': \{\n {4}frontmatter: fm\d+,\n {4}toc: t\d+,\n {4}demoIndex: dmi\d+,\n {2}\},$/;

/**
 * A section's page (not a tab) with dumi's own fields only, which in the browser build goes into
 * the section's route table itself, if it has no demos (the callers ask `demosTester`):
 * `browserSection` writes its lean frontmatter beside its route.
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

const ROUTES = /^ {2}const routes = (\{.*\}) as const;$/m;
/** A route's line among umi's route components. */
const COMPONENT =
  /^'(?<id>[^']*)': (?<lazy>React\.lazy\((?<load>\(\) => import\(\/\* webpackChunkName: "(?<chunk>[^"]+)" \*\/'(?<file>[^']+)'\))\)),$/gm;
const SHAPE = /^export async function getRoutes\(\) \{$/m;
/** What a section's chunks register, which sections/chunk-files.ts replaces with their files. */
const CHUNK_FILES_PLACEHOLDER = '__SITE_SECTION_CHUNK_FILES__';
const REGISTER_CHUNK_FILES = `registerChunkFiles(${JSON.stringify(CHUNK_FILES_PLACEHOLDER)});`;
/** The chunk names of a section and of its file list, which sections/chunk-files.ts pairs. */
const SECTION = 'section__';
const SECTION_FILES = 'section-files__';

/** `/zh-CN/Sme-solutions/mes` -> `section__zh-CN__Sme-solutions__mes` (no `__` for the first `/`). */
const chunkName = (section, prefix = SECTION) =>
  prefix + section.replace(/[^\w-]+/g, '__').slice(2);

function parseRouteTable(source, file) {
  const routes = ROUTES.exec(source);
  const components = new Map(
    [...source.matchAll(COMPONENT)].map(({ groups }) => [groups.id, groups]),
  );
  const table = routes && JSON.parse(routes[1]);
  expectShape(
    table && SHAPE.test(source) && Object.keys(table).every((id) => components.has(id)),
    'pages/route-table-loader.cjs',
    "the route table's shape (`const routes = {...};` and a `'id': React.lazy(() => import(/* webpackChunkName: \"...\" */'...')),` line per route)",
    `umi's generated route table (${file})`,
  );
  return { table, components };
}

/** A page's lean frontmatter, as page-details-loader.cjs writes its metadata module. */
async function leanFrontmatter(loader, markdown) {
  const request = `${markdown}?type=frontmatter`;
  const source = await promisify(loader.loadModule.bind(loader))(request);
  const [, frontmatter] = expectShape(
    FRONTMATTER.exec(String(source)),
    'pages/route-table-loader.cjs',
    'a lean frontmatter (`export const frontmatter = new Proxy({...}, {});`, page-details-loader.cjs)',
    `the metadata module of ${markdown}`,
  );
  return JSON.parse(frontmatter);
}

const pick = (object, keep) => Object.fromEntries(Object.entries(object).filter(keep));

/**
 * A section's table in the browser build, one row per page: id, route, lean frontmatter (or the
 * file name, where a metadata module keeps the frontmatter) and the import of its module
 * (`sectionTables` in registry.ts). Values all pages share (such as the nav) are written once.
 */
async function browserSection(loader, ids, options) {
  const { table, components, routeMeta: metaFile, section, sectionOf, request } = options;
  loader.addDependency(metaFile);
  const hasDemos = demosTester(loader);
  const { entries } = parseRouteMeta(fs.readFileSync(metaFile, 'utf8'), metaFile);
  const lean = new Set(
    entries
      .filter((entry) => sectionOf[entry.id] === section && !hasDemos(entry.import.request))
      .filter((entry) => inRouteTable(entry, options))
      .map((entry) => entry.id),
  );
  const pages = await Promise.all(
    ids.map(async (id) => {
      const { load, file: markdown } = components.get(id);
      const { id: _, ...route } = table[id];
      const file = path.relative(loader.rootContext, markdown).split(path.sep).join('/');
      const frontmatter = lean.has(id) && (await leanFrontmatter(loader, markdown));
      return { id, route, file, frontmatter, load };
    }),
  );
  const [first = {}, ...rest] = pages.flatMap(({ frontmatter }) => frontmatter || []);
  const shared = pick(
    first,
    ([key, value]) =>
      rest.length > 0 &&
      rest.every((other) => key in other && JSON.stringify(other[key]) === JSON.stringify(value)),
  );
  const rows = pages.map(({ id, route, file, frontmatter, load }) => {
    const meta = frontmatter
      ? pick(
          frontmatter,
          ([key, value]) => !(key in shared) && !(key === 'filename' && value === `${id}.md`),
        )
      : file;
    return `[${JSON.stringify(id)}, ${JSON.stringify(route)}, ${JSON.stringify(meta)}, ${load}],`;
  });
  const loadFiles = `() => import(/* webpackChunkName: ${JSON.stringify(chunkName(section, SECTION_FILES))} */ ${request(section, loader.resourcePath, '&files')})`;
  return [
    `import { registerChunkFiles, sectionTables } from ${JSON.stringify(options.registry)};`,
    REGISTER_CHUNK_FILES,
    `import ${request(section, metaFile)};`,
    `export const { routes, routeComponents } = sectionTables([\n${rows.join('\n')}\n], ${loadFiles}, ${JSON.stringify(shared)});`,
  ].join('\n');
}

/** The metadata of a section's pages but those in its route table, or of the pages in none. */
function splitRouteMeta(source) {
  const options = this.getOptions();
  const { filesMeta, entries } = parseRouteMeta(source, this.resourcePath);
  const hasDemos = demosTester(this);
  const wanted = new URLSearchParams(this.resourceQuery ?? '').get('section');
  const picked = entries.filter((entry) => {
    // a content tab's (`docs/a/Page.$tab-key.zh-CN`) is its page's
    const id = entry.id.replace(/\.\$tab-[^./]+/, '');
    const section = options.sectionOf[entry.id] ?? options.sectionOf[id];
    if (wanted === null) return section === undefined || hasDemos(entry.import.request);
    return section === wanted && !hasDemos(entry.import.request) && !inRouteTable(entry, options);
  });
  const shared = `import { sharedFilesMeta } from ${JSON.stringify(options.registry)};`;
  const object = `{\n${picked.map((entry) => entry.text).join('\n')}\n}`;
  const imports = picked.map((entry) => entry.import.line);
  const rest = wanted === null ? source.slice(filesMeta.index + filesMeta[0].length) : '';
  const exported = wanted === null ? 'export const filesMeta = ' : '';
  return [...imports, shared, `${exported}sharedFilesMeta(${object});`, rest].join('\n');
}

/**
 * The table of `section` (of the pages in none: `null`), except a section's in the browser build
 * (`browserSection`). The server's table imports the modules themselves: a lazy page would leave
 * its content for after React's shell (server-bundle/render-hook.ts).
 */
module.exports = function splitRouteTable(source) {
  const options = this.getOptions();
  if (this.resourcePath === options.routeMeta) return splitRouteMeta.call(this, source);
  const { sectionOf, server, registry, routeMeta, sidebars } = options;
  const { table, components } = parseRouteTable(source, this.resourcePath);
  const query = new URLSearchParams(this.resourceQuery);
  const section = query.get('section');
  const request = (key, file = this.resourcePath, more = '') =>
    JSON.stringify(`${file}?section=${encodeURIComponent(key)}${more}`);
  const ids = Object.keys(table).filter((id) => sectionOf[id] === (section ?? undefined));

  // a section's file list in the browser build: the files of every chunk its pages may load
  if (query.has('files'))
    return `import { registerChunkFiles } from ${JSON.stringify(registry)};\n${REGISTER_CHUNK_FILES}`;
  if (section !== null && !server)
    return browserSection(this, ids, { ...options, table, components, section, request });
  const imports = server
    ? ids.map(
        (id, index) => `import Route${index} from ${JSON.stringify(components.get(id).file)};`,
      )
    : [];
  const rows = ids.map(
    (id, index) => `${JSON.stringify(id)}: ${server ? `Route${index}` : components.get(id).lazy},`,
  );
  const routes = JSON.stringify(Object.fromEntries(ids.map((id) => [id, table[id]])));
  const routeComponents = `{\n${rows.join('\n')}\n}`;
  if (section !== null) {
    return [
      ...imports,
      `import ${request(section, routeMeta)};`,
      `export const routes = ${routes};`,
      `export const routeComponents = ${routeComponents};`,
    ].join('\n');
  }

  const keys = [...new Set(Object.keys(table).map((id) => sectionOf[id]))].filter(Boolean).sort();
  const sources = keys.map((key, index) =>
    server
      ? `  ${JSON.stringify(key)}: section${index},`
      : `  ${JSON.stringify(key)}: () => import(/* webpackChunkName: ${JSON.stringify(chunkName(key))} */ ${request(key)}),`,
  );
  return [
    server ? imports.join('\n') : "import React from 'react';",
    `import { registerSections, withPageSection } from ${JSON.stringify(registry)};`,
    ...(server
      ? [
          `import { sidebars } from ${JSON.stringify(sidebars)};`,
          ...keys.map((key, index) => `import * as section${index} from ${request(key)};`),
        ]
      : []),
    `registerSections({\n${sources.join('\n')}\n}, ${server ? 'sidebars' : `() => import(/* webpackChunkName: "site-sidebars" */ ${JSON.stringify(sidebars)})`});`,
    'export async function getRoutes() {',
    `  const routes = ${routes};`,
    `  const routeComponents = ${routeComponents};`,
    '  return withPageSection(routes, routeComponents);',
    '}',
  ].join('\n');
};

Object.assign(module.exports, {
  demosTester,
  parseRouteTable,
  chunkName,
  CHUNK_FILES_PLACEHOLDER,
  SECTION,
  SECTION_FILES,
});
