// In place of dumi's sidebar hooks in production builds (plugins/sections/index.ts). dumi groups
// the routes the app has once, when a component first asks; here the routes grow as sections load
// (before the router moves to one of their pages), so the current sidebar is grouped from its own
// section's routes on every move. The whole site's sidebars (the 404 page's suggestions) come from
// an index computed at build time.
import { useAppData, useLocale, useLocation, useRouteMeta } from 'dumi';
import { useMemo } from 'react';
import { canonicalPath } from '../route-paths';
import { sidebarOf, type NavigablePage, type PageFrontmatter } from './navigation';
import { fullSidebars, sectionSettings } from './registry';
import { sectionOfRoute } from './section-key';

const INDEX_FILE = /(^|\/)index(\.[\w-]+)?\.md$/;

interface LoadedRoute {
  path?: string;
  parentId?: string;
  meta?: { frontmatter?: PageFrontmatter };
}

/** An edition's home page, which no sidebar lists. */
const isHome = (path: string) =>
  path === '' || sectionSettings().editionSegments.includes(path.replace(/\/$/, ''));

const sectionOf = (path: string, frontmatter: PageFrontmatter) =>
  sectionOfRoute(path, INDEX_FILE.test(frontmatter.filename ?? ''), sectionSettings());

/** The sidebar of the current page: the pages of its section, in their groups. */
export function useSidebarData() {
  const { routes } = useAppData();
  const locale = useLocale();
  const { pathname } = useLocation();
  const { frontmatter } = useRouteMeta();
  return useMemo(() => {
    const section = sectionOf(canonicalPath(pathname).slice(1), frontmatter);
    const pages: NavigablePage[] = [];
    for (const route of Object.values(routes as Record<string, LoadedRoute>)) {
      const fm = route.meta?.frontmatter;
      if (route.parentId !== 'DocLayout' || route.path === undefined || !fm) continue;
      if (isHome(route.path) || sectionOf(route.path, fm) !== section) continue;
      pages.push({ path: route.path, section, home: false, frontmatter: fm });
    }
    return pages.length ? sidebarOf(pages, locale.id) : undefined;
    // the routes object grows in place, always before the router moves to a page of a new section
  }, [routes, pathname, frontmatter, locale.id]);
}

/** Every sidebar of the current edition (loaded with the first call in the browser). */
export function useFullSidebarData() {
  return fullSidebars()[useLocale().id] ?? {};
}
