import path from 'path';
import type { IApi } from 'dumi';
import { DUMI_DEMO, DUMI_GRID } from '../internals/html/dumi-demo-markup';
import { markdownPlugin } from './plugin-entry';

const entry = (file: string, options?: Record<string, unknown>) =>
  markdownPlugin(path.join(__dirname, file), options);

/**
 * The site's plugins for dumi's Markdown compiler: a heading's own anchor, a content tab's date
 * from git, then picture sizes and the theme's builtins for zoom, "Copy page" and demos. dumi lays
 * out a page's demos in columns by the window's width during the first render, so on a phone the
 * markup differs from the prerendered page and React throws the page away. The site's DemoGrid
 * builtin lays them out with CSS instead, and its Demo builtin gives each demo its own hydration
 * boundary (`expectDemosReplaced` checks every exported page).
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
      entry('rehype-page-features.mjs', {
        renames: { [DUMI_GRID]: 'DemoGrid', [DUMI_DEMO]: 'Demo' },
      }),
    ];
    return memo;
  });
};
