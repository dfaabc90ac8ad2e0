import fs from 'fs';
import path from 'path';
import type { IApi } from 'dumi';
import { COLOUR_THEME_SCRIPT } from './browser/colour-theme-script';

/**
 * Prerendering: every page's colour theme set before the first paint, and umi's server bundle found
 * once. Each page is made one complete HTML document, its scripts starting after the first paint,
 * by the pass over the exported HTML (html-steps.ts, in plugins/html-pass).
 */
export default (api: IApi) => {
  api.describe({ key: 'completePrerender' });

  api.addHTMLHeadScripts(() => [{ content: COLOUR_THEME_SCRIPT }]);

  // umi finds its server bundle again for each page it prerenders, by requiring the server build's
  // manifest afresh (it names every chunk: 0.55 s of a prerender at 1,000 pages, growing with the
  // square of the pages). Found once here, the bundle's path is what umi then takes as given.
  api.onBuildComplete(({ err }: { err?: unknown }) => {
    const ssr = api.userConfig.ssr as { serverBuildPath?: string } | undefined;
    const manifestFile = path.join(api.cwd, 'server', 'build-manifest.json');
    if (err || !ssr || ssr.serverBuildPath || !fs.existsSync(manifestFile)) return;
    const entry = JSON.parse(fs.readFileSync(manifestFile, 'utf8')).assets?.['umi.js'];
    if (typeof entry !== 'string') {
      throw new Error(
        `prerender: umi's server build manifest (${manifestFile}) names no "umi.js" any more; ` +
          'an umi release has changed it, so update plugins/prerender/index.ts.',
      );
    }
    ssr.serverBuildPath = path.join('server', path.basename(entry));
  });
};
