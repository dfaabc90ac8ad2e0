import path from 'path';
import type { IApi } from 'dumi';
import { loadPageReader, readPage } from '../shared/page-reader';
import { canonicalPath, EDITION_SEGMENTS, withCanonicalPrefix } from './browser/route-paths';

/** The address each page flagged `debug` would have, by its file, once a build has left it out. */
export const debugRoutes = new Map<string, string>();

/**
 * Route rules of the spec that dumi lacks: the capital-S `/Sme-solutions/...` prefix, no `debug`
 * page in production, a 404 page per edition, lower-case copies (html-files.ts, first-render.ts).
 */
export default (api: IApi) => {
  api.describe({ key: 'siteRoutes' });

  api.modifyConfig((memo) => {
    const extraRoutePaths = EDITION_SEGMENTS.map((segment) => `/${segment}/404`);
    memo.exportStatic = {
      ...memo.exportStatic,
      extraRoutePaths: [...(memo.exportStatic?.extraRoutePaths ?? []), ...extraRoutePaths],
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
