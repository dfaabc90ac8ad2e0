import path from 'path';
import type { IApi } from 'dumi';
import { expectShape, loaderRule } from '../module-rules';
import { PageRenderInputs } from './page-render-inputs';

const SERVER_ENTRY = /[\\/]\.dumi[\\/]tmp-production[\\/]umi\.server\.ts$/;

/**
 * The server bundle only prerenders HTML, so it is built without what cannot change that HTML:
 * style sheets (umi's `css` case of its `css` and `less` rules), libraries that only run after a
 * visitor's click (the Sketch converter, the live demo compiler) and webpack's size optimisations.
 */
export default (api: IApi) => {
  api.describe({ key: 'leanServerBundle' });

  api.chainWebpack((memo, { ssr }: { ssr?: boolean }) => {
    if (!ssr) return memo;
    for (const name of ['css', 'less']) {
      expectShape(
        memo.module.rules.has(name) && memo.module.rule(name).oneOfs.has('css'),
        'server-bundle/index.ts',
        `a "${name}" style rule with a "css" oneOf case`,
        "umi's webpack config of the server bundle",
      );
      const plain = memo.module.rule(name).oneOf('css');
      plain.uses.clear();
      plain.use('no-styles').loader(path.join(__dirname, 'no-styles.cjs'));
    }
    for (const name of ['html2sketch', 'sucrase']) memo.resolve.alias.set(`${name}$`, false);
    memo.optimization.concatenateModules(false).usedExports(false).mangleExports(false);
    const entryLoader = 'server-bundle/server-entry-loader.cjs';
    loaderRule(memo, 'server-entry', SERVER_ENTRY, entryLoader).enforce('pre');
    memo.plugin('page-render-inputs').use(PageRenderInputs);
    return memo;
  });
};
