import type { HtmlPage } from '../pages/page-records';
import { firstRenderOf } from '../sections';
import { SITE_FOOTER_ID } from '../shared/layout-ids';
import { startEntryAfterFirstPaint, wholeDocument } from '../internals/html/prerendered-page';

/**
 * The page as one document that reads without scripts. Its entry script starts after the first
 * paint, with what the first render waits for asked for beside it, and the first paint waits until
 * the parser reaches the site's footer: a browser short of time may otherwise paint a half-parsed
 * page, whose rest then pushes it aside. A standalone demo page is not prerendered (umi writes its
 * entry without `async`) and has no footer.
 */
export const completePrerender =
  (messageSets: Record<string, string>) =>
  (page: HtmlPage, html: string): string => {
    const whole = wholeDocument(html, page.file);
    if (page.kind === 'demo') return whole;
    const { edition, routePath } = page;
    const { chunks, first } = firstRenderOf(routePath);
    const scripts = [messageSets[edition.id]!, ...chunks];
    const expect = `<link rel="expect" href="#${SITE_FOOTER_ID}" blocking="render"/>`;
    const started = startEntryAfterFirstPaint(whole, page.file, scripts, first);
    return started.replace('</head>', `${expect}</head>`);
  };
