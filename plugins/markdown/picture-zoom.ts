import path from 'path';
import type { IApi } from 'dumi';
import { markdownPlugin } from './plugin-entry';

const REHYPE_PLUGIN = path.join(__dirname, 'rehype-zoomable-pictures.mjs');

/**
 * A picture in a page opens larger in a dialog: the pictures become the theme's ZoomablePicture
 * builtin, whose dialog code loads with the first click. Pages without pictures carry none of it.
 */
export default (api: IApi) => {
  api.describe({ key: 'pictureZoom' });

  api.modifyConfig((memo) => {
    memo.extraRehypePlugins = [...(memo.extraRehypePlugins ?? []), markdownPlugin(REHYPE_PLUGIN)];
    return memo;
  });
};
