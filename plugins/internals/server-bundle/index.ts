import path from 'path';
import type { IApi } from 'dumi';
import { expectMatches, ShapeNotFoundError, someModule } from '../expect-matches';
import { PageRenderInputs } from './page-render-inputs';

/** umi's style rules, each with the `css` branch that handles plain (not CSS-module) imports. */
const STYLE_RULES = ['css', 'less'];

/**
 * Libraries that only run after a visitor's click in the browser: the Sketch converter of the demo
 * actions and the compiler of edited live demos. Prerendering never reaches them.
 */
const BROWSER_ONLY = ['html2sketch', 'sucrase'];

/** umi's generated server entry, whose manifest plugins/internals/server-bundle/server-manifest-loader.cjs reads once. */
const SERVER_ENTRY = /[\\/]\.dumi[\\/]tmp-production[\\/]umi\.server\.ts$/;

/**
 * The server bundle exists only to prerender HTML, so it is built without what cannot change that
 * HTML: style sheets (compiled by less and postcss for the browser bundle anyway), the
 * browser-only libraries above and webpack's size optimisations. This takes several seconds off
 * every build.
 */
export default (api: IApi) => {
  api.describe({ key: 'leanServerBundle' });

  api.chainWebpack((memo, { ssr }: { ssr?: boolean }) => {
    if (!ssr) return memo;
    for (const name of STYLE_RULES) {
      if (!memo.module.rules.has(name) || !memo.module.rule(name).oneOfs.has('css')) {
        throw new ShapeNotFoundError(
          'server-bundle/index.ts',
          `a "${name}" style rule with a "css" oneOf case`,
          "umi's webpack config of the server bundle",
        );
      }
      const plain = memo.module.rule(name).oneOf('css');
      plain.uses.clear();
      plain.use('no-styles').loader(path.join(__dirname, 'no-styles.cjs'));
    }
    for (const name of BROWSER_ONLY) {
      memo.resolve.alias.set(`${name}$`, path.join(__dirname, 'stub.cjs'));
    }
    // no size is saved for a bundle that never leaves the build: joining modules into one scope
    // took a quarter of the server bundle's compile time at 1,000 pages, and growing faster
    memo.optimization.concatenateModules(false).usedExports(false).mangleExports(false);
    memo.module
      .rule('server-manifest-read-once')
      .test(SERVER_ENTRY)
      .enforce('pre')
      .use('server-manifest-loader')
      .loader(path.join(__dirname, 'server-manifest-loader.cjs'))
      .end()
      .use('render-hook-loader')
      .loader(path.join(__dirname, 'render-hook-loader.cjs'));
    memo.plugin('page-render-inputs').use(PageRenderInputs);
    expectMatches(memo, 'server-bundle/index.ts', [
      someModule("umi's generated server entry", SERVER_ENTRY),
    ]);
    return memo;
  });
};
