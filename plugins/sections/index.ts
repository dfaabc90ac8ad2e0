import path from 'path';
import type { IApi } from 'dumi';
import type { Compilation } from 'webpack';
import { EDITION_SEGMENTS } from '../pages/browser/route-paths';
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
import { isIndexPage, sectionOfRoute } from './browser/section-key';

const TMP_DIR = 'site-sections';
const browser = (file: string) => path.join(__dirname, 'browser', file);

/** What a page of a section tells the app in its HTML: its route id, and its chunks' files. */
export type FirstPage = { page: string; files: Record<string, string> };
/** By route path, after the browser build: what each page's HTML names. */
const firstRender = new Map<string, { chunks: string[]; first?: FirstPage }>();

/**
 * What a page's HTML names: the chunks, beside the entry script, that its first render waits for
 * (its section's and its own), which it asks for with the entry script rather than after it has
 * run; and `first`, the files of the chunks the page may load that the entry script does not name.
 */
export const firstRenderOf = (routePath: string) => firstRender.get(routePath) ?? { chunks: [] };

/**
 * Each page's section by route id, and per edition the header nav and the whole site's sidebars,
 * from every page's frontmatter: what the app shows, and the order llms.txt lists the pages in.
 */
export function siteNavigation(api: IApi) {
  const rules = { editionSegments: EDITION_SEGMENTS, twoLevelNav: twoLevelNavAvailable(api) };
  const routes = documentationRoutes(api);
  const sectionOf = Object.fromEntries(
    routes.map(({ id, routePath }) => [id, sectionOfRoute(routePath, isIndexPage(id), rules)]),
  );
  const nav: Record<string, ReturnType<typeof navOf>> = {};
  const sidebars: Record<string, ReturnType<typeof sidebarsOf>> = {};
  for (const { id: edition } of SITE_EDITIONS) {
    const pages = routes
      // an edition's home page is in no sidebar
      .filter((route) => route.edition.id === edition && route.routePath !== route.edition.base)
      .map(({ id, routePath, file }): NavigablePage => {
        const { frontmatter, title } = readPage(file, api.cwd);
        return {
          path: routePath.slice(1),
          section: sectionOf[id],
          frontmatter: { ...frontmatter, title },
        };
      });
    nav[edition] = navOf(pages, edition, rules);
    sidebars[edition] = sidebarsOf(pages, edition);
  }
  return { rules, sectionOf, nav, sidebars };
}

/**
 * The route table in sections, one per sidebar (browser/section-key.ts), in production builds: a
 * page loads the routes and metadata of its own section only, so that the first-load script stays
 * the same size however many pages the site has. The nav and the whole site's sidebars are
 * written for the browser from `siteNavigation`. `dumi dev` keeps dumi's own route table.
 */
export default (api: IApi) => {
  api.describe({ key: 'siteSections' });
  if (api.env !== 'production') return;

  /** Each page's section by route id, known once the files are generated (read by the loaders). */
  let sectionOf: Record<string, string> = {};

  api.onGenerateFiles(() => {
    const { rules, nav, sidebars, ...site } = siteNavigation(api);
    sectionOf = site.sectionOf;
    const write = (file: string, name: string, value: unknown) =>
      api.writeTmpFile({
        noPluginDir: true,
        path: `${TMP_DIR}/${file}.ts`,
        // the 404 page's suggestions need the pages' titles and links only
        content: `export const ${name} = ${JSON.stringify(value, (key, v) => (key === 'frontmatter' ? undefined : v))};\n`,
      });
    // the base in a module's text rather than a loader option, so that webpack's cache tells
    // builds for different bases apart
    write('settings', 'sectionSettings', { base: api.config.base ?? '/', ...rules });
    write('nav', 'navByEdition', nav);
    write('sidebars', 'sidebars', sidebars);
  });

  api.modifyConfig((memo) => ({
    ...memo,
    // dumi's sidebar and nav hooks, which use-sidebar-data.ts and use-nav-data.ts stand in for
    alias: {
      ...memo.alias,
      ...dumiHookAliases({
        useSidebarData: browser('use-sidebar-data.ts'),
        useNavData: browser('use-nav-data.ts'),
      }),
    },
  }));

  api.chainWebpack((memo, { ssr }: { ssr?: boolean }) => {
    const tmp = api.paths.absTmpPath;
    routeTableInSections(memo, tmp, {
      sectionOf,
      server: Boolean(ssr),
      registry: browser('registry.ts'),
      sidebars: path.join(tmp, TMP_DIR, 'sidebars.ts'),
    });
    return memo;
  });

  api.onBuildComplete(({ stats }) => {
    const { compilation } = stats as unknown as { compilation: Compilation };
    const owned = sectionOwnedChunks(compilation);
    // the entry script and what it needs are requested anyway
    const initial = new Set([...compilation.entrypoints.values()].flatMap((e) => e.getFiles()));
    const pageChunkOf = pageChunkNames(api.paths.absTmpPath);
    const group = (name?: string) => (name ? compilation.namedChunkGroups.get(name) : undefined);
    for (const { id, routePath } of documentationRoutes(api)) {
      const page = group(pageChunkOf(id));
      const files = [group(sectionChunkName(sectionOf[id])), page]
        .flatMap((chunks) => chunks?.getFiles() ?? [])
        .filter((file) => file.endsWith('.js') && !initial.has(file));
      firstRender.set(routePath, {
        chunks: [...new Set(files)],
        first: page && { page: id, files: ownedChunkFiles([page], owned) },
      });
    }
  });

  api.addRuntimePlugin(() => [browser('runtime.ts')]);
};
