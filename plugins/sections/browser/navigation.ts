// The sidebars and the header nav, from page frontmatter with the rules dumi documents for them
// (group and nav titles and orders; lower order first, then shallower, then by title). The build
// computes the nav and the whole site's sidebars once; the browser groups a loaded section's pages.
import { sectionOfRoute, type SectionRules } from './section-key';

type Frontmatter = { title?: string; order?: number; [key: string]: unknown };
/** A page: its route path without a leading slash, and its section (section-key.ts). */
export type NavigablePage = { path: string; section: string; frontmatter: Frontmatter };
type SortMeta = { title?: string; order?: number; link?: string };
type SidebarItem = { title: string; link: string; order: number; frontmatter: Frontmatter };
type NavItem = SortMeta & {
  title: string;
  order: number;
  activePath: string;
  children?: NavItem[];
};

/** Takes a title and an order from a frontmatter field: a string (a title) or `{ title, order }`. */
function pickSortMeta(into: SortMeta, value: unknown) {
  const meta = (typeof value === 'string' ? { title: value } : (value ?? {})) as SortMeta;
  into.title = meta.title || into.title;
  into.order = meta.order ?? into.order;
  return into;
}

const compareItems = (editionId: string) => (a: SortMeta, b: SortMeta) =>
  (a.order ?? 0) - (b.order ?? 0) ||
  (a.link !== undefined && b.link !== undefined
    ? a.link.split('/').length - b.link.split('/').length
    : 0) ||
  (a.title ? a.title.localeCompare(b.title || '', editionId) : -1);

/** The groups of one sidebar, given its pages. */
export function sidebarOf(pages: Omit<NavigablePage, 'section'>[], editionId: string) {
  const compare = compareItems(editionId);
  const groups = new Map<unknown, { title?: string; order: number; children: SidebarItem[] }>();
  for (const { path, frontmatter } of pages) {
    const { title, order = 0 } = pickSortMeta({ order: 0 }, frontmatter.group);
    const group = groups.get(title) ?? { title, order, children: [] };
    group.order = group.order || order;
    group.children.push({
      title: String(frontmatter.title ?? ''),
      link: `/${path}`,
      order: frontmatter.order || 0,
      frontmatter,
    });
    groups.set(title, group);
  }
  const sorted = [...groups.values()].sort(compare);
  sorted.forEach((group) => group.children.sort(compare));
  return sorted;
}

/** Every sidebar of one edition's pages (home pages, in no sidebar, left out), by section. */
export function sidebarsOf(pages: NavigablePage[], editionId: string) {
  const bySection: Record<string, NavigablePage[]> = {};
  for (const page of pages) (bySection[page.section] ??= []).push(page);
  return Object.fromEntries(
    Object.entries(bySection).map(([section, listed]) => [section, sidebarOf(listed, editionId)]),
  );
}

/**
 * The header nav of one edition: an entry per sidebar, titled by the pages' `nav` frontmatter (else
 * its first group's title, else its first page's), linking to its first page; with two-level nav,
 * the sidebars below one first-level path are the children of an entry for that path, and such an
 * entry with a single child and no page of its own becomes that child.
 */
export function navOf(pages: NavigablePage[], editionId: string, rules: SectionRules): NavItem[] {
  const compare = compareItems(editionId);
  const sidebars = sidebarsOf(pages, editionId);
  const items = new Map<string, NavItem>();
  const depth = (section: string) => section.split('/').length;
  for (const section of Object.keys(sidebars).sort((a, b) => depth(a) - depth(b))) {
    const [{ title, children }] = sidebars[section];
    const parent = sectionOfRoute(section, false, rules);
    const nested = rules.twoLevelNav && section !== parent;
    const [first, second]: SortMeta[] = [{}, {}];
    for (const { path, frontmatter } of pages) {
      if (!path.startsWith(section.slice(1))) continue;
      pickSortMeta(first, frontmatter.nav);
      if (nested) pickSortMeta(second, (frontmatter.nav as { second?: unknown } | null)?.second);
    }
    const item = (meta: SortMeta, activePath: string, link?: string): NavItem => ({
      title: meta.title || title || children[0].title || '',
      order: meta.order || 0,
      activePath,
      ...(link && { link }),
    });
    if (!nested) items.set(section, item(first, section, children[0].link));
    else {
      first.title ??= parent.replace(/.*\//, '').replace(/^[a-z]/, (s) => s.toUpperCase());
      if (!items.has(parent)) items.set(parent, item(first, parent));
      (items.get(parent)!.children ??= []).push(item(second, section, children[0].link));
    }
  }
  const nav = [...items.values()].map((entry) => {
    if (!entry.link && entry.children?.length === 1) {
      return { ...entry.children[0], title: entry.title || entry.children[0].title };
    }
    entry.children?.sort(compare);
    return entry;
  });
  return nav.sort(compare);
}
