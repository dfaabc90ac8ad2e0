// Path rules the browser needs too (first-render.ts): kept apart from pages/frontmatter.ts, whose YAML parser
// would otherwise end up in every page's entry bundle.

import { SITE_EDITIONS } from '../../../site.config';

/** Canonical first path segment of the SME solution pages (dumi would lower-case it). */
export const SME_PREFIX = 'Sme-solutions';

/** The first path segment of each edition other than the root one: `zh-CN`. */
export const EDITION_SEGMENTS: string[] = SITE_EDITIONS.map(({ base }) =>
  base.replace(/^\/|\/$/g, ''),
).filter(Boolean);

const EDITION_PATTERN = new RegExp(`^(/?)(${EDITION_SEGMENTS.join('|')})(?=/|$)`, 'i');
const SME_PREFIX_PATTERN = new RegExp(
  `^(/?(?:(?:${EDITION_SEGMENTS.join('|')})/)?)${SME_PREFIX}(?=/|$)`,
  'i',
);

/**
 * Writes the SME prefix with its capital S and an edition's segment as configured (`/zh-cn/...` ->
 * `/zh-CN/...`); works on route paths with or without a leading slash.
 */
export function withCanonicalPrefix(routePath: string): string {
  return routePath
    .replace(EDITION_PATTERN, (_, slash: string, segment: string) => {
      const canonical = EDITION_SEGMENTS.find(
        (known) => known.toLowerCase() === segment.toLowerCase(),
      );
      return slash + (canonical ?? segment);
    })
    .replace(SME_PREFIX_PATTERN, `$1${SME_PREFIX}`);
}

/** The canonical form of a browser path: capital-S SME prefix and no trailing slash. */
export function canonicalPath(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  return withCanonicalPrefix(trimmed);
}

/**
 * `canonicalPath` for a site served under a base path (`/` or `/repo/`): the part after the base is
 * made canonical, the base itself (the home page) is left as it is.
 */
export function canonicalPathUnder(pathname: string, base: string): string {
  const prefix = base.replace(/\/+$/, '');
  if (!prefix) return canonicalPath(pathname);
  if (pathname !== prefix && !pathname.startsWith(`${prefix}/`)) return pathname;
  const inner = pathname.slice(prefix.length) || '/';
  return inner === '/' ? pathname : prefix + canonicalPath(inner);
}
