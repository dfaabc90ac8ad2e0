// In place of dumi's sidebar hooks in production builds (plugins/sections/index.ts): dumi groups the
// routes the app has once, but here they grow as sections load. The current sidebar is the pages of
// the current page's section (registry.ts); the whole site's sidebars come from the build.
import { useLocale, useLocation, useRouteMeta } from 'dumi';
import { canonicalPath } from '../../pages/browser/route-paths';
import { sidebarOf } from './navigation';
import { sectionSettings as settings } from '@@/site-sections/settings';
import { fullSidebars, sectionPages } from './registry';
import { isIndexPage, sectionOfRoute } from './section-key';

const sidebars = new Map<string, ReturnType<typeof sidebarOf> | undefined>();

/** The sidebar of the current page: the pages of its section, in their groups. */
export function useSidebarData() {
  const { id } = useLocale();
  const { pathname } = useLocation();
  const { frontmatter } = useRouteMeta();
  const section = sectionOfRoute(
    canonicalPath(pathname),
    isIndexPage(frontmatter.filename ?? ''),
    settings,
  );
  const key = `${id}\0${section}`;
  const listed = sectionPages(section);
  if (listed && !sidebars.has(key)) {
    // an edition's home page is in no sidebar
    const pages = listed.filter(
      ({ path }) => path && !settings.editionSegments.includes(path.replace(/\/$/, '')),
    );
    sidebars.set(key, pages.length ? sidebarOf(pages, id) : undefined);
  }
  return listed && sidebars.get(key);
}

/** Every sidebar of the current edition (loaded with the first call in the browser). */
export const useFullSidebarData = () => fullSidebars()[useLocale().id] ?? {};
