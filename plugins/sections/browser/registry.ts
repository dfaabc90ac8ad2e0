// The sections of the site (section-key.ts) as the app knows them, in the browser build and in the
// prerender. umi's route table (route-table-loader.cjs) registers them here; the prerender has every
// section at hand, the browser loads each one as a chunk: the section of the page being opened
// before the first render, another one when the visitor goes there.
import { history as umiHistory } from 'dumi';
import { createClientRoutes } from '@umijs/renderer-react/dist/routes';
import { getPluginManager } from '@@/core/plugin';
import Loading from '@@/dumi/theme/loading';
import { lazy, type ComponentType } from 'react';
import { reportChunkFailure } from '../../navigation/browser/chunk-failure';
import { registerPageDetails, type PageDetails } from './page-details';
import { canonicalPathUnder } from '../../pages/browser/route-paths';
import type { FirstPage } from '../index';
import { sectionCandidates, type SectionRules } from './section-key';

interface Route {
  id: string;
  path?: string;
  parentId?: string;
  [key: string]: unknown;
}
type Routes = Record<string, Route>;
type RouteComponents = Record<string, unknown>;
interface Section {
  routes: Routes;
  routeComponents: RouteComponents;
}
type SectionSource = Section | (() => Promise<Section>);
interface ClientRoute {
  id?: string;
  children?: ClientRoute[];
  routes?: ClientRoute[];
}

export interface SectionSettings extends SectionRules {
  /** The site's base path: `/` or `/repo/`. */
  base: string;
}

let settings: SectionSettings = { base: '/', editionSegments: [], twoLevelNav: true };
const sources = new Map<string, SectionSource>();
const loaded = new Map<string, Section>();
const loading = new Map<string, Promise<void>>();

/** The route tables of the running app (browser), once its first render has them. */
let app:
  { routes: Routes; routeComponents: RouteComponents; clientRoutes?: ClientRoute[] } | undefined;
/** Sections whose routes the running app has. */
const inApp = new Set<string>();

export const sectionSettings = () => settings;

/** webpack's runtime in the browser build: the chunk files sections bring (plugins/internals/sections/chunk-files.ts). */
declare const __webpack_require__: { sf?: Record<string, string> };

/** A section's chunk names the files of its pages' chunks (a placeholder string elsewhere). */
export function registerChunkFiles(files: Record<string, string> | string) {
  if (typeof files === 'object' && __webpack_require__.sf)
    Object.assign(__webpack_require__.sf, files);
}

/** dumi's metadata of every page loaded so far (route-meta-loader.cjs adds to it). */
const filesMeta: Record<string, unknown> = {};
export function sharedFilesMeta(entries: Record<string, unknown>) {
  return Object.assign(filesMeta, entries);
}

/** A page of a section as route-table-loader.cjs writes it for the browser build. */
type SectionRow = [
  id: string,
  route: Omit<Route, 'id'>,
  /**
   * Its lean frontmatter, less the values all pages of the section share and a file name its id
   * gives; or its file, where a metadata module has its frontmatter (route-meta-loader.cjs).
   */
  meta: Record<string, unknown> | string,
  load: () => Promise<{ default: ComponentType; pageDetails: PageDetails }>,
];

/** What the HTML of the page opened first tells (plugins/prerender/html-steps.ts): its route id and files. */
const firstPage =
  typeof window === 'undefined'
    ? undefined
    : (window as unknown as { __siteFirstPage?: FirstPage }).__siteFirstPage;
if (firstPage) registerChunkFiles(firstPage.files);

/**
 * A section's routes and route components, from its rows. A page's import loads its route and its
 * details (frontmatter, TOC) alike, and its lean frontmatter joins dumi's metadata as the page's
 * metadata module would have added it. The files of the section's chunks come with its file list
 * (`loadFiles`), which a page's import waits for; the page opened first has its files from its
 * HTML, and does not wait.
 */
export function sectionTables(
  rows: SectionRow[],
  loadFiles: () => Promise<unknown>,
  shared: Record<string, unknown>,
): Section {
  let files: Promise<unknown> | undefined;
  const routes: Routes = {};
  const routeComponents: RouteComponents = {};
  for (const [id, route, meta, loadPage] of rows) {
    const load: typeof loadPage =
      id === firstPage?.page ? loadPage : () => (files ??= loadFiles()).then(loadPage);
    routes[id] = { ...route, id };
    routeComponents[id] = lazy(load);
    const frontmatter =
      typeof meta === 'object' ? { ...shared, filename: `${id}.md`, ...meta } : undefined;
    if (frontmatter) filesMeta[id] = { frontmatter, toc: [], demoIndex: undefined };
    // in place of what a metadata module registered, which would not wait for the file list
    registerPageDetails(frontmatter ? String(frontmatter.filename) : (meta as string), load);
  }
  return { routes, routeComponents };
}

/** The whole site's sidebars by edition and section (plugins/sections/index.ts writes them). */
type Sidebars = Record<string, Record<string, unknown[]>>;
type SidebarsSource = Sidebars | (() => Promise<{ sidebars: Sidebars }>);
let sidebarIndex: SidebarsSource = {};
let sidebarIndexLoad: Promise<void> | undefined;
let sidebarIndexError: unknown;

/** The whole site's sidebars; in the browser the first call suspends until their chunk is there. */
export function fullSidebars(): Sidebars {
  const source = sidebarIndex;
  if (typeof source !== 'function') return source;
  if (sidebarIndexError !== undefined) throw sidebarIndexError;
  sidebarIndexLoad ??= source().then(
    ({ sidebars }) => void (sidebarIndex = sidebars),
    (error: unknown) => void (sidebarIndexError = error),
  );
  throw sidebarIndexLoad;
}

