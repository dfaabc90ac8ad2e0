/**
 * A loader for umi's generated route table (core/route.tsx), which put every route of the site in
 * every entry script: `route.tsx?section=<key>` exports a section's routes (one section per
 * sidebar, `sectionOf`), and the table keeps the layouts, 404 and demo pages and registers them.
 */
const fs = require('fs');
const path = require('path');
const { promisify } = require('util');
const { ShapeNotFoundError } = require('../shape-guard.cjs');
const { parseRouteMeta, placeEntry, demosTester } = require('./route-meta-loader.cjs');

const ROUTES = /^ {2}const routes = (\{.*\}) as const;$/m;
const COMPONENT = /^'([^']*)': (React\.lazy\(\(\) => import\(.*\)\)),$/gm;
/** A component's import and the file it imports. */
const IMPORTED_FILE = /^React\.lazy\((\(\) => import\(.*'([^']+)'\))\)$/;
const SHAPE = /^export async function getRoutes\(\) \{$/m;
/** Also in chunk-files.ts, which replaces it in a section's chunk. */
const REGISTER_CHUNK_FILES = `registerChunkFiles(${JSON.stringify('__SITE_SECTION_CHUNK_FILES__')});`;

/** `/zh-CN/Sme-solutions/mes` -> `section__zh-CN__Sme-solutions__mes` (`section-files__...`). */
const chunkName = (section, kind = 'section') => `${kind}${section.replace(/[^\w-]+/g, '__')}`;

function parseRouteTable(source, file) {
  const routes = ROUTES.exec(source);
  const components = new Map([...source.matchAll(COMPONENT)].map(([, ...row]) => row));
  const table = routes && JSON.parse(routes[1]);
  const imported = (id) => IMPORTED_FILE.test(components.get(id) ?? '');
  if (!table || !SHAPE.test(source) || !Object.keys(table).every(imported)) {
    throw new ShapeNotFoundError(
      'pages/route-table-loader.cjs',
      "the route table's shape (`const routes = {...};` and a `'id': React.lazy(() => import('...')),` line per route)",
      `umi's generated route table (${file})`,
    );
  }
  return { table, components };
}

/**
 * A table's routes and components. The server's table imports the modules themselves: a lazy page
 * would leave its content for after React's shell (server-bundle/render-hook.ts).
 */
function tables(ids, table, components, server) {
  const imports = [];
  const component = (id) => {
    if (!server) return components.get(id);
    const [, , file] = IMPORTED_FILE.exec(components.get(id));
    imports.push(`import Route${imports.length} from ${JSON.stringify(file)};`);
    return `Route${imports.length - 1}`;
  };
  const rows = ids.map((id) => `${JSON.stringify(id)}: ${component(id)},`);
  return {
    routes: JSON.stringify(Object.fromEntries(ids.map((id) => [id, table[id]]))),
    components: `{\n${rows.join('\n')}\n}`,
    imports,
  };
}

const { FRONTMATTER } = require('./page-details-loader.cjs');

async function leanFrontmatter(loader, markdown) {
  const request = `${markdown}?type=frontmatter`;
  const found = FRONTMATTER.exec(String(await promisify(loader.loadModule.bind(loader))(request)));
  if (!found) {
    throw new ShapeNotFoundError(
      'pages/route-table-loader.cjs',
      'a lean frontmatter (`export const frontmatter = new Proxy({...}, {});`, page-details-loader.cjs)',
      `the metadata module of ${markdown}`,
    );
  }
  return JSON.parse(found[1]);
}

const pick = (object, keep) => Object.fromEntries(Object.entries(object).filter(keep));

/**
 * A section's table in the browser build, one row per page: id, route, lean frontmatter (or the
 * file name, where a metadata module keeps the frontmatter) and the import of its module
 * (`sectionTables` in registry.ts). Values all pages share (such as the nav) are written once.
 */
async function browserSection(loader, ids, options) {
  const { table, components, routeMeta: metaFile } = options;
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
      const [, load, markdown] = IMPORTED_FILE.exec(components.get(id));
      const { id: _, ...route } = table[id];
      const file = path.relative(loader.rootContext, markdown).split(path.sep).join('/');
      const frontmatter = inRouteTable.has(id)
        ? await leanFrontmatter(loader, markdown)
        : undefined;
      return { id, route, file, frontmatter, load };
    }),
  );
  const [first, ...rest] = pages.flatMap(({ frontmatter }) => frontmatter ?? []);
  const same = (other, key, value) =>
    key in other && JSON.stringify(other[key]) === JSON.stringify(value);
  const shared = rest.length
    ? pick(first, ([key, value]) => rest.every((other) => same(other, key, value)))
    : {};
  const rows = pages.map(({ id, route, file, frontmatter, load }) => {
    const meta = frontmatter
      ? pick(
          frontmatter,
          ([key, value]) => !(key in shared) && !(key === 'filename' && value === `${id}.md`),
        )
      : file;
    return `[${JSON.stringify(id)}, ${JSON.stringify(route)}, ${JSON.stringify(meta)}, ${load}],`;
  });
  const files = `${loader.resourcePath}?section=${encodeURIComponent(options.section)}&files`;
  const loadFiles = `() => import(/* webpackChunkName: ${JSON.stringify(chunkName(options.section, 'section-files'))} */ ${JSON.stringify(files)})`;
  return [
    `import { registerChunkFiles, sectionTables } from ${JSON.stringify(options.registry)};`,
    REGISTER_CHUNK_FILES,
    `import ${options.request(options.section, metaFile)};`,
    `export const { routes, routeComponents } = sectionTables([\n${rows.join('\n')}\n], ${loadFiles}, ${JSON.stringify(shared)});`,
  ].join('\n');
}

module.exports = function splitRouteTable(source) {
  const options = this.getOptions();
  const { sectionOf, server, registry, routeMeta, settings, sidebars } = options;
  const { table, components } = parseRouteTable(source, this.resourcePath);
  const inSections = Object.keys(table).filter((id) => sectionOf[id] !== undefined);
  const query = new URLSearchParams(this.resourceQuery);
  const section = query.get('section');
  const request = (key, file = this.resourcePath) =>
    JSON.stringify(`${file}?section=${encodeURIComponent(key)}`);

  if (section !== null) {
    const ids = inSections.filter((id) => sectionOf[id] === section);
    if (!server && query.has('files')) {
      // a section's file list: the files of every chunk its pages may load
      return `import { registerChunkFiles } from ${JSON.stringify(registry)};\n${REGISTER_CHUNK_FILES}`;
    }
    if (!server) {
      return browserSection(this, ids, { ...options, table, components, section, request });
    }
    const { routes, components: routeComponents, imports } = tables(ids, table, components, server);
    return [
      ...imports,
      `import ${request(section, routeMeta)};`,
      `export const routes = ${routes};`,
      `export const routeComponents = ${routeComponents};`,
    ].join('\n');
  }

  const keys = [...new Set(inSections.map((id) => sectionOf[id]))].sort();
  const outside = Object.keys(table).filter((id) => sectionOf[id] === undefined);
  const core = tables(outside, table, components, server);
  const sources = keys.map((key, index) =>
    server
      ? `  ${JSON.stringify(key)}: section${index},`
      : `  ${JSON.stringify(key)}: () => import(/* webpackChunkName: ${JSON.stringify(chunkName(key))} */ ${request(key)}),`,
  );
  const sidebarIndex = server
    ? 'sidebars'
    : `() => import(/* webpackChunkName: "site-sidebars" */ ${JSON.stringify(sidebars)})`;
  return [
    server ? core.imports.join('\n') : "import React from 'react';",
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
