/**
 * A loader for umi's generated route table (core/route.tsx), which put every route of the site in
 * every entry script: `route.tsx?section=<key>` exports a section's routes (one section per
 * sidebar, `sectionOf`), and the table keeps the layouts, 404 and demo pages and registers them.
 */
const fs = require('fs');
const path = require('path');
const { promisify } = require('util');
const { expectShape } = require('../shape-guard.cjs');
const { parseRouteMeta, inRouteTable, demosTester } = require('./route-meta-loader.cjs');
const { FRONTMATTER } = require('./page-details-loader.cjs');

const ROUTES = /^ {2}const routes = (\{.*\}) as const;$/m;
const COMPONENT = /^'([^']*)': (React\.lazy\(\(\) => import\(.*\)\)),$/gm;
/** A component's import and the file it imports. */
const IMPORTED_FILE = /^React\.lazy\((\(\) => import\(.*'([^']+)'\))\)$/;
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
  const components = new Map([...source.matchAll(COMPONENT)].map(([, ...row]) => row));
  const table = routes && JSON.parse(routes[1]);
  const imported = (id) => IMPORTED_FILE.test(components.get(id) ?? '');
  expectShape(
    table && SHAPE.test(source) && Object.keys(table).every(imported),
    'pages/route-table-loader.cjs',
    "the route table's shape (`const routes = {...};` and a `'id': React.lazy(() => import('...')),` line per route)",
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
      const [, load, markdown] = IMPORTED_FILE.exec(components.get(id));
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

/**
 * The table of `section` (of the pages in none: `null`), except a section's in the browser build
 * (`browserSection`). The server's table imports the modules themselves: a lazy page would leave
 * its content for after React's shell (server-bundle/render-hook.ts).
 */
module.exports = function splitRouteTable(source) {
  const options = this.getOptions();
  const { sectionOf, server, registry, routeMeta, sidebars } = options;
  const { table, components } = parseRouteTable(source, this.resourcePath);
  const query = new URLSearchParams(this.resourceQuery);
  const section = query.get('section');
  const request = (key, file = this.resourcePath, more = '') =>
    JSON.stringify(`${file}?section=${encodeURIComponent(key)}${more}`);
  const ids = Object.keys(table).filter((id) => sectionOf[id] === (section ?? undefined));

  if (section !== null && !server) {
    if (!query.has('files')) {
      return browserSection(this, ids, { ...options, table, components, section, request });
    }
    // a section's file list: the files of every chunk its pages may load
    return `import { registerChunkFiles } from ${JSON.stringify(registry)};\n${REGISTER_CHUNK_FILES}`;
  }
  const imports = [];
  const rows = ids.map((id) => {
    if (!server) return `${JSON.stringify(id)}: ${components.get(id)},`;
    imports.push(
      `import Route${imports.length} from ${JSON.stringify(IMPORTED_FILE.exec(components.get(id))[2])};`,
    );
    return `${JSON.stringify(id)}: Route${imports.length - 1},`;
  });
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
  parseRouteTable,
  chunkName,
  CHUNK_FILES_PLACEHOLDER,
  SECTION,
  SECTION_FILES,
});
