import path from 'path';
import type { IApi } from 'dumi';
import type { ChunkGroup, Compilation } from 'webpack';
import { canonicalPath, EDITION_SEGMENTS } from '../pages/browser/route-paths';
import { readPage } from '../shared/page-reader';
import { documentationRoutes } from '../shared/routes';
import { SITE_EDITIONS } from '../../site.config';
import { ownedChunkFiles, sectionOwnedChunks } from '../internals/sections/chunk-files';
import {
  dumiHookAliases,
  pageChunkNames,
  routeTableInSections,
  sectionChunkName,
  twoLevelNavAvailable,
} from '../internals/sections/route-table';
import { navOf, sidebarsOf, type NavigablePage } from './browser/navigation';
import { sectionOfRoute, type SectionRules } from './browser/section-key';

const TMP_DIR = 'site-sections';

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
 * own, those they import): the app has them before the section's file list (browser/registry.ts).
 */
export const firstPageOf = (routePath: string): FirstPage | undefined =>
  firstPages.get(canonicalPath(routePath));

/**
 * The chunks, beside the entry script, that the first render of the page at `routePath` waits for:
 * its section's and its own. The prerendered page asks for them with the entry script rather than
 * after it has run (prerender/html-steps.ts).
 */
export const firstRenderChunks = (routePath: string): string[] =>
  firstRenderFiles.get(canonicalPath(routePath)) ?? [];

/**
 * The route table in sections, one per sidebar (browser/section-key.ts), in production builds: a page loads
 * the routes and metadata of its own section only, and the first-load script of every page stays
 * the same size however many pages the site has. The nav and the whole site's sidebar index are
 * computed here once, from every page's frontmatter. `dumi dev` keeps dumi's own route table.
 */
export default (api: IApi) => {
  api.describe({ key: 'siteSections' });
  if (api.env !== 'production') return;

  const rules = (): SectionRules => ({
    editionSegments: EDITION_SEGMENTS,
    twoLevelNav: twoLevelNavAvailable(api),
  });
  /** Each page's section by route id, filled when the routes are known (read by the loaders). */
  const sectionOf: Record<string, string> = {};

  api.onGenerateFiles(() => {
    for (const key of Object.keys(sectionOf)) delete sectionOf[key];
    const pages = documentationRoutes(api).map(({ id, routePath, file, edition }) => {
      const path = routePath.slice(1);
      const section = sectionOfRoute(path, /(^|\/)index(\.[\w-]+)?$/.test(id), rules());
      sectionOf[id] = section;
      const page = readPage(file, api.cwd);
      return {
        path,
        section,
        editionId: edition.id,
        home: routePath === edition.base,
        frontmatter: { ...page.frontmatter, title: page.title },
      } satisfies NavigablePage & { editionId: string };
    });
    const nav: Record<string, unknown> = {};
    const sidebars: Record<string, unknown> = {};
    for (const { id } of SITE_EDITIONS) {
      const edition = pages.filter((page) => page.editionId === id);
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
      content: `export const navByEdition = ${JSON.stringify(nav)};\n`,
    });
    api.writeTmpFile({
      noPluginDir: true,
      path: `${TMP_DIR}/sidebars.ts`,
      content: `export const sidebars = ${JSON.stringify(sidebars)};\n`,
    });
  });

  api.modifyConfig((memo) => {
    // dumi's sidebar and nav hooks, which use-sidebar-data.ts and use-nav-data.ts stand in for
    memo.alias = {
      ...memo.alias,
      ...dumiHookAliases({
        useSidebarData: path.join(__dirname, 'browser/use-sidebar-data.ts'),
        useNavData: path.join(__dirname, 'browser/use-nav-data.ts'),
      }),
    };
    return memo;
  });

  api.chainWebpack((memo, { ssr }: { ssr?: boolean }) => {
    const tmp = api.paths.absTmpPath;
    routeTableInSections(memo, tmp, {
      sectionOf,
      server: Boolean(ssr),
      registry: path.join(__dirname, 'browser/registry.ts'),
      sidebars: path.join(tmp, TMP_DIR, 'sidebars.ts'),
      settings: path.join(tmp, TMP_DIR, 'settings.ts'),
    });
    return memo;
  });

  api.onBuildComplete(({ stats }) => {
    const { compilation } = stats as unknown as { compilation: Build };
    const { namedChunkGroups: groups, entrypoints } = compilation;
    const owned = sectionOwnedChunks(compilation);
    // the entry script and what it needs are requested anyway
    const initial = new Set([...entrypoints.values()].flatMap((entry) => entry.getFiles()));
    const pageChunkOf = pageChunkNames(api.paths.absTmpPath);
    const filesOf = (name?: string) =>
      (name &&
        groups
          .get(name)
          ?.getFiles()
          .filter((file) => file.endsWith('.js'))) ||
      [];
    firstRenderFiles.clear();
    firstPages.clear();
    for (const route of Object.values(
      api.appData.routes as Record<string, { id: string; absPath?: string }>,
    )) {
      const section = sectionOf[route.id];
      if (section === undefined || !route.absPath) continue;
      const page = pageChunkOf(route.id);
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

  api.addRuntimePlugin(() => [path.join(__dirname, 'browser/runtime.ts')]);
};
