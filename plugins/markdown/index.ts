import path from 'path';
import type { IApi } from 'dumi';
import { markdownPlugin } from './plugin-entry';

/** The site's remark plugins for dumi's Markdown compiler, in the order they run. */
const REMARK_PLUGINS = [
  // a heading may keep an anchor of its own: `## 标题 {#anchor}`
  'remark-heading-ids.mjs',
];

/** Its rehype plugins, in the order they run (after demos/grid.ts's). */
const REHYPE_PLUGINS = [
  // pictures carry their width and height, so nothing moves as they load
  'rehype-image-size.mjs',
  // a picture opens larger in a dialog (builtins/ZoomablePicture)
  'rehype-zoomable-pictures.mjs',
  // a "Copy page" button beside each page's title (builtins/PageTitle)
  'rehype-page-title.mjs',
];

const entries = (files: string[]) =>
  files.map((file) => markdownPlugin(path.join(__dirname, file)));

export default (api: IApi) => {
  api.describe({ key: 'siteMarkdown' });

  api.modifyConfig((memo) => {
    memo.extraRemarkPlugins = [...(memo.extraRemarkPlugins ?? []), ...entries(REMARK_PLUGINS)];
    memo.extraRehypePlugins = [...(memo.extraRehypePlugins ?? []), ...entries(REHYPE_PLUGINS)];
    return memo;
  });
};
