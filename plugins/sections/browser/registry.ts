// The sections of the site (section-key.ts) as the app knows them. umi's route table
// (route-table-loader.cjs) registers them here: the prerender has every section at hand, the
// browser loads the section of the page being opened before the first render, and another one
// when the visitor goes there.
import { history as umiHistory } from 'dumi';
import { createClientRoutes } from '@umijs/renderer-react/dist/routes';
import { getPluginManager } from '@@/core/plugin';
import { sectionSettings as settings } from '@@/site-sections/settings';
import Loading from '@@/dumi/theme/loading';
import { lazy, type ComponentType } from 'react';
import { reportChunkFailure } from '../../navigation/browser/chunk-failure';
import { lazyRegistry } from '../../navigation/browser/lazy-registry';
import { registerPageDetails, type PageDetails } from './page-details';
import { canonicalPathUnder } from '../../pages/browser/route-paths';
import type { FirstPage } from '../index';
import { sectionCandidates } from './section-key';

type Routes = Record<string, { path?: string; [key: string]: unknown }>;
type Section = { routes: Routes; routeComponents: Record<string, unknown> };
type ClientRoute = { id?: string; children?: ClientRoute[]; routes?: ClientRoute[] };
type Sidebars = Record<string, Record<string, unknown[]>>;

/** Each section loaded once; a failed download stays failed (what waits for it reports it). */
const sections = lazyRegistry<Section, Section>({ pick: (section) => section, failed: 'reject' });
/** The route tables of the running app (browser), once its first render has them. */
let app: (Section & { clientRoutes?: ClientRoute[] }) | undefined;
const inApp = new Set<string>();
let sidebarIndex: Sidebars | (() => Promise<{ sidebars: Sidebars }>);
let sidebarIndexLoad: Promise<void> | undefined;
let sidebarIndexError: unknown;

/** webpack's runtime: the chunk files sections bring (plugins/internals/sections/chunk-files.ts). */
declare const __webpack_require__: { sf: Record<string, string> };

/** A section's chunk names the files of its pages' chunks (a placeholder string in the prerender). */
export function registerChunkFiles(files: Record<string, string> | string) {
  if (typeof files === 'object') Object.assign(__webpack_require__.sf, files);
}

/** dumi's metadata of every page loaded so far (route-table-loader.cjs adds to it). */
const filesMeta: Record<string, { frontmatter?: Record<string, unknown>; [key: string]: unknown }> =
  {};
export const sharedFilesMeta = (entries: typeof filesMeta) => Object.assign(filesMeta, entries);

/** The route id and chunk files of the page opened first, from its HTML (prerender/html-steps.ts). */
const firstPage = (globalThis as { __siteFirstPage?: FirstPage }).__siteFirstPage;
if (firstPage) registerChunkFiles(firstPage.files);

/**
 * A section's routes and route components, from a row per page (route-table-loader.cjs): its id,
 * route, lean frontmatter (less the values `shared` by the section) or else its file, and the
 * import of its module, which brings its details too. That import first waits for the section's
 * file list (`loadFiles`), except for the page opened first, whose HTML names its files.
 */
export function sectionTables(
  rows: [
    id: string,
    route: Routes[string],
    meta: Record<string, unknown> | string,
    load: () => Promise<{ default: ComponentType; pageDetails: PageDetails }>,
  ][],
  loadFiles: () => Promise<unknown>,
  shared: Record<string, unknown>,
): Section {
  let files: Promise<unknown> | undefined;
  const section: Section = { routes: {}, routeComponents: {} };
  for (const [id, route, meta, loadPage] of rows) {
    const load: typeof loadPage =
      id === firstPage?.page ? loadPage : () => (files ??= loadFiles()).then(loadPage);
    section.routes[id] = { ...route, id };
    section.routeComponents[id] = lazy(load);
    const frontmatter =
      typeof meta === 'object' ? { ...shared, filename: `${id}.md`, ...meta } : undefined;
    // as the page's metadata module would have added it
    if (frontmatter) filesMeta[id] = { frontmatter, toc: [], demoIndex: undefined };
    registerPageDetails(frontmatter ? frontmatter.filename : (meta as string), load);
  }
  return section;
}

/** The whole site's sidebars; in the browser the first call suspends until their chunk is there. */
export function fullSidebars(): Sidebars {
  const source = sidebarIndex;
  if (typeof source !== 'function') return source;
  if (sidebarIndexError !== undefined) throw sidebarIndexError;
  throw (sidebarIndexLoad ??= source().then(
    ({ sidebars }) => void (sidebarIndex = sidebars),
    (error: unknown) => void (sidebarIndexError = error),
  ));
}

