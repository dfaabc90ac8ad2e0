import path from 'path';
import type { IApi } from 'dumi';
import { inPlaceOfBabelLoader } from '../internals/build/babel-loader';
import { PAGE_TEXTS_REQUEST } from '../internals/pages/page-chunks';

const SWC_LOADER = path.join(__dirname, 'swc-loader.cjs');

/**
 * Compiles the site's own code (theme, pages, demos, the Markdown dumi turns into JSX) with swc
 * instead of babel: a faster build and dev server for the same output. umi's babel
 * rules stay configured (dumi copies them for Markdown); only their loader is exchanged, in the
 * browser bundle and in the server bundle that prerenders the pages.
 *
 * The browser bundle is compiled compact (swc-loader.cjs): the files it writes are the same, and
 * its persistent cache, which a rebuild holds in memory, is smaller. The server bundle stays
 * indented: its smaller modules made webpack copy shared modules into every page's chunk instead
 * of one shared chunk.
 */
export default (api: IApi) => {
  api.describe({ key: 'swcTranspile' });

  api.chainWebpack((memo, { env, ssr }: { env: string; ssr?: boolean }) => {
    const development = env === 'development';
    inPlaceOfBabelLoader(memo, SWC_LOADER, {
      targets: api.config.targets,
      node: Boolean(ssr),
      development,
      refresh: development && !ssr,
      compact: !development && !ssr,
      // a page's JSX names the runtime's functions and its texts once per element (swc-loader.cjs)
      once: development
        ? undefined
        : { files: '\\.md$', sources: ['^react/jsx-runtime$', PAGE_TEXTS_REQUEST] },
    });
    return memo;
  });
};
