// The sidebars and the header nav, computed from page frontmatter with the rules dumi documents
// for them (group and nav titles and orders; lower order first, then shallower, then by title).
// Shared by the build, which computes the nav and the whole site's sidebar index once, and the
// browser, which groups the pages of the sections it has loaded.
import { sectionOfRoute, type SectionRules } from './section-key';

export interface PageFrontmatter {
  title?: string;
  order?: number;
  nav?: unknown;
  group?: unknown;
  filename?: string;
  [key: string]: unknown;
}

/** What the sidebars and the nav need to know of a page. */
export interface NavigablePage {
  /** The route path, without a leading slash: `zh-CN/products/folder-icon`. */
  path: string;
  /** The section (sidebar) the page is listed in (section-key.ts). */
  section: string;
  /** An edition's home page: in no sidebar. */
  home: boolean;
  frontmatter: PageFrontmatter;
}

export interface SidebarItem {
  title: string;
  link: string;
  order: number;
  frontmatter?: PageFrontmatter;
}

export interface SidebarGroup {
  title?: string;
  order: number;
  children: SidebarItem[];
}

export interface NavItem {
  title: string;
  order: number;
  activePath: string;
  link?: string;
  children?: NavItem[];
}

interface SortMeta {
  title?: string;
  order?: number;
}

type SortField = 'group' | 'nav' | 'nav.second';

/** Takes a title and an order from a frontmatter field, a string (a title) or `{ title, order }`. */
export function pickSortMeta(into: SortMeta, field: SortField, fm: PageFrontmatter): SortMeta {
  const nav = typeof fm.nav === 'object' && fm.nav ? (fm.nav as { second?: unknown }) : undefined;
  const value = field === 'nav.second' ? nav?.second : fm[field];
  if (typeof value === 'string') into.title = value || into.title;
  else if (typeof value === 'object' && value) {
    const { title, order } = value as SortMeta;
    into.title = title || into.title;
    into.order = order ?? into.order;
  }
  return into;
}

type Sortable = { order?: number; title?: string; link?: string };

/** The order of sidebar and nav items: order, then the depth of the link, then the title. */
export function compareItems(editionId: string) {
  return (a: Sortable, b: Sortable) =>
    (a.order ?? 0) - (b.order ?? 0) ||
    (a.link !== undefined && b.link !== undefined
      ? a.link.split('/').length - b.link.split('/').length
      : 0) ||
    (a.title ? a.title.localeCompare(b.title || '', editionId) : -1);
}

/** The groups of one sidebar, given its pages. */
export function sidebarOf(
  pages: NavigablePage[],
  editionId: string,
  { withFrontmatter = true } = {},
): SidebarGroup[] {
  const compare = compareItems(editionId);
  const groups = new Map<string, SidebarGroup>();
  for (const { path, frontmatter } of pages) {
    const { title, order = 0 } = pickSortMeta({ order: 0 }, 'group', frontmatter);
    const key = title ?? '';
    const group = groups.get(key) ?? { title, order, children: [] };
    group.order = group.order || order;
    group.children.push({
      title: String(frontmatter.title ?? ''),
      link: `/${path}`,
      order: frontmatter.order || 0,
      ...(withFrontmatter && { frontmatter }),
    });
    groups.set(key, group);
  }
  const sorted = [...groups.values()].sort(compare);
  sorted.forEach((group) => group.children.sort(compare));
  return sorted;
}

/** Every sidebar of one edition's pages, by section. */
export function sidebarsOf(pages: NavigablePage[], editionId: string, options = {}) {
  const bySection = new Map<string, NavigablePage[]>();
  for (const page of pages) {
    if (!page.home) bySection.set(page.section, [...(bySection.get(page.section) ?? []), page]);
  }
  return Object.fromEntries(
    [...bySection].map(([section, listed]) => [section, sidebarOf(listed, editionId, options)]),
  );
}

/** A route path with its edition's prefix taken off (no leading slash either way). */
function withoutEdition(routePath: string, rules: SectionRules) {
  const [first, ...rest] = routePath.split('/');
  return rules.editionSegments.includes(first) ? rest.join('/') : routePath;
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
  const sections = Object.keys(sidebars).sort((a, b) => a.split('/').length - b.split('/').length);
  for (const section of sections) {
    const groups = sidebars[section];
    const inner = withoutEdition(section.slice(1), rules);
    const parent = inner
      ? section.slice(0, section.length - inner.length) +
        sectionOfRoute(inner, false, { ...rules, editionSegments: [] }).slice(1)
      : section;
    const nested = rules.twoLevelNav && section.length > parent.length;
    const first: SortMeta = {};
    const second: SortMeta = {};
    for (const page of pages) {
      if (!page.path.startsWith(section.slice(1))) continue;
      pickSortMeta(first, 'nav', page.frontmatter);
      if (nested) pickSortMeta(second, 'nav.second', page.frontmatter);
    }
    const firstLink = groups[0]?.children[0]?.link;
    const item = (meta: SortMeta, activePath: string, link?: string): NavItem => ({
      title: meta.title || groups[0]?.title || groups[0]?.children[0]?.title || '',
      order: meta.order || 0,
      activePath,
      ...(link && { link }),
    });
    if (nested) {
      first.title ??= parent
        .split('/')
        .pop()!
        .replace(/^[a-z]/, (letter) => letter.toUpperCase());
      const entry = items.get(parent) ?? item(first, parent);
      items.set(parent, entry);
      (entry.children ??= []).push(item(second, section, firstLink));
    } else {
      items.set(section, item(first, section, firstLink));
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
