import enUS from '../../.dumi/theme/locales/en-US.json';
import { SITE_EDITIONS, SITE_NAME } from '../../site.config';
import type { PassFile } from '../html-pass/pass';
import type { HtmlPage } from '../pages/page-records';
import { escapeHtml } from '../seo/head-tags';
import { withDemoPageHead } from '../internals/html/demo-page-template';
import {
  DUMI_DEMO,
  DUMI_GRID,
  hasUnwrappedDemo,
  showsDumiGrid,
} from '../internals/html/dumi-demo-markup';
import { demoTitle } from './page-html';

/**
 * The head of every standalone demo page (`/~demos/{id}`, not prerendered): the demo's title and
 * the site name as its document title, the language, a viewport that lets visitors zoom, and the
 * spec's message for a browser without JavaScript. A demo page is in English: its title comes from
 * the English page that shows it. Fails the build for a demo page whose demo no page shows.
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
        lang: 'en',
        noScript: escapeHtml(enUS['app.noscript']),
      }),
    };
  });
}

/**
 * Fails the build for a page still rendered with dumi's own demo grid, or with a demo outside the
 * site's hydration boundary: dumi would have renamed what grid.ts makes the compiler replace.
 */
export function checkDemoGrid(page: HtmlPage, html: string): string {
  if (showsDumiGrid(html)) {
    throw new Error(
      `demo-grid: ${page.file} still renders dumi's own demo grid: dumi no longer calls it ` +
        `<${DUMI_GRID}> in compiled Markdown (see plugins/demos/grid.ts).`,
    );
  }
  if (hasUnwrappedDemo(html)) {
    throw new Error(
      `demo-grid: a demo of ${page.file} has no hydration boundary of its own: dumi no ` +
        `longer calls it <${DUMI_DEMO}> in compiled Markdown (see plugins/demos/grid.ts).`,
    );
  }
  return html;
}
