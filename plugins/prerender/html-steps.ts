import type { HtmlPage } from '../pages/page-records';
import { firstPageOf, firstRenderChunks } from '../sections';
import { SITE_FOOTER_ID } from '../shared/layout-ids';
import {
  dropNulBytes,
  startEntryAfterFirstPaint,
  wholeDocument,
} from '../internals/html/prerendered-page';

/** The page as one document that reads without scripts. */
export function completeDocument(page: HtmlPage, html: string): string {
  return wholeDocument(dropNulBytes(html), page.file);
}

/**
 * The entry script started after the first paint, with what the first render waits for asked for
 * beside it. A standalone demo page is not prerendered, and umi writes its entry without `async`.
 */
export const entryAfterFirstPaint =
  (messageSets: Record<string, string>) =>
  (page: HtmlPage, html: string): string => {
    if (page.kind === 'demo') return html;
    const chunks = [messageSets[page.edition.id]!, ...firstRenderChunks(page.routePath)];
    return startEntryAfterFirstPaint(html, page.file, chunks, firstPageOf(page.routePath));
  };

/**
 * The first paint waits until the parser reaches the site's footer (a demo page has none): a
 * browser short of time may otherwise paint a half-parsed page, whose rest then pushes it aside.
 */
export function paintWhenPageParsed(page: HtmlPage, html: string): string {
  if (page.kind === 'demo') return html;
  const expect = `<link rel="expect" href="#${SITE_FOOTER_ID}" blocking="render"/>`;
  return html.replace('</head>', `${expect}</head>`);
}
