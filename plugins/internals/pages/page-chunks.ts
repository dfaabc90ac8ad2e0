import path from 'path';
import type { IApi } from 'dumi';
import { markdownCase } from '../build/markdown-rule';
import { expectMatches, someModule, type Chain } from '../expect-matches';

/**
 * dumi's client API (`dumi/dist/client/theme-api`) re-exports everything from one index, demo
 * machinery included (live demos, code sandbox export, the Previewer builtin with its highlighter),
 * and its package does not declare itself free of side effects, so webpack keeps every re-exported
 * module wherever anything imports `dumi`: the entry bundle of every page. Those modules only define
 * components and hooks, so telling webpack that lets it keep the demo code in the chunks of the pages
 * that show demos.
 */
export const PURE_CLIENT_API =
  /[\\/]node_modules[\\/]dumi[\\/]dist[\\/]client[\\/]theme-api[\\/].*\.js$/;

/**
 * The barrels behind `import { ... } from 'dumi'` (umi's exports and dumi's, generated into
 * .dumi/tmp*): only re-exports. Unless they too are free of side effects, webpack keeps every
 * re-exported module in the chunk of the barrel, the entry, instead of following each import to
 * the module that defines it.
 */
const PURE_BARRELS = /[\\/]\.dumi[\\/]tmp(-production)?[\\/](dumi[\\/])?exports\.ts$/;

/**
 * dumi's Markdown loader makes every page module, and the metadata module of every page that the
 * entry bundle holds, import every builtin (API, Previewer, SourceCode with its highlighter, Tree,
 * ...) whether the page uses it or not. A builtin's module only defines a component (and imports
 * its style sheet), so webpack may leave out the unused ones: each page then loads only the
 * builtins it renders, with their styles.
 */
export const PURE_BUILTINS = [
  /[\\/]node_modules[\\/]dumi[\\/]theme-default[\\/]builtins[\\/][^\\/]+[\\/]index\.js$/,
  /[\\/]\.dumi[\\/]tmp(-production)?[\\/]dumi[\\/]theme[\\/]builtins[\\/][^\\/]+\.ts$/,
  /[\\/]\.dumi[\\/]theme[\\/]builtins[\\/][^\\/]+[\\/]index\.tsx$/,
];

/**
 * The request by which dumi's Markdown loader has a page import its texts (`import { texts as
 * $$contentTexts } from '<page>.md?type=text'`): constant data the page's JSX reads once per text.
 */
export const PAGE_TEXTS_REQUEST = '\\.md\\?type=text$';

/** dumi's generated site context, which plugins/internals/entry/site-context-loader.cjs slims. */
const SITE_CONTEXT =
  /[\\/]\.dumi[\\/]tmp(-production)?[\\/]dumi[\\/]theme[\\/]ContextWrapper\.tsx$/;

/** umi's generated history module, which plugins/internals/entry/browser-history-loader.cjs trims. */
const HISTORY = /[\\/]\.dumi[\\/]tmp(-production)?[\\/]core[\\/]history\.ts$/;

/** dumi's generated list of content tabs, whose page modules plugins/internals/pages/lazy-tabs-loader.cjs defers. */
const TABS_META = /[\\/]\.dumi[\\/]tmp(-production)?[\\/]dumi[\\/]meta[\\/]tabs\.ts$/;

/**
 * Adds one of the site's loaders to cases of dumi's Markdown rule, to run on what dumi's Markdown
 * loader makes of a page (before that is transpiled).
 */
function afterMarkdownLoader(memo: Chain, file: string, cases: [kind: string, loader: string][]) {
  const name = path.basename(file, '.cjs');
  for (const [kind, loader] of cases) {
    markdownCase(memo, kind, loader, 'pages/page-chunks.ts')
      .use(name)
      .loader(path.join(__dirname, file))
      .before(loader);
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
    memo.module
      .rule('tab-pages-load-when-opened')
      .test(TABS_META)
      .use('lazy-tabs-loader')
      .loader(path.join(__dirname, 'lazy-tabs-loader.cjs'));
    // a page's demo metadata and demos in chunks of their own
    afterMarkdownLoader(memo, 'demo-chunks-loader.cjs', [
      ['md-frontmatter', 'md-frontmatter-loader'],
      ['md-demo', 'md-demo-loader'],
    ]);
    memo.module
      .rule('site-context-without-api-data')
      .test(SITE_CONTEXT)
      .use('site-context-loader')
      .loader(path.join(__dirname, '../entry/site-context-loader.cjs'));
    const browserHistory = (api.config.history || { type: 'browser' }).type === 'browser';
    // browser build only: the prerender needs every page's whole frontmatter at once
    if (!ssr && api.env === 'production') {
      afterMarkdownLoader(memo, 'page-details-loader.cjs', [
        ['md-frontmatter', 'md-frontmatter-loader'],
        ['md-text', 'md-text-loader'],
        ['md', 'md-loader'],
      ]);
    }
    if (api.env === 'production') {
      // a page's texts without what only dumi's own search read
      afterMarkdownLoader(memo, 'lean-texts-loader.cjs', [['md-text', 'md-text-loader']]);
    }
    if (ssr && api.env === 'production') {
      afterMarkdownLoader(memo, 'server-page-metadata-loader.cjs', [
        ['md-frontmatter', 'md-frontmatter-loader'],
        ['md-demo', 'md-demo-loader'],
      ]);
    }
    if (!ssr && browserHistory) {
      memo.module
        .rule('browser-history-only')
        .test(HISTORY)
        .use('browser-history-loader')
        .loader(path.join(__dirname, '../entry/browser-history-loader.cjs'));
    }
    expectMatches(memo, 'pages/page-chunks.ts', [
      someModule("dumi's client API modules", PURE_CLIENT_API),
      someModule("the generated 'dumi' export barrels", PURE_BARRELS),
      ...PURE_BUILTINS.map((pattern) =>
        someModule(`a builtin module matching ${pattern}`, pattern),
      ),
      someModule("dumi's generated list of content tabs", TABS_META),
      someModule("dumi's generated site context", SITE_CONTEXT),
      someModule("umi's generated history module", HISTORY),
    ]);
    return memo;
  });
};
