import fs from 'fs';
import path from 'path';
import type { IApi } from 'dumi';
import { loaderRule, type Chain } from '../module-rules';
import { sectionChunkFiles } from './chunk-files';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { parseRouteTable, chunkName } = require('../pages/route-table-loader.cjs') as {
  parseRouteTable(source: string, file: string): { components: Map<string, { chunk: string }> };
  chunkName(section: string): string;
};
export { chunkName as sectionChunkName };

/**
 * umi's route table and dumi's route metadata split into sections (route-table-loader.cjs, which
 * tells the metadata by `routeMeta`), and in the browser build the chunk files named by the
 * sections. `sectionOf` is filled before the loader runs; `registry` is the sections' browser half,
 * which the split tables register with.
 */
export function routeTableInSections(
  memo: Chain,
  tmp: string,
  options: {
    sectionOf: Record<string, string>;
    server: boolean;
    registry: string;
    sidebars: string;
  },
) {
  const loader = 'pages/route-table-loader.cjs';
  const routeTable = path.join(tmp, 'core/route.tsx');
  const opts = { ...options, routeMeta: path.join(tmp, 'dumi/meta/index.ts') };
  loaderRule(memo, 'route-table-in-sections', (file) => file === routeTable, loader, opts);
  loaderRule(memo, 'route-meta-in-sections', (file) => file === opts.routeMeta, loader, opts);
  if (!options.server) sectionChunkFiles(memo);
}

/** The chunk name of each page's module by route id, from umi's generated route table. */
export function pageChunkNames(tmp: string): (routeId: string) => string | undefined {
  const routeTable = path.join(tmp, 'core/route.tsx');
  const { components } = parseRouteTable(fs.readFileSync(routeTable, 'utf8'), routeTable);
  return (id) => components.get(id)?.chunk;
}

/** Aliases of the site's modules for dumi's theme API hooks, which dumi imports as `./<name>`. */
export function dumiHookAliases(by: Record<string, string>) {
  const themeApi = path.dirname(require.resolve('dumi/dist/client/theme-api/index.js'));
  return Object.fromEntries(
    Object.entries(by).map(([name, file]) => [path.join(themeApi, name), file]),
  );
}

export const twoLevelNavAvailable = (api: IApi) =>
  Boolean((api.appData as { _2LevelNavAvailable?: boolean })._2LevelNavAvailable);
