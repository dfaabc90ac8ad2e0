import path from 'path';
import type { IApi } from 'dumi';
import { markdownPlugin } from './plugin-entry';

const entry = (file: string) => markdownPlugin(path.join(__dirname, file));

/**
 * The site's plugins for dumi's Markdown compiler: a heading's own anchor, a content tab's date
 * from git, then (after demos/grid.ts's) picture sizes and the theme's builtins for zoom and
 * "Copy page".
 */
export default (api: IApi) => {
  api.describe({ key: 'siteMarkdown' });
  api.modifyConfig((memo) => {
    memo.extraRemarkPlugins = [
      ...(memo.extraRemarkPlugins ?? []),
      entry('remark-heading-ids.mjs'),
      entry('remark-last-updated.mjs'),
    ];
    memo.extraRehypePlugins = [
      ...(memo.extraRehypePlugins ?? []),
      entry('rehype-image-size.mjs'),
      entry('rehype-page-features.mjs'),
    ];
    return memo;
  });
};
