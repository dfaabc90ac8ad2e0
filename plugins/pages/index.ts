import path from 'path';
import type { IApi } from 'dumi';
import { loadPageReader, readPage } from '../shared/page-reader';
import { canonicalPath, withCanonicalPrefix } from './browser/route-paths';
import { EDITION_NOT_FOUND } from './html-files';

/** The address each page flagged `debug` would have, by its file, once a build has left it out. */
export const debugRoutes = new Map<string, string>();

/**
 * Route rules of the spec that dumi does not provide on its own:
 * - pages live under a capital-S `/Sme-solutions/...` prefix;
 * - pages flagged `debug: true` never reach a production build (no route, no HTML file);
 * - the Chinese edition has its own `zh-CN/404.html`, for hosts that can serve one per prefix;
 * - a case-sensitive static host also serves `/sme-solutions/...` and `/zh-CN/sme-solutions/...`
 *   (HTML copies: html-files.ts), and the address bar is then moved to the canonical spelling (see
 *   browser/first-render.ts).
 */
export default (api: IApi) => {
  api.describe({ key: 'siteRoutes' });

  // each edition below a prefix gets a 404 page of its own language: `zh-CN/404.html` (html-files.ts)
  api.modifyConfig((memo) => {
    memo.exportStatic = {
      ...memo.exportStatic,
      extraRoutePaths: [...(memo.exportStatic?.extraRoutePaths ?? []), ...EDITION_NOT_FOUND],
    };
    return memo;
  });

  api.modifyRoutes(async (routes) => {
    await loadPageReader();
    debugRoutes.clear();
    for (const [id, route] of Object.entries(routes)) {
      if (route.path) route.path = withCanonicalPrefix(route.path);
      if (route.absPath) route.absPath = withCanonicalPrefix(route.absPath);
      const file = route.file?.endsWith('.md') ? path.resolve(api.cwd, route.file) : undefined;
      if (api.env === 'production' && file && readPage(file, api.cwd).frontmatter.debug === true) {
        debugRoutes.set(file, canonicalPath(route.absPath ?? `/${route.path}`));
        delete routes[id];
      }
    }
    return routes;
  });

  api.addRuntimePlugin(() => [
    path.join(__dirname, 'browser/first-render.ts'),
    path.join(__dirname, '../navigation/browser/progress.tsx'),
  ]);
};
