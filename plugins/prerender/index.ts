import fs from 'fs';
import path from 'path';
import type { IApi } from 'dumi';
import { editionOfPath } from '../../.dumi/theme/common/editions';
import { SITE_EDITIONS } from '../../site.config';
import { COLOUR_THEME_SCRIPT } from './browser/colour-theme-script';
import {
  completeStreamedHtml,
  dropNulBytes,
  dropSvgTitleAttributes,
  messageSetChunks,
  startEntryAfterFirstPaint,
} from './complete-html';
import { firstPageOf, firstRenderChunks } from '../sections';
import { routePathOfHtmlFile } from '../seo/head-tags';

/**
 * Makes every prerendered page one complete HTML document: the content umi streams after `</html>`
 * is moved into place at build time (see complete-html.ts), so the page reads without JavaScript,
 * validates, and still hydrates without a mismatch. Its colour theme is set before the first paint,
 * and its scripts start after it.
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

  api.modifyExportHTMLFiles((files: { path: string; content: string }[]) => {
    const messageSets = messageSetChunks(
      fs.readdirSync(api.paths.absOutputPath),
      SITE_EDITIONS.map(({ id }) => id),
    );
    return files.map((file) => {
      const html = dropSvgTitleAttributes(
        completeStreamedHtml(dropNulBytes(file.content), file.path),
      );
      // a standalone demo page (/~demos/...) is not prerendered: no <main> yet, nothing to paint
      // before its script runs, and umi writes its entry tag without `async`
      if (file.path.startsWith('~demos/')) return { ...file, content: html };
      // the first render waits for the edition's texts, the page's section and its own chunk:
      // they are asked for with the entry
      const routePath = routePathOfHtmlFile(file.path);
      return {
        ...file,
        content: startEntryAfterFirstPaint(
          html,
          file.path,
          [messageSets[editionOfPath(routePath).id]!, ...firstRenderChunks(routePath)],
          firstPageOf(routePath),
        ),
      };
    });
  });
};
