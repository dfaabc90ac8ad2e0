// Which section a page is in: the pages one sidebar lists, which load together, so that a page has
// its sidebar and its neighbours' routes as soon as its section is there. Shared by the build (to
// split the route table) and the browser (to find the section of an address).

/** The first path segment of each edition but the root one (`zh-CN`), and dumi's two-level nav. */
export type SectionRules = { editionSegments: readonly string[]; twoLevelNav: boolean };

/** Whether a page is its folder's index page, by route id or file name (`docs/a/index.zh-CN.md`). */
export const isIndexPage = (idOrFile: string) => /(^|\/)index(\.[\w-]+)?(\.md)?$/.test(idOrFile);

/**
 * The sidebar a page is listed in, as dumi groups pages: its path without the last segment (an
 * index page, `docs/a/index.md`, keeps it), at least one segment and, with two-level nav, at most
 * two below its edition's prefix. An edition's home page is a section of its own.
 */
export function sectionOfRoute(routePath: string, isIndexPage: boolean, rules: SectionRules) {
  const segments = routePath.split('/').filter(Boolean);
  const edition = rules.editionSegments.includes(segments[0]) ? segments.shift() : undefined;
  const keep = Math.min(
    Math.max(isIndexPage ? segments.length : segments.length - 1, 1),
    rules.twoLevelNav ? 2 : Infinity,
  );
  return `/${[edition, ...segments.slice(0, keep)].filter(Boolean).join('/')}`;
}

/** The sections that may list an address: the browser cannot tell an index page before it loads. */
export const sectionCandidates = (pathname: string, rules: SectionRules) => [
  ...new Set([sectionOfRoute(pathname, false, rules), sectionOfRoute(pathname, true, rules)]),
];
