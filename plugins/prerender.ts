import type { IApi } from 'dumi';
import { completeStreamedHtml } from './prerender-html';

/**
 * Makes every prerendered page one complete HTML document: the content umi streams after `</html>`
 * is moved into place at build time (see prerender-html.ts), so the page reads without JavaScript,
 * validates, and still hydrates without a mismatch.
 */
export default (api: IApi) => {
  api.describe({ key: 'completePrerender' });

  api.modifyExportHTMLFiles((files: { path: string; content: string }[]) =>
    files.map((file) => ({ ...file, content: completeStreamedHtml(file.content, file.path) })),
  );
};
