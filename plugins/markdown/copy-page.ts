import path from 'path';
import type { IApi } from 'dumi';
import { markdownPlugin } from './plugin-entry';

const REHYPE_PLUGIN = path.join(__dirname, 'rehype-page-title.mjs');

/**
 * "Copy page": each page's title gets a button that copies the page's Markdown (plugins/
 * page-markdown), drawn by the theme's PageTitle builtin around the page's first heading.
 */
export default (api: IApi) => {
  api.describe({ key: 'copyPage' });

  api.modifyConfig((memo) => {
    memo.extraRehypePlugins = [...(memo.extraRehypePlugins ?? []), markdownPlugin(REHYPE_PLUGIN)];
    return memo;
  });
};
