import type { ExportedFile, PassFile } from '../html-pass/pass';
import { EDITION_SEGMENTS, SME_PREFIX } from './browser/route-paths';
import { routePathOfHtmlFile } from './page-records';

const EDITION_404 = new RegExp(`^(${EDITION_SEGMENTS.join('|')})/404/index\\.html$`);

/**
 * The pages among umi's exported files: a parameterised route (`~demos/:id`) is none, and an
 * edition's 404 page is written as `zh-CN/404.html`, for hosts that serve one per prefix. An
 * edition without its 404 page fails the build.
 */
export function exportedPages(files: ExportedFile[]): ExportedFile[] {
  const pages = files
    .filter((file) => !file.path.includes(':'))
    .map((file) => ({ ...file, path: file.path.replace(EDITION_404, '$1/404.html') }));
  const missing = EDITION_SEGMENTS.find(
    (segment) => !pages.some((file) => file.path === `${segment}/404.html`),
  );
  if (missing) {
    throw new Error(
      `routes: umi exported no page for /${missing}/404 (exportStatic.extraRoutePaths)`,
    );
  }
  return pages;
}

const SME_FILE = new RegExp(`^((?:(?:${EDITION_SEGMENTS.join('|')})/)?)(${SME_PREFIX}/.*)$`);

/** The lower-case spelling of a file below the SME prefix: `sme-solutions/mes.md`. */
export function lowerCaseCopyOf(file: string): string | undefined {
  const sme = SME_FILE.exec(file);
  return sme ? sme[1] + sme[2].toLowerCase() : undefined;
}

/** Copies each page below the SME prefix to its lower-case spelling, for case-sensitive hosts. */
export function withLowerCaseCopies(files: PassFile[]): PassFile[] {
  const copies = files.flatMap(({ page, html }) => {
    const file = lowerCaseCopyOf(page.file);
    if (!file) return [];
    if (routePathOfHtmlFile(file) !== page.routePath) {
      throw new Error(`routes: the copy ${file} of ${page.file} would hold another page`);
    }
    return [{ page: { ...page, file, kind: 'copy' as const }, html }];
  });
  return [...files, ...copies];
}
