import fs from 'fs';
import path from 'path';
import type { IApi } from 'dumi';
import type { ChunkGroup, Compilation } from 'webpack';
import { pageRecords, type RouteData } from '../pages/page-records';
import { canonicalPath, EDITION_SEGMENTS } from '../pages/browser/route-paths';
import { SITE_EDITIONS } from '../../site.config';
import { expectMatches, someModule } from '../internals/expect-matches';
import { ownedChunkFiles, SectionChunkFiles, sectionOwnedChunks } from './chunk-files';
import { navOf, sidebarsOf, type NavigablePage } from './navigation';
import { sectionOfRoute, type SectionRules } from './section-key';

/** umi's generated route table and dumi's generated route metadata, which the loaders split. */
const ROUTE_TABLE = /[\\/]\.dumi[\\/]tmp-production[\\/]core[\\/]route\.tsx$/;
const ROUTE_META = /[\\/]\.dumi[\\/]tmp-production[\\/]dumi[\\/]meta[\\/]index\.ts$/;
const TMP_DIR = 'site-sections';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { parseRouteTable, chunkName: sectionChunkName } =
  require('../internals/pages/route-table-loader.cjs') as {
    parseRouteTable(source: string, file: string): { components: Map<string, string> };
    chunkName(section: string): string;
  };

/** What onBuildComplete reads of webpack's compilation. */
type Build = Compilation & {
  namedChunkGroups: Map<string, ChunkGroup & { getFiles(): string[] }>;
  entrypoints: Map<string, { getFiles(): string[] }>;
};

/** The chunk files each page's first render needs, by route path (filled after the browser build). */
const firstRenderFiles = new Map<string, string[]>();

/** What a page of a section tells the app in its HTML: its route id, and its chunks' files. */
export interface FirstPage {
  page: string;
  files: Record<string, string>;
}
const firstPages = new Map<string, FirstPage>();

/**
 * For a page of a section, the files of the chunks it may load that the entry does not name (its
 * own, those they import): the app has them before the section's file list (registry.ts).
 */
export const firstPageOf = (routePath: string): FirstPage | undefined =>
  firstPages.get(canonicalPath(routePath));

/**
 * The chunks, beside the entry script, that the first render of the page at `routePath` waits for:
 * its section's and its own. The prerendered page asks for them with the entry script rather than
 * after it has run (prerender.ts).
 */
export const firstRenderChunks = (routePath: string): string[] =>
  firstRenderFiles.get(canonicalPath(routePath)) ?? [];

/** dumi's sidebar and nav hooks, which use-sidebar-data.ts and use-nav-data.ts stand in for. */
function hookReplacements() {
  const themeApi = path.join(
    path.dirname(require.resolve('dumi/package.json')),
    'dist/client/theme-api',
  );
  const replace = (name: string, by: string) => ({
    [path.join(themeApi, name)]: path.join(__dirname, by),
    [path.join(themeApi, `${name}.js`)]: path.join(__dirname, by),
  });
  return {
    ...replace('useSidebarData', 'use-sidebar-data.ts'),
    ...replace('useNavData', 'use-nav-data.ts'),
  };
}

/**
 * The route table in sections, one per sidebar (section-key.ts), in production builds: a page loads
 * the routes and metadata of its own section only, and the first-load script of every page stays
 * the same size however many pages the site has. The nav and the whole site's sidebar index are
 * computed here once, from every page's frontmatter. `dumi dev` keeps dumi's own route table.
 */
