import { editionOfPath, type Edition } from '../shared/editions';
import { readPage } from '../shared/page-reader';
import { canonicalPath } from './browser/route-paths';

/** The chunk umi makes of one page's content, named after its Markdown file under docs/. */
export const PAGE_CHUNK = /(?:^|[\\/])docs__[^\\/]*\.[0-9a-f]{8}\.async\.js$/;

/** One exported HTML file, worked out once for every step of the pass over the HTML (html-pass). */
export interface HtmlPage {
  /** The file below the output folder: `zh-CN/Sme-solutions/mes/index.html`. */
  file: string;
  /** The canonical route path it holds: `/zh-CN/Sme-solutions/mes`. */
  routePath: string;
  edition: Edition;
  /** `demo`: a standalone demo page (not prerendered); `copy`: a page at a lower-case spelling. */
  kind: 'content' | 'demo' | 'not-found' | 'copy';
  demoId?: string;
  /** The route's Markdown file, and its frontmatter (empty without one). */
  source?: string;
  frontmatter: Record<string, unknown>;
}

/** The route path an exported HTML file holds: `products/index.html` is `/products`. */
export function routePathOfHtmlFile(file: string, { canonical = true } = {}): string {
  const routePath = `/${file.replace(/\\/g, '/').replace(/(^|\/)index\.html$|\.html$/, '')}`;
  return canonical ? canonicalPath(routePath) : routePath;
}

/** The record of an exported HTML file; `sources` are the Markdown files by route path. */
export function htmlPageOf(
  file: string,
  sources: Map<string, string>,
  frontmatterOf = (source: string) => readPage(source).frontmatter,
): HtmlPage {
  const routePath = routePathOfHtmlFile(file);
  // a standalone demo page, `~demos/{id}/index.html`, shows the demo `id`
  const demo = /^~demos\/(?:([^/]+)\/index\.html$)?/.exec(file.replace(/\\/g, '/'));
  const demoId = demo?.[1];
  if (demo && demoId === undefined) {
    throw new Error(
      `pages: umi exported ${file}, which is no standalone demo page this build knows`,
    );
  }
  const source = sources.get(routePath);
  const kind =
    demoId !== undefined ? 'demo' : /(^|\/)404\.html$/.test(file) ? 'not-found' : 'content';
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
