import { createHash } from 'crypto';
import fs from 'fs';
import path from 'path';
import type { IApi } from 'dumi';

const REHYPE_PLUGIN = path.join(__dirname, 'rehype-demo-grid.mjs');
/** What dumi's Markdown compiler calls a group of demos, and the builtin that renders it here. */
const DUMI_GRID = 'DumiDemoGrid';
const SITE_GRID = 'DemoGrid';

/**
 * dumi lays out a page's demos in columns by reading the window's width during the first render,
 * so on a phone the browser's markup differs from the prerendered page and React throws the page
 * away ("hydration failed"). The site's DemoGrid builtin (.dumi/theme/builtins/DemoGrid) lays them
 * out with CSS instead; this plugin makes the Markdown compiler use it.
 */
export default (api: IApi) => {
  api.describe({ key: 'demoGrid' });

  api.modifyConfig((memo) => {
    // dumi caches compiled Markdown by its options: the plugin's hash makes a change of it count
    const version = createHash('sha1').update(fs.readFileSync(REHYPE_PLUGIN)).digest('hex');
    memo.extraRehypePlugins = [
      ...(memo.extraRehypePlugins ?? []),
      [REHYPE_PLUGIN, { from: DUMI_GRID, to: SITE_GRID, version }],
    ];
    return memo;
  });

  // dumi's grid marks itself with this attribute; the site's never does
  api.modifyExportHTMLFiles((files: { path: string; content: string }[]) => {
    const missed = files.find((file) => file.content.includes('data-dumi-demo-grid'));
    if (missed) {
      throw new Error(
        `demo-grid: ${missed.path} still renders dumi's own demo grid: dumi no longer calls it ` +
          `<${DUMI_GRID}> in compiled Markdown (see plugins/demo-grid.ts).`,
      );
    }
    return files;
  });
};
