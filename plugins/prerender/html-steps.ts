import type { HtmlPage } from '../pages/page-records';
import { firstPageOf, firstRenderChunks } from '../sections';
import { SITE_FOOTER_ID } from '../shared/layout-ids';
import {
  completeStreamedHtml,
  dropNulBytes,
  dropSvgTitleAttributes,
  startEntryAfterFirstPaint,
} from '../internals/html/prerendered-page';

/**
 * A prerendered page as one complete HTML document: the content umi streams after `</html>` moved
 * into place (plugins/internals/html/prerendered-page.ts), so the page reads without JavaScript, validates, and still
 * hydrates without a mismatch.
 */
export function completeDocument(page: HtmlPage, html: string): string {
  return dropSvgTitleAttributes(completeStreamedHtml(dropNulBytes(html), page.file));
}

/**
 * The entry script started after the first paint, with what the first render waits for asked for
 * beside it: the edition's texts (`messageSets`, a chunk per edition id), the page's section and
 * its own chunk. A standalone demo page is not prerendered: nothing to paint before its script
 * runs, and umi writes its entry tag without `async`.
 */
export const entryAfterFirstPaint =
  (messageSets: Record<string, string>) =>
  (page: HtmlPage, html: string): string => {
    if (page.kind === 'demo') return html;
    return startEntryAfterFirstPaint(
      html,
      page.file,
      [messageSets[page.edition.id]!, ...firstRenderChunks(page.routePath)],
      firstPageOf(page.routePath),
    );
  };

/**
 * The first paint waits until the parser reaches the site's footer, so the header and `<main>`
 * before it are whole (HTML's `<link rel="expect">`). A browser short of time may otherwise paint
 * a half-parsed page, and the parts not parsed yet then push the others aside. A browser that does
 * not know the link paints as before; a standalone demo page has no footer.
 */
export function paintWhenPageParsed(page: HtmlPage, html: string): string {
  if (page.kind === 'demo') return html;
  const expect = `<link rel="expect" href="#${SITE_FOOTER_ID}" blocking="render"/>`;
  return html.replace('</head>', `${expect}</head>`);
}
