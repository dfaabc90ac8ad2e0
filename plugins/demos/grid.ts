import path from 'path';
import type { IApi } from 'dumi';
import { markdownPlugin } from '../markdown/plugin-entry';
import { DUMI_DEMO, DUMI_GRID } from '../internals/html/dumi-demo-markup';

/**
 * dumi lays out a page's demos in columns by the window's width during the first render, so on a
 * phone the markup differs from the prerendered page and React throws the page away. The site's
 * DemoGrid builtin lays them out with CSS instead, and its Demo builtin gives each demo its own
 * hydration boundary: the Markdown compiler uses both (`expectDemosReplaced` checks every
 * exported page).
 */
export default (api: IApi) => {
  api.describe({ key: 'demoGrid' });
  api.modifyConfig((memo) => {
    const renames = { [DUMI_GRID]: 'DemoGrid', [DUMI_DEMO]: 'Demo' };
    memo.extraRehypePlugins = [
      ...(memo.extraRehypePlugins ?? []),
      markdownPlugin(path.join(__dirname, 'rehype-demo-grid.mjs'), { renames }),
    ];
    return memo;
  });
};