export default (api: IApi) => {
  api.describe({ key: 'siteSections' });
  if (api.env !== 'production') return;

  const rules = (): SectionRules => ({
    editionSegments: EDITION_SEGMENTS,
    twoLevelNav: Boolean((api.appData as { _2LevelNavAvailable?: boolean })._2LevelNavAvailable),
  });
  /** Each page's section by route id, filled when the routes are known (read by the loaders). */
  const sectionOf: Record<string, string> = {};

  api.onGenerateFiles(() => {
    const records = pageRecords(api.appData.routes as Record<string, RouteData>);
    for (const key of Object.keys(sectionOf)) delete sectionOf[key];
    const pages = records.map((record) => {
      const section = sectionOfRoute(record.path, record.indexPage, rules());
      sectionOf[record.id] = section;
      return { ...record, section } satisfies NavigablePage & { localeId: string };
    });
    const nav: Record<string, unknown> = {};
    const sidebars: Record<string, unknown> = {};
    for (const { id } of SITE_EDITIONS) {
      const edition = pages.filter((page) => page.localeId === id);
      nav[id] = navOf(edition, id, rules());
      sidebars[id] = sidebarsOf(edition, id, { withFrontmatter: false });
    }
    // in the module's text rather than a loader option, so that webpack's cache tells builds for
    // different bases apart
    api.writeTmpFile({
      noPluginDir: true,
      path: `${TMP_DIR}/settings.ts`,
      content: `export const sectionSettings = ${JSON.stringify({ base: api.config.base ?? '/', ...rules() })};\n`,
    });
    api.writeTmpFile({
      noPluginDir: true,
      path: `${TMP_DIR}/nav.ts`,
      content: `export const navByLocale = ${JSON.stringify(nav)};\n`,
    });
    api.writeTmpFile({
      noPluginDir: true,
      path: `${TMP_DIR}/sidebars.ts`,
      content: `export const sidebars = ${JSON.stringify(sidebars)};\n`,
    });
  });

  api.modifyConfig((memo) => {
    memo.alias = { ...memo.alias, ...hookReplacements() };
    return memo;
  });

  api.chainWebpack((memo, { ssr }: { ssr?: boolean }) => {
    const registry = path.join(__dirname, 'registry.ts');
    const tmp = api.paths.absTmpPath;
    memo.module
      .rule('route-table-in-sections')
      .test(ROUTE_TABLE)
      .use('route-table-loader')
      .loader(path.join(__dirname, '../internals/pages/route-table-loader.cjs'))
      .options({
        sectionOf,
        server: Boolean(ssr),
        registry,
        routeMeta: path.join(tmp, 'dumi/meta/index.ts'),
        sidebars: path.join(tmp, TMP_DIR, 'sidebars.ts'),
        settings: path.join(tmp, TMP_DIR, 'settings.ts'),
      });
    memo.module
      .rule('route-meta-in-sections')
      .test(ROUTE_META)
      .use('route-meta-loader')
      .loader(path.join(__dirname, '../internals/pages/route-meta-loader.cjs'))
      .options({ sectionOf, server: Boolean(ssr), registry });
    if (!ssr) memo.plugin('section-chunk-files').use(SectionChunkFiles);
    expectMatches(memo, 'sections', [
      someModule("umi's generated route table", ROUTE_TABLE),
      someModule("dumi's generated route metadata", ROUTE_META),
    ]);
    return memo;
  });

  api.onBuildComplete(({ stats }) => {
    const { compilation } = stats as unknown as { compilation: Build };
    const { namedChunkGroups: groups, entrypoints } = compilation;
    const owned = sectionOwnedChunks(compilation);
    // the entry script and what it needs are requested anyway
    const initial = new Set([...entrypoints.values()].flatMap((entry) => entry.getFiles()));
    const routeTable = path.join(api.paths.absTmpPath, 'core/route.tsx');
    const { components } = parseRouteTable(fs.readFileSync(routeTable, 'utf8'), routeTable);
    const filesOf = (name?: string) =>
      (name &&
        groups
          .get(name)
          ?.getFiles()
          .filter((file) => file.endsWith('.js'))) ||
      [];
    firstRenderFiles.clear();
    firstPages.clear();
    for (const route of Object.values(api.appData.routes as Record<string, RouteData>)) {
      const section = sectionOf[route.id];
      if (section === undefined || !route.absPath) continue;
      const page = /webpackChunkName: "([^"]+)"/.exec(components.get(route.id) ?? '')?.[1];
      const files = [...filesOf(sectionChunkName(section)), ...filesOf(page)].filter(
        (file) => file.endsWith('.js') && !initial.has(file),
      );
      firstRenderFiles.set(canonicalPath(route.absPath), [...new Set(files)]);
      const group = page ? groups.get(page) : undefined;
      if (group) {
        firstPages.set(canonicalPath(route.absPath), {
          page: route.id,
          files: ownedChunkFiles([group], owned),
        });
      }
    }
  });

  api.addRuntimePlugin(() => [path.join(__dirname, 'runtime.ts')]);
};
