import path from 'path';
import type { IApi } from 'dumi';
import type { HtmlPage } from '../pages/page-records';
import { markdownPlugin } from './plugin-entry';

const REMARK_PLUGIN = path.join(__dirname, 'remark-heading-ids.mjs');

/**
 * `## 学习流程 {#how-study-works}`: a heading may name its own anchor (as in Docusaurus), so a
 * translated page keeps the anchors of the English one.
 */
export default (api: IApi) => {
  api.describe({ key: 'headingIds' });

  api.modifyConfig((memo) => {
    memo.extraRemarkPlugins = [...(memo.extraRemarkPlugins ?? []), markdownPlugin(REMARK_PLUGIN)];
    return memo;
  });
};

/**
 * A brace the plugin did not take (a typo such as `{# id}`) would show in the page and its TOC:
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
