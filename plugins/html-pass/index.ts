import fs from 'fs';
import path from 'path';
import type { IApi } from 'dumi';
import { SITE_EDITIONS } from '../../site.config';
import { markBuildPhase } from '../build-speed/phases';
import { compressedCopiesDir, writeHostFiles } from '../hosting';
import { frontmatterOfFile } from '../pages/frontmatter';
import { exportedPages } from '../pages/html-files';
import { htmlPageOf, sourcesByRoutePath } from '../pages/page-records';
import { messageSetChunks } from '../internals/html/prerendered-page';
import { runSteps, type ExportedFile, type PassFile } from './pass';
import { filesBesidePages, htmlSteps, type PassSite } from './steps';

/**
 * The one pass over the HTML umi exports: each file's page record is built once (route path,
 * edition, kind, Markdown source and frontmatter), then every step of steps.ts runs in its order.
 * Once umi has written the pages, the files beside them follow (filesBesidePages in steps.ts), and
 * last what a host needs (CSP, .gz/.br copies), from the contents in memory.
 */
export default (api: IApi) => {
  api.describe({ key: 'htmlPass' });

  let site: PassSite | undefined;
  let passed: PassFile[] = [];

  api.modifyExportHTMLFiles((files: ExportedFile[]) => {
    markBuildPhase('HTML post-processing');
    const out = api.paths.absOutputPath;
    const sources = sourcesByRoutePath(api.appData.routes);
    site = {
      base: api.config.base ?? '/',
      sources,
      messageSets: messageSetChunks(
        fs.readdirSync(out),
        SITE_EDITIONS.map(({ id }) => id),
      ),
    };
    const pages = exportedPages(files).map((file) => ({
      page: htmlPageOf(file.path, sources, frontmatterOfFile),
      html: file.content,
    }));
    passed = runSteps(pages, htmlSteps(site));
    return passed.map(({ page, html }) => ({ path: page.file, content: html }));
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
      for (const step of filesBesidePages(site)) {
        for (const [file, content] of await step.files(passed)) {
          const target = path.join(out, file);
          fs.mkdirSync(path.dirname(target), { recursive: true });
          fs.writeFileSync(target, content);
          written.set(file.replace(/^\//, ''), content);
        }
      }
      markBuildPhase('compression');
      await writeHostFiles(out, compressedCopiesDir(api), written);
    },
  });
};
