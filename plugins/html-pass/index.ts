import fs from 'fs';
import path from 'path';
import type { IApi } from 'dumi';
import { SITE_EDITIONS } from '../../site.config';
import { buildCacheDir } from '../build-speed/build-cache';
import {
  holdsAlready,
  noteUnchangedOutput,
  removeStaleOutput,
  writeOutputFile,
} from '../build-speed/kept-output';
import { writeHostFiles } from '../hosting';
import { messageSetChunks } from '../internals/html/prerendered-page';
import { pageMarkdownFiles } from '../page-markdown';
import { exportedPages } from '../pages/html-files';
import { htmlPageOf } from '../pages/page-records';
import { COLOUR_THEME_SCRIPT } from '../prerender/browser/colour-theme-script';
import { keepRenderedPages } from '../prerender/render-cache';
import { seoFiles } from '../seo/html-steps';
import { documentationRoutes } from '../shared/routes';
import { htmlSteps, runSteps, type ExportedFile, type PassFile, type PassSite } from './pass';

/**
 * The pages umi prerenders, each with its colour theme set before the first paint and its render
 * kept for the next build (plugins/prerender); then the one pass over the HTML umi exports: each
 * file's page record is built once, then the steps of pass.ts run. Once umi has written the pages,
 * the files beside them follow, and last what a host needs, made of every file written before,
 * from the contents in memory.
 */
export default (api: IApi) => {
  api.describe({ key: 'htmlPass' });

  api.addHTMLHeadScripts(() => [{ content: COLOUR_THEME_SCRIPT }]);
  keepRenderedPages(api);

  // the web app manifest (written below) and icons, linked from every page
  const base = () => api.config.base ?? '/';
  api.addHTMLLinks(() => [
    { rel: 'manifest', href: `${base()}site.webmanifest` },
    { rel: 'apple-touch-icon', href: `${base()}apple-touch-icon.png` },
    { rel: 'icon', type: 'image/png', sizes: '32x32', href: `${base()}favicon-32.png` },
  ]);

  let site: PassSite | undefined;
  let passed: PassFile[] = [];
  /** The files webpack emitted for the browser (the output folder may hold a last build's too). */
  let emitted: string[] | undefined;

  type Stats = { compilation?: { getAssets(): { name: string }[] } };
  api.onBuildComplete(({ stats }: { stats?: Stats }) => {
    emitted = stats?.compilation?.getAssets().map(({ name }) => name);
    // webpack writes an asset only when its content changed; the others are this build's as well
    noteUnchangedOutput((emitted ?? []).map((name) => path.join(api.paths.absOutputPath, name)));
  });

  api.modifyExportHTMLFiles((files: ExportedFile[]) => {
    const out = api.paths.absOutputPath;
    const sources = new Map(
      documentationRoutes(api).map(({ routePath, file }) => [routePath, file]),
    );
    const editions = SITE_EDITIONS.map(({ id }) => id);
    const messageSets = messageSetChunks(emitted ?? fs.readdirSync(out), editions);
    site = { base: base(), sources, messageSets };
    const pages = exportedPages(files).map((file) => ({
      page: htmlPageOf(file.path, sources),
      html: file.content,
    }));
    passed = runSteps(pages, htmlSteps(site));
    // umi writes the pages handed back: those whose HTML changed since the last build
    return passed
      .filter(({ page, html }) => !holdsAlready(path.join(out, page.file), html))
      .map(({ page, html }) => ({ path: page.file, content: html }));
  });

  api.onBuildHtmlComplete({
    // after any other plugin's files: the host's copies are made of every file
    stage: Infinity,
    async fn() {
      if (!site) {
        throw new Error(
          'html-pass: umi wrote its HTML without handing it to the pass first ' +
            '(is exportStatic off?): no sitemap, Markdown or host files were written',
        );
      }
      const out = api.paths.absOutputPath;
      const written = new Map(passed.map(({ page, html }) => [page.file, html]));
      for (const [file, content] of [...seoFiles(passed, site), ...(await pageMarkdownFiles())]) {
        writeOutputFile(path.join(out, file), content);
        written.set(file.replace(/^\//, ''), content);
      }
      removeStaleOutput(out, 'files');
      await writeHostFiles(out, path.join(buildCacheDir(api), 'compressed'), written);
      removeStaleOutput(out, 'copies');
    },
  });
};
