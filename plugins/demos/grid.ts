import path from 'path';
import type { IApi } from 'dumi';
import { markdownPlugin } from '../markdown/plugin-entry';

const REHYPE_PLUGIN = path.join(__dirname, 'rehype-demo-grid.mjs');
/** What dumi's Markdown compiler calls a group of demos and one demo, and the builtins used here. */
const DUMI_GRID = 'DumiDemoGrid';
const DUMI_DEMO = 'DumiDemo';
const RENAMES = { [DUMI_GRID]: 'DemoGrid', [DUMI_DEMO]: 'Demo' };
/** A demo block the site's Demo builtin did not wrap in its hydration boundary (`<!--$-->`). */
const UNWRAPPED_DEMO = /(?<!<!--\$-->)<div id="[^"]*" class="dumi-default-previewer/;

/**
 * dumi lays out a page's demos in columns by reading the window's width during the first render,
 * so on a phone the browser's markup differs from the prerendered page and React throws the page
 * away ("hydration failed"). The site's DemoGrid builtin (.dumi/theme/builtins/DemoGrid) lays them
 * out with CSS instead, and its Demo builtin gives each prerendered demo its own hydration
 * boundary; this plugin makes the Markdown compiler use both.
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

  api.modifyExportHTMLFiles((files: { path: string; content: string }[]) => {
    // dumi's grid marks itself with this attribute; the site's never does
    const missed = files.find((file) => file.content.includes('data-dumi-demo-grid'));
    if (missed) {
      throw new Error(
        `demo-grid: ${missed.path} still renders dumi's own demo grid: dumi no longer calls it ` +
          `<${DUMI_GRID}> in compiled Markdown (see plugins/demos/grid.ts).`,
      );
    }
    const unwrapped = files.find((file) => UNWRAPPED_DEMO.test(file.content));
    if (unwrapped) {
      throw new Error(
        `demo-grid: a demo of ${unwrapped.path} has no hydration boundary of its own: dumi no ` +
          `longer calls it <${DUMI_DEMO}> in compiled Markdown (see plugins/demos/grid.ts).`,
      );
    }
    return files;
  });
};
