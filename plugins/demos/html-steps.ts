import { SITE_EDITIONS, SITE_NAME } from '../../site.config';
import type { PassFile } from '../html-pass/pass';
import type { HtmlPage } from '../pages/page-records';
import { escapeHtml } from '../seo/head-tags';
import { interfaceMessages } from '../editions/messages';
import { withDemoPageHead } from '../internals/html/demo-page-template';
import { expectDemosReplaced } from '../internals/html/dumi-demo-markup';
import { demoTitle } from './page-html';

/**
 * The head of every standalone demo page (`/~demos/{id}`, not prerendered): the demo's title and
 * the site name as its document title, the language, a viewport that lets visitors zoom, and the
 * spec's message for a browser without JavaScript. A demo page is in the first edition's language: its
 * title comes from that edition's page that shows it. Fails the build for a demo page whose demo no page shows.
 */
export function withDemoPageHeads(files: PassFile[]): PassFile[] {
  const pages = files
    .filter(({ page }) => page.kind !== 'demo' && page.edition === SITE_EDITIONS[0])
    .map(({ html }) => html);
  return files.map((file) => {
    const id = file.page.demoId;
    if (file.page.kind !== 'demo' || id === undefined) return file;
    const title = demoTitle(id, pages);
    if (title === undefined) throw new Error(`demo pages: no page shows the demo ${id}`);
    return {
      ...file,
      html: withDemoPageHead(file.html, {
        title: `${title} - ${escapeHtml(SITE_NAME)}`,
        lang: SITE_EDITIONS[0].lang,
        noScript: escapeHtml(interfaceMessages(SITE_EDITIONS[0].id)['app.noscript']),
      }),
    };
  });
}

/** Fails the build for a page whose demos dumi no longer lets the site render (internals/html). */
export function checkDemoGrid(page: HtmlPage, html: string): string {
  expectDemosReplaced(page.file, html);
  return html;
}
