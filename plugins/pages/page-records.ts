import { editionOfPath, type Edition } from '../shared/editions';
import { readPage } from '../shared/page-reader';
import { canonicalPath } from './browser/route-paths';

/**
 * The chunk of one page's content, which umi names after its Markdown file under docs/
 * (`docs__Products__folderIcon.md.<hash>.async.js`): there is one per page, and only that page's
 * visitors download it.
 */
export const PAGE_CHUNK = /(?:^|[\\/])docs__[^\\/]*\.[0-9a-f]{8}\.async\.js$/;

/** What an exported HTML file is. */
export type HtmlPageKind =
  /** a page written from a Markdown file */
  | 'content'
  /** a standalone demo page, `~demos/{id}/index.html` (not prerendered) */
  | 'demo'
  /** an edition's 404 page: `404.html`, `zh-CN/404.html` */
  | 'not-found'
  /** a copy of a content page at a spelling that is not canonical: `sme-solutions/...` */
  | 'copy';

/** One exported HTML file, worked out once for every step of the pass over the HTML (plugins/html-pass). */
export interface HtmlPage {
  /** The file below the output folder: `zh-CN/Sme-solutions/mes/index.html`. */
  file: string;
  /** The canonical route path it holds: `/zh-CN/Sme-solutions/mes`. */
  routePath: string;
  edition: Edition;
  kind: HtmlPageKind;
  /** The demo a standalone demo page shows. */
  demoId?: string;
  /** The Markdown file of the route, if it has one. */
  source?: string;
  /** That file's frontmatter (empty without one). */
  frontmatter: Record<string, unknown>;
}

/**
 * The route path an exported HTML file holds: `products/index.html` is `/products`. Canonical
 * (capital-S SME prefix) unless `canonical` is false.
 */
export function routePathOfHtmlFile(file: string, { canonical = true } = {}): string {
  const routePath = `/${file
    .replace(/\\/g, '/')
    .replace(/(^|\/)index\.html$/, '')
    .replace(/\.html$/, '')}`;
  return canonical ? canonicalPath(routePath) : routePath;
}

const DEMO_PAGE = /^~demos\/([^/]+)\/index\.html$/;

/** The demo a standalone demo page shows (`~demos/{id}/index.html`); undefined for any other file. */
export function demoIdOfHtmlFile(file: string): string | undefined {
  return DEMO_PAGE.exec(file.replace(/\\/g, '/'))?.[1];
}

/** An edition's 404 page: `404.html`, `zh-CN/404.html`. */
const isNotFoundFile = (file: string) => /(^|\/)404\.html$/.test(file);

/**
 * The record of an exported HTML file; `sources` are the pages' Markdown files by route path, whose
 * frontmatter `frontmatterOf` reads.
 */
export function htmlPageOf(
  file: string,
  sources: Map<string, string>,
  frontmatterOf = (source: string) => readPage(source).frontmatter,
): HtmlPage {
  const routePath = routePathOfHtmlFile(file);
  const demoId = demoIdOfHtmlFile(file);
  if (demoId === undefined && file.replace(/\\/g, '/').startsWith('~demos/')) {
    throw new Error(
      `pages: umi exported ${file}, which is no standalone demo page this build knows`,
    );
  }
  const source = sources.get(routePath);
  const canonicalFile = routePathOfHtmlFile(file, { canonical: false }) === routePath;
  const kind: HtmlPageKind =
    demoId !== undefined
      ? 'demo'
      : isNotFoundFile(file)
        ? 'not-found'
        : canonicalFile
          ? 'content'
          : 'copy';
  return {
    file,
    routePath,
    edition: editionOfPath(routePath),
    kind,
    ...(demoId !== undefined && { demoId }),
    ...(source !== undefined && { source }),
    frontmatter: source ? frontmatterOf(source) : {},
  };
}
