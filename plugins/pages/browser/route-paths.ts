// Path rules the browser needs too: kept apart from the page reader, whose YAML parser would
// otherwise end up in every page's entry bundle.
import { SITE_EDITIONS } from '../../../site.config';

/** The first path segment of the SME pages, with the capital S dumi would lower-case. */
export const SME_PREFIX = 'Sme-solutions';

/** The first path segment of each edition other than the root one: `zh-CN`. */
export const EDITION_SEGMENTS = SITE_EDITIONS.map(({ base }) =>
  base.replace(/^\/|\/$/g, ''),
).filter(Boolean);

const EDITION_PATTERN = new RegExp(`^(/?)(${EDITION_SEGMENTS.join('|')})(?=/|$)`, 'i');
const SME_PREFIX_PATTERN = new RegExp(
  `^(/?(?:(?:${EDITION_SEGMENTS.join('|')})/)?)${SME_PREFIX}(?=/|$)`,
  'i',
);

/** `/zh-cn/sme-solutions/mes` -> `/zh-CN/Sme-solutions/mes`, with or without the leading slash. */
export function withCanonicalPrefix(routePath: string): string {
  return routePath
    .replace(EDITION_PATTERN, (_, slash: string, segment: string) => {
      const lower = segment.toLowerCase();
      return slash + (EDITION_SEGMENTS.find((known) => known.toLowerCase() === lower) ?? segment);
    })
    .replace(SME_PREFIX_PATTERN, `$1${SME_PREFIX}`);
}

/**
 * The canonical form of a browser path: capital-S SME prefix and no trailing slash. A page's own
 * file (`/products/index.html`) and doubled slashes, which hosts answer with the page, are the page.
 * A `%` that starts no escape is escaped: React Router matches no route at all, not even the 404
 * page, for a first segment such as `%` or `%zz`.
 */
export function canonicalPath(pathname: string): string {
  const path = pathname
    .replace(/\/{2,}/g, '/')
    .replace(/\/index\.html$/, '/')
    .replace(/%(?![\da-f]{2})/gi, '%25');
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
  return withCanonicalPrefix(trimmed);
}

/** `canonicalPath` below a base path (`/repo/`), which itself (the home page) is left as it is. */
export function canonicalPathUnder(pathname: string, base: string): string {
  const prefix = base.replace(/\/+$/, '');
  if (!prefix) return canonicalPath(pathname);
  if (pathname !== prefix && !pathname.startsWith(`${prefix}/`)) return pathname;
  const inner = pathname.slice(prefix.length) || '/';
  return inner === '/' ? pathname : prefix + canonicalPath(inner);
}
