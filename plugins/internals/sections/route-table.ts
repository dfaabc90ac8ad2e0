import fs from 'fs';
import path from 'path';
import type { IApi } from 'dumi';
import { expectMatches, someModule, type Chain } from '../expect-matches';
import { SectionChunkFiles, unhashedFileLists } from './chunk-files';

/** umi's generated route table and dumi's generated route metadata, which the loaders split. */
const ROUTE_TABLE = /[\\/]\.dumi[\\/]tmp-production[\\/]core[\\/]route\.tsx$/;
const ROUTE_META = /[\\/]\.dumi[\\/]tmp-production[\\/]dumi[\\/]meta[\\/]index\.ts$/;
const ROUTE_TABLE_LOADER = path.join(__dirname, '../pages/route-table-loader.cjs');
const ROUTE_META_LOADER = path.join(__dirname, '../pages/route-meta-loader.cjs');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { parseRouteTable, chunkName } = require(ROUTE_TABLE_LOADER) as {
  parseRouteTable(source: string, file: string): { components: Map<string, string> };
  chunkName(section: string): string;
};

/** The name of a section's chunk (`section__zh-CN__Sme-solutions__mes`). */
export const sectionChunkName = chunkName;

export interface SectionsOptions {
  /** each page's section by route id, filled before the loaders run */
  sectionOf: Record<string, string>;
  server: boolean;
  /** the sections' browser half, which the split tables register with */
  registry: string;
  /** the generated modules of the whole site's sidebars and of the section settings */
  sidebars: string;
  settings: string;
}

/**
 * umi's route table and dumi's route metadata split into sections (route-table-loader.cjs and
 * route-meta-loader.cjs), and in the browser build the chunk files named by the sections
 * (chunk-files.ts). `tmp` is umi's folder of generated files.
 */
export function routeTableInSections(memo: Chain, tmp: string, options: SectionsOptions) {
  const { sectionOf, server, registry, sidebars, settings } = options;
  memo.module
    .rule('route-table-in-sections')
    .test(ROUTE_TABLE)
    .use('route-table-loader')
    .loader(ROUTE_TABLE_LOADER)
    .options({
      sectionOf,
      server,
      registry,
      routeMeta: path.join(tmp, 'dumi/meta/index.ts'),
      sidebars,
      settings,
    });
  memo.module
    .rule('route-meta-in-sections')
    .test(ROUTE_META)
    .use('route-meta-loader')
    .loader(ROUTE_META_LOADER)
    .options({ sectionOf, server, registry });
  if (!server) {
    memo.plugin('section-chunk-files').use(SectionChunkFiles);
    unhashedFileLists(memo);
  }
  expectMatches(memo, 'sections/route-table.ts', [
    someModule("umi's generated route table", ROUTE_TABLE),
    someModule("dumi's generated route metadata", ROUTE_META),
  ]);
}

/** The chunk name of each page's module, by route id, as umi's generated route table gives it. */
export function pageChunkNames(tmp: string): (routeId: string) => string | undefined {
  const routeTable = path.join(tmp, 'core/route.tsx');
  const { components } = parseRouteTable(fs.readFileSync(routeTable, 'utf8'), routeTable);
  return (id) => /webpackChunkName: "([^"]+)"/.exec(components.get(id) ?? '')?.[1];
}

/**
 * Aliases that put the site's modules in place of dumi's theme API hooks (`useSidebarData`,
 * `useNavData`, ...), which dumi's own modules import by relative path: `by` maps a hook's name
 * to the module that stands in for it.
 */
export function dumiHookAliases(by: Record<string, string>): Record<string, string> {
  const themeApi = path.join(
    path.dirname(require.resolve('dumi/package.json')),
    'dist/client/theme-api',
  );
  return Object.fromEntries(
    Object.entries(by).flatMap(([name, file]) => [
      [path.join(themeApi, name), file],
      [path.join(themeApi, `${name}.js`), file],
    ]),
  );
}

/** Whether dumi found the nav has two levels (its app data's private `_2LevelNavAvailable`). */
export const twoLevelNavAvailable = (api: IApi) =>
  Boolean((api.appData as { _2LevelNavAvailable?: boolean })._2LevelNavAvailable);
