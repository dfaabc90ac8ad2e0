/**
 * A webpack loader for umi's generated route table (.dumi/tmp-production/core/route.tsx), in both
 * production bundles. umi lists every page there, with the lazy import of its module, so every
 * page's entry script carried the routes of the whole site. Here the pages go into sections, one per
 * sidebar (plugins/sections/browser/section-key.ts; the plugin passes each page's section as
 * `sectionOf`): `route.tsx?section=<key>` exports that section's routes and route components, and
 * imports its pages' metadata (route-meta-loader.cjs). The table itself keeps the layouts, the 404
 * page and the demo page, and registers the sections with registry.ts: the browser build loads a
 * section as a chunk of its own, the prerender imports them all.
 */
const fs = require('fs');
const path = require('path');
const { ShapeNotFoundError } = require('../shape-guard.cjs');
const { parseRouteMeta, placeEntry, demosTester } = require('./route-meta-loader.cjs');

const ROUTES = /^ {2}const routes = (\{.*\})(?: as const)?;$/m;
const COMPONENT = /^'((?:[^'\\]|\\.)*)': (React\.lazy\(\(\) => import\(.*\)\)),$/gm;
const SHAPE = /^export async function getRoutes\(\) \{$/m;
/** Also in chunk-files.ts, which finds it in a section's chunk. */
const CHUNK_FILES_PLACEHOLDER = '__SITE_SECTION_CHUNK_FILES__';

/** The chunk name of a section: `/zh-CN/Sme-solutions/mes` -> `section__zh-CN__Sme-solutions__mes`. */
const chunkName = (section) => `section${section.replace(/[^\w-]+/g, '__')}`;
/** The chunk of a section's file list (chunk-files.ts): `section-files__zh-CN__Sme-solutions__mes`. */
const filesChunkName = (section) => `section-files${section.replace(/[^\w-]+/g, '__')}`;

function parseRouteTable(source, file) {
  const routes = ROUTES.exec(source);
  const components = new Map(
    [...source.matchAll(COMPONENT)].map(([, id, component]) => [
      id.replace(/\\'/g, "'"),
      component,
    ]),
  );
  const table = routes && JSON.parse(routes[1]);
  if (!table || !SHAPE.test(source) || Object.keys(table).some((id) => !components.has(id))) {
    throw new ShapeNotFoundError(
      'pages/route-table-loader.cjs',
      "the route table's shape (`const routes = {...};` and a `'id': React.lazy(() => import(...)),` line per route)",
      `umi's generated route table (${file})`,
    );
  }
  return { table, components };
}

function tables(ids, table, components) {
  return {
    routes: JSON.stringify(Object.fromEntries(ids.map((id) => [id, table[id]]))),
    components: `{\n${ids.map((id) => `${JSON.stringify(id)}: ${components.get(id)},`).join('\n')}\n}`,
  };
}

/** A page's lean frontmatter, as page-details-loader.cjs writes its metadata module. */
const LEAN_FRONTMATTER = /^export const frontmatter = new Proxy\((\{.*\}), \{\}\);$/m;
const IMPORTED_FILE = /^React\.lazy\((\(\) => import\(.*'([^']+)'\))\)$/;

/** The lean frontmatter of a page, from its metadata module as the browser build makes it. */
function leanFrontmatter(loader, markdown) {
  return new Promise((resolve, reject) => {
    loader.loadModule(`${markdown}?type=frontmatter`, (error, source) => {
      if (error) return reject(error);
      const found = LEAN_FRONTMATTER.exec(String(source));
      if (!found) {
        return reject(
          new ShapeNotFoundError(
            'pages/route-table-loader.cjs',
            'a lean frontmatter (`export const frontmatter = new Proxy({...}, {});`, page-details-loader.cjs)',
            `the metadata module of ${markdown}`,
          ),
        );
      }
      resolve(found[1]);
    });
  });
}

/** The frontmatter keys every page of a section has, with the same value (such as its nav). */
function sharedValues(frontmatters) {
  if (frontmatters.length < 2) return {};
  const [first, ...rest] = frontmatters;
  return Object.fromEntries(
    Object.entries(first).filter(([key, value]) =>
      rest.every((other) => key in other && JSON.stringify(other[key]) === JSON.stringify(value)),
    ),
  );
}

/** What a row writes of a page's frontmatter: not the shared values, nor a file name its id gives. */
function ownValues(frontmatter, shared, id) {
  return Object.fromEntries(
    Object.entries(frontmatter).filter(
      ([key, value]) => !(key in shared) && !(key === 'filename' && value === `${id}.md`),
    ),
  );
}

/**
 * A section's table in the browser build, one row per page: its id, route, lean frontmatter (or,
 * where a metadata module has that, the page's file name) and the import of its module, which
 * loads its route and its details alike (`sectionTables` in registry.ts). The values every page
 * shares are written once. A row keeps a page's data together: the chunk is several times smaller
 * than umi's and dumi's layouts, where each page appears in five places.
 */
async function browserSection(loader, ids, options) {
  const { table, components } = options;
  const metaFile = options.routeMeta;
  loader.addDependency(metaFile);
  const { entries } = parseRouteMeta(fs.readFileSync(metaFile, 'utf8'), metaFile);
  const hasDemos = demosTester(loader);
  const own = new Set(ids);
  const inRouteTable = new Set(
    entries
      .filter((entry) => own.has(entry.id) && placeEntry(entry, options, hasDemos).inRouteTable)
      .map((entry) => entry.id),
  );
  const pages = await Promise.all(
    ids.map(async (id) => {
      const [, load, markdown] = IMPORTED_FILE.exec(components.get(id)) ?? [];
      if (!load) {
        throw new ShapeNotFoundError(
          'pages/route-table-loader.cjs',
          "a page's import (`React.lazy(() => import('...'))`)",
          `the route of ${id} in umi's generated route table`,
        );
      }
      const { id: _, ...route } = table[id];
      const file = path.relative(loader.rootContext, markdown).split(path.sep).join('/');
      const frontmatter = inRouteTable.has(id)
        ? JSON.parse(await leanFrontmatter(loader, markdown))
        : undefined;
      return { id, route, file, frontmatter, load };
    }),
  );
  const shared = sharedValues(pages.flatMap(({ frontmatter }) => frontmatter ?? []));
  const rows = pages.map(({ id, route, file, frontmatter, load }) => {
    // where a metadata module keeps the page's frontmatter, the row names the page's file
    const meta = frontmatter ? ownValues(frontmatter, shared, id) : file;
    return `[${JSON.stringify(id)}, ${JSON.stringify(route)}, ${JSON.stringify(meta)}, ${load}],`;
  });
  const files = `${loader.resourcePath}?section=${encodeURIComponent(options.section)}&files`;
  const loadFiles = `() => import(/* webpackChunkName: ${JSON.stringify(filesChunkName(options.section))} */ ${JSON.stringify(files)})`;
  return [
    `import { registerChunkFiles, sectionTables } from ${JSON.stringify(options.registry)};`,
    // the browser build replaces this with the file of the section's file list (chunk-files.ts)
    `registerChunkFiles(${JSON.stringify(CHUNK_FILES_PLACEHOLDER)});`,
    `import ${options.request(options.section, metaFile)};`,
    `export const { routes, routeComponents } = sectionTables([\n${rows.join('\n')}\n], ${loadFiles}, ${JSON.stringify(shared)});`,
  ].join('\n');
}

/** A section's file list: the files of every chunk its pages may load (chunk-files.ts). */
const fileList = (registry) =>
  [
    `import { registerChunkFiles } from ${JSON.stringify(registry)};`,
    `registerChunkFiles(${JSON.stringify(CHUNK_FILES_PLACEHOLDER)});`,
  ].join('\n');

module.exports = function splitRouteTable(source) {
  const { sectionOf, server, registry, routeMeta, settings, sidebars } = this.getOptions();
  const { table, components } = parseRouteTable(source, this.resourcePath);
  const inSections = Object.keys(table).filter((id) => sectionOf[id] !== undefined);
  const section = new URLSearchParams(this.resourceQuery ?? '').get('section');
  const request = (key, file = this.resourcePath) =>
    JSON.stringify(`${file}?section=${encodeURIComponent(key)}`);

  if (section !== null && !server && new URLSearchParams(this.resourceQuery).has('files')) {
    return fileList(registry);
  }
  if (section !== null && !server) {
    const ids = inSections.filter((id) => sectionOf[id] === section);
    const callback = this.async();
    const options = { ...this.getOptions(), table, components, section, request };
    browserSection(this, ids, options).then((code) => callback(null, code), callback);
    return undefined;
  }

  if (section !== null) {
    const ids = inSections.filter((id) => sectionOf[id] === section);
    const { routes, components: routeComponents } = tables(ids, table, components);
    return [
      "import React from 'react';",
      `import ${request(section, routeMeta)};`,
      `export const routes = ${routes};`,
      `export const routeComponents = ${routeComponents};`,
    ].join('\n');
  }

  const keys = [...new Set(inSections.map((id) => sectionOf[id]))].sort();
  const core = tables(
    Object.keys(table).filter((id) => sectionOf[id] === undefined),
    table,
    components,
  );
  const sources = keys.map((key, index) =>
    server
      ? `  ${JSON.stringify(key)}: section${index},`
      : `  ${JSON.stringify(key)}: () => import(/* webpackChunkName: ${JSON.stringify(chunkName(key))} */ ${request(key)}),`,
  );
  const sidebarIndex = server
    ? 'sidebars'
    : `() => import(/* webpackChunkName: "site-sidebars" */ ${JSON.stringify(sidebars)})`;
  return [
    "import React from 'react';",
    `import { registerSections, withPageSection } from ${JSON.stringify(registry)};`,
    `import { sectionSettings } from ${JSON.stringify(settings)};`,
    ...(server
      ? [
          `import { sidebars } from ${JSON.stringify(sidebars)};`,
          ...keys.map((key, index) => `import * as section${index} from ${request(key)};`),
        ]
      : []),
    `registerSections({\n${sources.join('\n')}\n}, sectionSettings, ${sidebarIndex});`,
    'export async function getRoutes() {',
    `  const routes = ${core.routes};`,
    `  const routeComponents = ${core.components};`,
    '  return withPageSection(routes, routeComponents);',
    '}',
  ].join('\n');
};

module.exports.parseRouteTable = parseRouteTable;
module.exports.chunkName = chunkName;