export function registerSections(
  table: Record<string, SectionSource>,
  options: SectionSettings,
  sidebars: SidebarsSource,
) {
  settings = options;
  sidebarIndex = sidebars;
  for (const [key, source] of Object.entries(table)) {
    sources.set(key, source);
    if (typeof source !== 'function') loaded.set(key, source);
  }
}

/** The router path of a browser path: below the base, canonical (`/sme-solutions` -> `/Sme-solutions`). */
function routerPathOf(pathname: string): string {
  const base = settings.base.replace(/\/+$/, '');
  const canonical = canonicalPathUnder(pathname, settings.base);
  const inner = base && canonical.startsWith(base) ? canonical.slice(base.length) : canonical;
  return inner || '/';
}

/** Loads a section once (a failed download stays failed: the chunk recovery reloads the page). */
function load(key: string): Promise<void> {
  const source = sources.get(key);
  if (loaded.has(key) || typeof source !== 'function') return Promise.resolve();
  let promise = loading.get(key);
  if (!promise) {
    promise = source().then((section) => void loaded.set(key, section));
    loading.set(key, promise);
  }
  return promise;
}

/** The sections a router path may be listed in, most likely first. */
const candidatesOf = (path: string) =>
  sectionCandidates(path, settings).filter((key) => sources.has(key));

/**
 * Loads the sections a router path may be listed in, and returns them. A failed download goes to
 * the chunk recovery (one reload, then a message), and the page renders without that section.
 */
async function sectionsOf(path: string): Promise<string[]> {
  const keys = candidatesOf(path);
  try {
    await Promise.all(keys.map(load));
  } catch (error) {
    reportChunkFailure(error);
  }
  return keys.filter((key) => loaded.has(key));
}

/** Where the page being rendered is: the browser's address, or the prerender's memory history. */
function currentPath(): string {
  const location =
    typeof window === 'undefined'
      ? (umiHistory as unknown as { location: { pathname: string } }).location
      : window.location;
  return routerPathOf(location.pathname);
}

/**
 * The route tables umi renders: the core routes of the generated table, and the routes of the
 * section of the page being opened. In the browser this waits for that section's chunk.
 */
export async function withPageSection(routes: Routes, routeComponents: RouteComponents) {
  const path = currentPath();
  const keys = await sectionsOf(path);
  // the prerender needs the route of its page only: umi and dumi match every route of the table
  // several times for each page (the sidebar is grouped from the section: sectionPages)
  const wanted = (route: Route) =>
    typeof window !== 'undefined' || `/${route.path ?? ''}`.replace(/(.)\/$/, '$1') === path;
  for (const key of keys) {
    const section = loaded.get(key)!;
    for (const [id, route] of Object.entries(section.routes)) {
      if (!wanted(route)) continue;
      routes[id] = route;
      routeComponents[id] = section.routeComponents[id];
    }
  }
  if (typeof window !== 'undefined') {
    app = { routes, routeComponents };
    keys.forEach((key) => inApp.add(key));
  }
  return { routes, routeComponents };
}

/** A page as its section lists it, for the sidebar. */
export interface SectionPage {
  path: string;
  frontmatter: Record<string, unknown>;
}
const pagesOfSection = new Map<string, SectionPage[]>();

/**
 * The pages of a loaded section with their frontmatter (a section's pages never change once it is
 * there, so they are read once; in the prerender, once for all the pages of the section).
 */
export function sectionPages(key: string): SectionPage[] | undefined {
  let pages = pagesOfSection.get(key);
  const section = loaded.get(key);
  if (!pages && section) {
    pages = Object.entries(section.routes).flatMap(([id, route]) => {
      const meta = filesMeta[id] as { frontmatter?: Record<string, unknown> } | undefined;
      return meta?.frontmatter ? [{ path: route.path ?? '', frontmatter: meta.frontmatter }] : [];
    });
    pagesOfSection.set(key, pages);
  }
  return pages;
}

/** umi's client routes, once it has made them (runtime.ts). */
export function keepClientRoutes(clientRoutes: ClientRoute[]) {
  if (app) app.clientRoutes = clientRoutes;
}

function findRoute(routes: ClientRoute[] | undefined, id: string): ClientRoute | undefined {
  for (const route of routes ?? []) {
    if (route.id === id) return route;
    const found = findRoute(route.children, id);
    if (found) return found;
  }
  return undefined;
}

/** Gives the running app the routes of a section, once it has loaded. */
function addToApp(key: string) {
  if (inApp.has(key)) return;
  if (!app?.clientRoutes)
    throw new Error('sections: a section loaded before the app had its routes');
  inApp.add(key);
  const section = loaded.get(key)!;
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
 * What a move to a browser path has to wait for: the sections it may be listed in that the app
 * does not have yet (none: undefined). A failed download goes to the chunk recovery, and the move
 * goes on to the 404 page.
 */
export function sectionsToWaitFor(pathname: string): Promise<void> | undefined {
  const pending = candidatesOf(routerPathOf(pathname)).filter((key) => !inApp.has(key));
  if (!pending.length) return undefined;
  return Promise.all(pending.map((key) => load(key).then(() => addToApp(key)))).then(
    () => undefined,
    (error: unknown) => reportChunkFailure(error),
  );
}
