import path from 'path';
import type { IApi } from 'dumi';
import { markdownCase } from '../build/markdown-rule';
import { expectMatches, loaderRule, someModule, type Chain } from '../module-rules';

/**
 * dumi's client API re-exports everything, demo machinery included, from one index and does not
 * declare itself free of side effects, so webpack kept it all in every page's entry. Its modules
 * only define components and hooks, and so do the modules below.
 */
export const PURE_CLIENT_API =
  /[\\/]node_modules[\\/]dumi[\\/]dist[\\/]client[\\/]theme-api[\\/].*\.js$/;

/** The barrels behind `import { ... } from 'dumi'`: only re-exports. */
const PURE_BARRELS = /[\\/]\.dumi[\\/]tmp(-production)?[\\/](dumi[\\/])?exports\.ts$/;

/** The builtins, which every page module imports whether it renders them or not. */
export const PURE_BUILTINS = [
  /[\\/]node_modules[\\/]dumi[\\/]theme-default[\\/]builtins[\\/][^\\/]+[\\/]index\.js$/,
  /[\\/]\.dumi[\\/]tmp(-production)?[\\/]dumi[\\/]theme[\\/]builtins[\\/][^\\/]+\.ts$/,
  /[\\/]\.dumi[\\/]theme[\\/]builtins[\\/][^\\/]+[\\/]index\.tsx$/,
];

/** The request by which a page imports its texts (`<page>.md?type=text`). */
export const PAGE_TEXTS_REQUEST = '\\.md\\?type=text$';

const SITE_CONTEXT =
  /[\\/]\.dumi[\\/]tmp(-production)?[\\/]dumi[\\/]theme[\\/]ContextWrapper\.tsx$/;
const HISTORY = /[\\/]\.dumi[\\/]tmp(-production)?[\\/]core[\\/]history\.ts$/;
const TABS_META = /[\\/]\.dumi[\\/]tmp(-production)?[\\/]dumi[\\/]meta[\\/]tabs\.ts$/;

/** Runs `file` on what dumi's Markdown loader makes of a page in the `cases` of its rule. */
function afterMarkdownLoader(memo: Chain, file: string, kinds: string[], options = {}) {
  const name = path.basename(file, '.cjs');
  for (const kind of kinds) {
    markdownCase(memo, kind, 'pages/page-chunks.ts')
      .use(name)
      .loader(path.join(__dirname, file))
      .options(options)
      .before(`${kind}-loader`);
  }
}

export default (api: IApi) => {
  api.describe({ key: 'leanBundle' });

  api.chainWebpack((memo, { ssr }: { ssr?: boolean }) => {
    memo.module.rule('dumi-client-api-is-pure').test(PURE_CLIENT_API).sideEffects(false);
    memo.module.rule('dumi-barrels-are-pure').test(PURE_BARRELS).sideEffects(false);
    PURE_BUILTINS.forEach((test, index) =>
      memo.module.rule(`dumi-builtins-are-pure-${index}`).test(test).sideEffects(false),
    );
    loaderRule(memo, 'tab-pages-load-when-opened', TABS_META, 'pages/lazy-tabs-loader.cjs');
    // a page's demo metadata and demos in chunks of their own
    afterMarkdownLoader(memo, 'demo-chunks-loader.cjs', ['md-frontmatter', 'md-demo']);
    loaderRule(memo, 'lean-site-context', SITE_CONTEXT, 'entry/site-context-loader.cjs');
    // a page's details load with the page in the browser; the prerender keeps every page's whole
    if (api.env === 'production') {
      const kinds = ssr ? ['md-frontmatter', 'md-demo'] : ['md-frontmatter', 'md-text', 'md'];
      afterMarkdownLoader(memo, 'page-details-loader.cjs', kinds, ssr ? { server: true } : {});
    }
    if (!ssr && (api.config.history || { type: 'browser' }).type === 'browser') {
      loaderRule(memo, 'browser-history-only', HISTORY, 'entry/browser-history-loader.cjs', {
        routeChanges: path.join(__dirname, '../../navigation/browser/route-changes.ts'),
      });
    }
    expectMatches(memo, 'pages/page-chunks.ts', [
      someModule("dumi's client API modules", PURE_CLIENT_API),
      someModule("the generated 'dumi' export barrels", PURE_BARRELS),
      ...PURE_BUILTINS.map((pattern) =>
        someModule(`a builtin module matching ${pattern}`, pattern),
      ),
    ]);
    return memo;
  });
};
