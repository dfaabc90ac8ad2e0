import path from 'path';
import type { IApi } from 'dumi';
import { markdownPlugin } from './plugin-entry';

const entry = (file: string) => markdownPlugin(path.join(__dirname, file));

/**
 * The site's plugins for dumi's Markdown compiler: a heading's own anchor (`## 标题 {#anchor}`), then
 * (after demos/grid.ts's) pictures with their width and height, so nothing moves as they load, and
 * the theme's builtins for a picture that opens larger and for the "Copy page" button.
 */
export default (api: IApi) => {
  api.describe({ key: 'siteMarkdown' });
  api.modifyConfig((memo) => {
    memo.extraRemarkPlugins = [...(memo.extraRemarkPlugins ?? []), entry('remark-heading-ids.mjs')];
    memo.extraRehypePlugins = [
      ...(memo.extraRehypePlugins ?? []),
      entry('rehype-image-size.mjs'),
      entry('rehype-page-features.mjs'),
    ];
    return memo;
  });
};
