import path from 'path';
import type { IApi } from 'dumi';
import { canonicalPath } from '../pages/browser/route-paths';
import { editionOfPath, type Edition } from './editions';
import { readPage } from './page-reader';

/** A documentation page among dumi's routes. */
export interface SiteRoute {
  /** dumi's route id: `docs/Products/folderIcon.zh-CN`. */
  id: string;
  /** The canonical path: `/zh-CN/products/folder-icon`, `/` and `/zh-CN` for the home pages. */
  routePath: string;
  /** The Markdown file, absolute. */
  file: string;
  edition: Edition;
}

/**
 * The pages of dumi's route table that are Markdown files in the doc layout (no parameterised or
 * catch-all route), in the table's order, which is the order equal search hints rank in.
 */
export function documentationRoutes(api: IApi): SiteRoute[] {
  type RouteData = { id: string; absPath?: string; file?: string; parentId?: string };
  return Object.values<RouteData>(api.appData.routes).flatMap(({ id, absPath, file, parentId }) => {
    if (parentId !== 'DocLayout' || !absPath || /[*:]/.test(absPath) || !file?.endsWith('.md')) {
      return [];
    }
    const routePath = canonicalPath(absPath);
    return [
      { id, routePath, file: path.resolve(api.cwd, file), edition: editionOfPath(routePath) },
    ];
  });
}

/** The pages a build publishes: a `debug` page is `dumi dev`'s only (loadPageReader() first). */
export const publishedRoutes = (api: IApi): SiteRoute[] =>
  documentationRoutes(api).filter(({ file }) => readPage(file, api.cwd).frontmatter.debug !== true);

/** The folders dumi reads pages from, absolute; a config before dumi's defaults may name none. */
export const docDirsOf = (cwd: string, config: Record<string, any>): string[] =>
  (config.resolve?.docDirs ?? ['docs']).map((dir: string | { dir: string }) =>
    path.resolve(cwd, typeof dir === 'string' ? dir : dir.dir),
  );
