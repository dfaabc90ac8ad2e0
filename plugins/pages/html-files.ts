import type { ExportedFile, PassFile } from '../html-pass/pass';
import { EDITION_SEGMENTS, SME_PREFIX } from './browser/route-paths';
import { routePathOfHtmlFile } from './page-records';

/** The 404 route of each edition below a prefix (`/zh-CN/404`), which umi exports as a page. */
export const EDITION_NOT_FOUND = EDITION_SEGMENTS.map((segment) => `/${segment}/404`);

/**
 * The pages among umi's exported files: a parameterised route such as `~demos/:id` is no page of
 * its own, and an edition's 404 page (`zh-CN/404/index.html`) is written as `zh-CN/404.html`, for
 * hosts that serve one per prefix. An edition without its 404 page fails the build.
 */
export function exportedPages(files: ExportedFile[]): ExportedFile[] {
  const pages = files
    .filter((file) => !file.path.includes(':'))
    .map((file) => {
      const notFound = /^(.+)\/404\/index\.html$/.exec(file.path);
      return notFound && EDITION_NOT_FOUND.includes(`/${notFound[1]}/404`)
        ? { ...file, path: `${notFound[1]}/404.html` }
        : file;
    });
  const missing = EDITION_NOT_FOUND.find(
    (notFound) => !pages.some((file) => file.path === `${notFound.slice(1)}.html`),
  );
  if (missing)
    throw new Error(`routes: umi exported no page for ${missing} (exportStatic.extraRoutePaths)`);
  return pages;
}

/** A file below the SME prefix, in either edition: `zh-CN/Sme-solutions/mes/index.html`. */
const SME_FILE = new RegExp(`^((?:(?:${EDITION_SEGMENTS.join('|')})/)?)(${SME_PREFIX}/.*)$`);

/** The lower-case spelling of a file below the SME prefix (`sme-solutions/mes.md`), if it is one. */
export function lowerCaseCopyOf(file: string): string | undefined {
  const sme = SME_FILE.exec(file);
  return sme ? sme[1] + sme[2].toLowerCase() : undefined;
}

/**
 * A case-sensitive static host also serves `/sme-solutions/...` and `/zh-CN/sme-solutions/...`: a
 * copy of each page below the SME prefix at the lower-case spelling (the browser then moves the
 * address to the canonical one, browser/first-render.ts).
 */
export function withLowerCaseCopies(files: PassFile[]): PassFile[] {
  const copies = files.flatMap(({ page, html }) => {
    const file = lowerCaseCopyOf(page.file);
    if (!file) return [];
    const routePath = routePathOfHtmlFile(file);
    if (routePath !== page.routePath) {
      throw new Error(`routes: the copy ${file} of ${page.file} would hold another page`);
    }
    return [{ page: { ...page, file, kind: 'copy' as const }, html }];
  });
  return [...files, ...copies];
}
