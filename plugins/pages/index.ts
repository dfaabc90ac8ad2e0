import fs from 'fs';
import path from 'path';
import type { IApi } from 'dumi';
import { EDITION_SEGMENTS, hasDebugFlag, SME_PREFIX, withCanonicalPrefix } from './frontmatter';

/** An exported file below the SME prefix, in either edition: `zh-CN/Sme-solutions/mes/index.html`. */
const SME_PATH = new RegExp(`^((?:(?:${EDITION_SEGMENTS.join('|')})/)?)(${SME_PREFIX}/.*)$`);

const isDebugPage = (file?: string) =>
  !!file?.endsWith('.md') && fs.existsSync(file) && hasDebugFlag(fs.readFileSync(file, 'utf8'));

/**
 * Route rules of the spec that dumi does not provide on its own:
 * - pages live under a capital-S `/Sme-solutions/...` prefix;
 * - pages flagged `debug: true` never reach a production build (no route, no HTML file);
 * - the Chinese edition has its own `zh-CN/404.html`, for hosts that can serve one per prefix;
 * - a case-sensitive static host also serves `/sme-solutions/...` and `/zh-CN/sme-solutions/...`
 *   (HTML copies), and the address bar is then moved to the canonical spelling (see browser/first-render.ts).
 */
export default (api: IApi) => {
  api.describe({ key: 'siteRoutes' });

  // each edition below a prefix gets a 404 page of its own language: `zh-CN/404.html`
  const editionNotFound = EDITION_SEGMENTS.map((segment) => `/${segment}/404`);
  api.modifyConfig((memo) => {
    memo.exportStatic = {
      ...memo.exportStatic,
      extraRoutePaths: [...(memo.exportStatic?.extraRoutePaths ?? []), ...editionNotFound],
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

  api.modifyExportHTMLFiles((files: { path: string; content: string }[]) => {
    // a parameterised route such as `~demos/:id` is no page of its own
    const pages = files
      .filter((file) => !file.path.includes(':'))
      .map((file) => {
        const notFound = /^(.+)\/404\/index\.html$/.exec(file.path);
        return notFound && editionNotFound.includes(`/${notFound[1]}/404`)
          ? { ...file, path: `${notFound[1]}/404.html` }
          : file;
      });
    const missing = editionNotFound.find(
      (notFound) => !pages.some((file) => file.path === `${notFound.slice(1)}.html`),
    );
    if (missing)
      throw new Error(`routes: umi exported no page for ${missing} (exportStatic.extraRoutePaths)`);
    const aliases = pages.flatMap((file) => {
      const sme = SME_PATH.exec(file.path);
      return sme ? [{ ...file, path: sme[1] + sme[2].toLowerCase() }] : [];
    });
    return [...pages, ...aliases];
  });

  api.addRuntimePlugin(() => [
    path.join(__dirname, 'browser/first-render.ts'),
    path.join(__dirname, '../navigation/browser/progress.tsx'),
  ]);
};
