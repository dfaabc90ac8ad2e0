import fs from 'fs';
import path from 'path';
import type { IApi } from 'dumi';
import { hasDebugFlag, SME_PREFIX, withCanonicalPrefix } from './route-rules';

const isDebugPage = (file?: string) =>
  !!file?.endsWith('.md') && fs.existsSync(file) && hasDebugFlag(fs.readFileSync(file, 'utf8'));

/**
 * Route rules of the spec that dumi does not provide on its own:
 * - pages live under a capital-S `/Sme-solutions/...` prefix;
 * - pages flagged `debug: true` never reach a production build (no route, no HTML file);
 * - a case-sensitive static host also serves `/sme-solutions/...` (HTML copies), and the address bar
 *   is then moved to the canonical spelling (see runtime.ts).
 */
export default (api: IApi) => {
  api.describe({ key: 'siteRoutes' });

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

  api.modifyExportHTMLFiles((files: { path: string; content: string }[]) => {
    // a parameterised route such as `~demos/:id` is no page of its own
    const pages = files.filter((file) => !file.path.includes(':'));
    const aliases = pages
      .filter((file) => file.path.startsWith(`${SME_PREFIX}/`))
      .map((file) => ({ ...file, path: file.path.toLowerCase() }));
    return [...pages, ...aliases];
  });

  api.addRuntimePlugin(() => [
    path.join(__dirname, 'runtime.ts'),
    path.join(__dirname, 'navigation-runtime.tsx'),
  ]);
};
