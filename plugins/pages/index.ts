import fs from 'fs';
import path from 'path';
import type { IApi } from 'dumi';
import { withCanonicalPrefix } from './browser/route-paths';
import { frontmatterOfFile } from './frontmatter';
import { EDITION_NOT_FOUND } from './html-files';

const isDebugPage = (file?: string) =>
  !!file?.endsWith('.md') && fs.existsSync(file) && frontmatterOfFile(file).debug === true;

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

  api.modifyRoutes((routes) => {
    for (const [id, route] of Object.entries(routes)) {
      if (api.env === 'production' && isDebugPage(route.file)) {
        delete routes[id];
        continue;
      }
      if (route.path) route.path = withCanonicalPrefix(route.path);
      if (route.absPath) route.absPath = withCanonicalPrefix(route.absPath);
    }
    return routes;
  });

  api.addRuntimePlugin(() => [
    path.join(__dirname, 'browser/first-render.ts'),
    path.join(__dirname, '../navigation/browser/progress.tsx'),
  ]);
};
