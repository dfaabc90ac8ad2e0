import fs from 'fs';
import path from 'path';
import { editionOfPath, type Edition } from '../../.dumi/theme/common/editions';
import { canonicalPath } from './browser/route-paths';
import { frontmatterOfFile } from './frontmatter';

/**
 * The chunk of one page's content, which umi names after its Markdown file under docs/
 * (`docs__Products__folderIcon.md.<hash>.async.js`): there is one per page, and only that page's
 * visitors download it.
 */
export const PAGE_CHUNK = /(?:^|[\\/])docs__[^\\/]*\.[0-9a-f]{8}\.async\.js$/;

/** A route as dumi lists it in `api.appData.routes`. */
export interface RouteData {
  id: string;
  path?: string;
  absPath?: string;
  file?: string;
  parentId?: string;
}

/** One page of the site, read once per build: where it lives, where it goes, what it says of itself. */
export interface PageRecord {
  /** dumi's route id: `docs/Products/folderIcon.zh-CN`. */
  id: string;
  /** The Markdown file. */
  file: string;
  /** The route path, without a leading slash: `zh-CN/products/folder-icon` (`''` for the home page). */
  path: string;
  /** The id of the page's edition (site.config.ts). */
  editionId: string;
  /** An edition's home page. */
  home: boolean;
  /** An index page (`docs/a/index.md`): its sidebar is its own path. */
  indexPage: boolean;
  /** The frontmatter, with the title dumi would give the page when it has none. */
  frontmatter: Record<string, unknown> & { title: string };
}

const INDEX_PAGE = /(^|\/)index(\.[\w-]+)?$/;

/** The title dumi gives a page without one in its frontmatter: its first `# ` heading, else its file name. */
function fallbackTitle(markdown: string, file: string): string {
  const heading = /^# +(.+?)\s*#*\s*$/m.exec(markdown.replace(/^---[\s\S]*?\n---/, ''));
  if (heading) return heading[1];
  const name = path.basename(file, '.md').replace(/\.[\w-]+$/, '');
  return name.replace(/[-_]+/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase());
}

/** The documentation pages among dumi's routes, each with its Markdown file read once. */
export function pageRecords(routes: Record<string, RouteData>): PageRecord[] {
  return Object.values(routes)
    .filter((route) => route.parentId === 'DocLayout' && route.file?.endsWith('.md'))
    .map((route) => {
      const file = route.file!;
      const frontmatter = frontmatterOfFile(file);
      // an edition's home page is `zh-CN/` in dumi's table
      const routePath = (route.path ?? '').replace(/\/$/, '');
      const edition = editionOfPath(`/${routePath}`);
      return {
        id: route.id,
        file,
        path: routePath,
        editionId: edition.id,
        home: routePath === '' || routePath === edition.base.slice(1),
        indexPage: INDEX_PAGE.test(route.id),
        frontmatter: {
          ...frontmatter,
          title:
            typeof frontmatter.title === 'string' && frontmatter.title
              ? frontmatter.title
              : fallbackTitle(fs.readFileSync(file, 'utf8'), file),
        },
      };
    });
}

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
 * The Markdown file of each route that has one, by canonical route path (the home page of an
 * edition below a prefix is `/zh-CN/` in dumi's table, `/zh-CN` as a page).
 */
export function sourcesByRoutePath(routes: Record<string, RouteData>): Map<string, string> {
  const sources = new Map<string, string>();
  for (const route of Object.values(routes)) {
    if (route.absPath && route.file?.endsWith('.md')) {
      sources.set(canonicalPath(route.absPath), route.file);
    }
  }
  return sources;
}

/**
 * The record of an exported HTML file. `sources` are the routes' Markdown files
 * (sourcesByRoutePath); `frontmatterOfFile` reads one (once per file, if the caller caches it).
 */
export function htmlPageOf(
  file: string,
  sources: Map<string, string>,
  frontmatterOfFile: (source: string) => Record<string, unknown>,
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
    frontmatter: source ? frontmatterOfFile(source) : {},
  };
}
