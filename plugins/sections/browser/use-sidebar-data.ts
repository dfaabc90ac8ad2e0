// In place of dumi's sidebar hooks in production builds (plugins/sections/index.ts). dumi groups
// the routes the app has once, when a component first asks, though here they grow as sections
// load; the current sidebar is the pages of the current page's section (registry.ts), grouped once
// per section. The whole site's sidebars (the 404 page's suggestions) come from an index computed
// at build time.
import { useLocale, useLocation, useRouteMeta } from 'dumi';
import { canonicalPath } from '../../pages/browser/route-paths';
import { sidebarOf, type NavigablePage, type PageFrontmatter } from './navigation';
import { fullSidebars, sectionPages, sectionSettings } from './registry';
import { sectionOfRoute } from './section-key';

const INDEX_FILE = /(^|\/)index(\.[\w-]+)?\.md$/;

/** An edition's home page, which no sidebar lists. */
const isHome = (path: string) =>
  path === '' || sectionSettings().editionSegments.includes(path.replace(/\/$/, ''));

const sectionOf = (path: string, frontmatter: PageFrontmatter) =>
  sectionOfRoute(path, INDEX_FILE.test(frontmatter.filename ?? ''), sectionSettings());

const sidebars = new Map<string, ReturnType<typeof sidebarOf> | undefined>();

/** The sidebar of a section, grouped once per section and locale (none for a section not loaded). */
function sidebarOfSection(section: string, editionId: string) {
  const key = `${editionId}\0${section}`;
  const listed = sectionPages(section);
  if (!listed) return undefined;
  if (!sidebars.has(key)) {
    const pages: NavigablePage[] = listed
      .filter(({ path }) => !isHome(path))
      .map(({ path, frontmatter }) => ({ path, section, home: false, frontmatter }));
    sidebars.set(key, pages.length ? sidebarOf(pages, editionId) : undefined);
  }
  return sidebars.get(key);
}

/** The sidebar of the current page: the pages of its section, in their groups. */
export function useSidebarData() {
  const locale = useLocale();
  const { pathname } = useLocation();
  const { frontmatter } = useRouteMeta();
  const section = sectionOf(canonicalPath(pathname).slice(1), frontmatter);
  return sidebarOfSection(section, locale.id);
}

/** Every sidebar of the current edition (loaded with the first call in the browser). */
export function useFullSidebarData() {
  return fullSidebars()[useLocale().id] ?? {};
}
