// Which section a page belongs to. A section is the set of pages one sidebar lists: they load
// together, so that a page has its sidebar, its previous and next page and the routes to its
// neighbours as soon as its section is there, whatever the size of the rest of the site. Shared by
// the build (to split the route table) and the browser (to find the section of an address).

export interface SectionRules {
  /** The first path segment of each edition other than the root one: `zh-CN`. */
  editionSegments: readonly string[];
  /** dumi's conventional two-level nav: a sidebar is at most two segments deep. */
  twoLevelNav: boolean;
}

function splitEdition(routePath: string, { editionSegments }: SectionRules) {
  const segments = routePath.split('/').filter(Boolean);
  const edition = editionSegments.includes(segments[0] ?? '') ? segments.shift() : undefined;
  return { edition, segments };
}

/**
 * The sidebar a page is listed in, as dumi groups pages: its path without the last segment (an
 * index page, `docs/a/index.md`, keeps it), at least one segment and, with two-level nav, at most
 * two below its edition's prefix. An edition's home page is a section of its own.
 */
export function sectionOfRoute(routePath: string, isIndexPage: boolean, rules: SectionRules) {
  const { edition, segments } = splitEdition(routePath, rules);
  const keep = Math.min(
    Math.max(isIndexPage ? segments.length : segments.length - 1, 1),
    rules.twoLevelNav ? 2 : Infinity,
  );
  return `/${[edition, ...segments.slice(0, keep)].filter(Boolean).join('/')}`;
}

/**
 * The sections that may list an address, most likely first: the one it would be in as a page, then
 * the one it would be in as an index page. The browser cannot tell which it is before it has loaded
 * the section, so it tries them in turn.
 */
export function sectionCandidates(pathname: string, rules: SectionRules): string[] {
  const asPage = sectionOfRoute(pathname, false, rules);
  const asIndex = sectionOfRoute(pathname, true, rules);
  return asPage === asIndex ? [asPage] : [asPage, asIndex];
}
