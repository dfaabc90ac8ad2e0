import type { IApi } from 'dumi';
import { editionOfPath } from '../../.dumi/theme/common/editions';
import enUS from '../../.dumi/theme/locales/en-US.json';
import { SITE_EDITIONS, SITE_NAME } from '../../site.config';
import { escapeHtml } from '../seo/head-tags';
import { demoIdOfFile, demoTitle, withDemoPageHead, type HtmlFile } from './page-html';

/**
 * Completes the head of every standalone demo page (`/~demos/{id}`, not prerendered): the demo's
 * title and the site name as its document title, the language, a viewport that lets visitors
 * zoom, and the spec's message for a browser without JavaScript. Fails the build for a demo page
 * whose demo no page shows.
 */
export default (api: IApi) => {
  api.describe({ key: 'demoPages' });

  api.modifyExportHTMLFiles((files: HtmlFile[]) => {
    // a demo's own page is in English: its title comes from the English page that shows it
    const pages = files.filter(
      (file) =>
        demoIdOfFile(file.path) === undefined &&
        editionOfPath(`/${file.path}`) === SITE_EDITIONS[0],
    );
    return files.map((file) => {
      const id = demoIdOfFile(file.path);
      if (id === undefined) return file;
      const title = demoTitle(id, pages);
      if (title === undefined) throw new Error(`demo pages: no page shows the demo ${id}`);
      return {
        ...file,
        content: withDemoPageHead(file.content, {
          title: `${title} - ${escapeHtml(SITE_NAME)}`,
          lang: 'en',
          noScript: escapeHtml(enUS['app.noscript']),
        }),
      };
    });
  });
};
