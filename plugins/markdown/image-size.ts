import path from 'path';
import type { IApi } from 'dumi';
import { markdownPlugin } from './plugin-entry';

const REHYPE_PLUGIN = path.join(__dirname, 'rehype-image-size.mjs');

/** Pictures in pages carry their width and height (see rehype-image-size.mjs). */
export default (api: IApi) => {
  api.describe({ key: 'imageSize' });

  api.modifyConfig((memo) => {
    memo.extraRehypePlugins = [...(memo.extraRehypePlugins ?? []), markdownPlugin(REHYPE_PLUGIN)];
    return memo;
  });
};
