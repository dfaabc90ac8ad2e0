import type { HtmlPage } from '../pages/page-records';

/** Fails the build for a heading id in braces that remark-heading-ids.mjs did not take (`{# id}`). */
export function checkHeadingIds(page: HtmlPage, html: string): string {
  const stray = /<h[1-6][^>]*>(?:(?!<\/h[1-6]>).)*\{#[^}]*\}/s.exec(html);
  if (stray) {
    throw new Error(
      `heading-ids: ${page.file} shows a heading id in braces: ${stray[0].slice(-60)} ` +
        '(write it as `{#letters-digits-and-hyphens}` at the very end of the heading).',
    );
  }
  return html;
}
