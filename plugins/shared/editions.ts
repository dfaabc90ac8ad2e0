import { SITE_EDITIONS } from '../../site.config';

export type Edition = (typeof SITE_EDITIONS)[number];

/** The edition of an id (the first, English one for an unknown id). */
export function editionOf(editionId: string): Edition {
  return SITE_EDITIONS.find(({ id }) => id === editionId) ?? SITE_EDITIONS[0];
}

/** How an edition's page files end: `.md` for the first edition, `.zh-CN.md` for the others. */
const endingOf = (edition: Edition) => (edition === SITE_EDITIONS[0] ? '.md' : `.${edition.id}.md`);

/** The edition of a page file, by its ending. */
export const editionOfFile = (file: string): Edition =>
  SITE_EDITIONS.slice(1).find((edition) => file.endsWith(endingOf(edition))) ?? SITE_EDITIONS[0];

/** The same page's file in another edition: `a.md` -> `a.zh-CN.md`, and back. */
export const fileInEdition = (file: string, edition: Edition) =>
  file.slice(0, -endingOf(editionOfFile(file)).length) + endingOf(edition);

/** The edition whose pages a router path (below the site's base) belongs to. */
export function editionOfPath(pathname: string): Edition {
  const below = SITE_EDITIONS.filter(({ base }) => base !== '/').find(
    ({ base }) => pathname === base || pathname.startsWith(`${base}/`),
  );
  return below ?? SITE_EDITIONS[0];
}

/**
 * The same page in another edition: `/products` -> `/zh-CN/products`, `/zh-CN` -> `/`. Every page
 * exists in both editions (tests/translations.test.ts checks the pairs).
 */
export function counterpartPath(pathname: string, target: Edition): string {
  // the path with its edition's prefix taken off: `/zh-CN/download` -> `/download`
  const { base } = editionOfPath(pathname);
  const inner = base === '/' ? pathname : pathname.slice(base.length) || '/';
  if (target.base === '/') return inner;
  return inner === '/' ? target.base : target.base + inner;
}

/**
 * The locale dates and numbers are shown in: the visitor's own (undefined) on the English edition,
 * which readers everywhere use; the edition's language on the others.
 */
export function displayLocaleOf(editionId: string): string | undefined {
  const edition = editionOf(editionId);
  return edition === SITE_EDITIONS[0] ? undefined : edition.lang;
}

/**
 * The address of a standalone demo page (`/~demos/<id>?...`) as a page of an edition links it: with
 * `locale=` for an edition other than the default one, so the demo runs in the page's language.
 */
export function demoUrlFor(demoUrl: string, editionId: string): string {
  if (editionOf(editionId) === SITE_EDITIONS[0]) return demoUrl;
  return `${demoUrl}${demoUrl.includes('?') ? '&' : '?'}locale=${encodeURIComponent(editionId)}`;
}
