import type { HtmlPage } from '../pages/page-records';

/**
 * A heading's own anchor, `## 标题 {#anchor}`, is taken by remark-heading-ids.mjs. A brace the
 * plugin did not take (a typo such as `{# id}`) would show in the page and its TOC:
 * it fails the build, naming the page.
 */
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
