import path from 'path';
import type { IApi } from 'dumi';
import { markdownPlugin } from '../markdown/plugin-entry';
import { DUMI_DEMO, DUMI_GRID } from '../internals/html/dumi-demo-markup';

const REHYPE_PLUGIN = path.join(__dirname, 'rehype-demo-grid.mjs');
/** The builtins used in place of dumi's group of demos and single demo. */
const RENAMES = { [DUMI_GRID]: 'DemoGrid', [DUMI_DEMO]: 'Demo' };

/**
 * dumi lays out a page's demos in columns by reading the window's width during the first render,
 * so on a phone the browser's markup differs from the prerendered page and React throws the page
 * away ("hydration failed"). The site's DemoGrid builtin (.dumi/theme/builtins/DemoGrid) lays them
 * out with CSS instead, and its Demo builtin gives each prerendered demo its own hydration
 * boundary; this plugin makes the Markdown compiler use both (checked in every exported page by
 * checkDemoGrid, html-steps.ts).
 */
export default (api: IApi) => {
  api.describe({ key: 'demoGrid' });

  api.modifyConfig((memo) => {
    memo.extraRehypePlugins = [
      ...(memo.extraRehypePlugins ?? []),
      markdownPlugin(REHYPE_PLUGIN, { renames: RENAMES }),
    ];
    return memo;
  });
};