export function registerSections(
  table: Record<string, Section | (() => Promise<Section>)>,
  sidebars: typeof sidebarIndex,
) {
  sidebarIndex = sidebars;
  for (const [key, source] of Object.entries(table)) {
    sections.register(key, typeof source === 'function' ? source : async () => source);
    // the prerender's sections are there already
    if (typeof source !== 'function') sections.set(key, source);
  }
}

/** The router path of a browser path: below the base, canonical (`/sme-solutions` -> `/Sme-solutions`). */
function routerPathOf(pathname: string): string {
  const base = settings.base.replace(/\/+$/, '');
  const canonical = canonicalPathUnder(pathname, settings.base);
  return (base && canonical.startsWith(base) ? canonical.slice(base.length) : canonical) || '/';
}

/** The sections a router path may be listed in, most likely first. */
const candidatesOf = (path: string) =>
  sectionCandidates(path, settings).filter(sections.registered);

/**
 * The core routes of umi's route table, and those of the section of the page being opened. A
 * failed download goes to the chunk recovery (one reload, then a message), and the page renders
 * without that section.
 */
export async function withPageSection(routes: Routes, routeComponents: Section['routeComponents']) {
  const browser = typeof window !== 'undefined';
  // the browser's address, or the prerender's memory history
  const path = routerPathOf((browser ? window : umiHistory).location.pathname);
  const candidates = candidatesOf(path);
  await Promise.all(candidates.map(sections.load)).catch(reportChunkFailure);
  const keys = candidates.filter(sections.get);
  for (const key of keys) {
    const section = sections.get(key)!;
    for (const [id, route] of Object.entries(section.routes)) {
      // the prerender needs its page's route only: umi and dumi match every route of the table
      // several times for each page (the sidebar is grouped from the section: sectionPages)
      if (!browser && `/${route.path ?? ''}`.replace(/(.)\/$/, '$1') !== path) continue;
      routes[id] = route;
      routeComponents[id] = section.routeComponents[id];
    }
  }
  if (browser) {
    app = { routes, routeComponents };
    keys.forEach((key) => inApp.add(key));
  }
  return { routes, routeComponents };
}

/** The pages of a loaded section with their frontmatter, for the sidebar. */
export function sectionPages(key: string) {
  const section = sections.get(key);
  return (
    section &&
    Object.entries(section.routes).flatMap(([id, route]) => {
      const frontmatter = filesMeta[id]?.frontmatter;
      return frontmatter ? [{ path: route.path ?? '', frontmatter }] : [];
    })
  );
}

/** umi's client routes, kept for the sections that load later (a runtime plugin: runtime.ts). */
export function patchClientRoutes({ routes }: { routes: ClientRoute[] }) {
  if (app) app.clientRoutes = routes;
}

function findRoute(routes: ClientRoute[] | undefined, id: string): ClientRoute | undefined {
  for (const route of routes ?? []) {
    const found = route.id === id ? route : findRoute(route.children, id);
    if (found) return found;
  }
}

/** Gives the running app the routes of a section, once it has loaded. */
function addToApp(key: string) {
  if (inApp.has(key)) return;
  if (!app?.clientRoutes)
    throw new Error('sections: a section loaded before the app had its routes');
  inApp.add(key);
  const section = sections.get(key)!;
  Object.assign(app.routes, section.routes);
  Object.assign(app.routeComponents, section.routeComponents);
  const routes = { ...section.routes };
  // dumi's patchRoutes merges each page's metadata into its route, as for the first render's
  getPluginManager().applyPlugins({
    key: 'patchRoutes',
    type: 'event',
    args: { routes, routeComponents: app.routeComponents },
  });
  const layout = findRoute(app.clientRoutes, 'DocLayout');
  if (!layout) throw new Error('sections: the running app has no DocLayout route to add pages to');
  const pages = createClientRoutes({
    routesById: routes,
    routeComponents: app.routeComponents,
    parentId: 'DocLayout',
    loadingComponent: Loading,
    useStream: true,
  }) as ClientRoute[];
  layout.children = [...(layout.children ?? []), ...pages];
  layout.routes = layout.children;
}

/**
 * What a move to a browser path waits for: the sections it may be listed in that the app does not
 * have yet, if any. A failed download goes to the chunk recovery, the move on to the 404 page.
 */
export function sectionsToWaitFor(pathname: string): Promise<void> | undefined {
  const pending = candidatesOf(routerPathOf(pathname)).filter((key) => !inApp.has(key));
  if (!pending.length) return undefined;
  return Promise.all(pending.map((key) => sections.load(key).then(() => addToApp(key)))).then(
    () => undefined,
    reportChunkFailure,
  );
}
