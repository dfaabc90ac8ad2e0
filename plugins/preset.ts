import path from 'path';

/**
 * The site's dumi plugins, in the order they register (a later plugin's hooks run after an earlier
 * one's at the same stage). `.dumirc.ts` loads this one entry as a preset.
 */
const PLUGINS: [file: string, purpose: string][] = [
  // first: its runtime's route-change step is outside the one of the navigation runtime (pages/index.ts)
  [
    'sections/index.ts',
    'routes and page metadata in sections, one per sidebar, loaded when needed; nav and sidebar index',
  ],
  [
    'page-checks/index.ts',
    "every page's frontmatter, links, anchors, pictures and translation checked before bundling",
  ],
  [
    'pages/index.ts',
    'spec route rules: capital-S SME paths, lower-case copies, trailing slash, debug pages',
  ],
  [
    'prerender/index.ts',
    "colour theme before the first paint; umi's server bundle found once (the pages made complete in html-pass)",
  ],
  [
    'seo/index.ts',
    'manifest and icon links (canonical URL, preview tags, JSON-LD, sitemap, robots in html-pass)',
  ],
  [
    'page-markdown/index.ts',
    'every page as Markdown at its address plus .md, and llms.txt / llms-full.txt per edition',
  ],
  [
    'html-pass/index.ts',
    "the one pass over the exported HTML, in its steps' order; then sitemap, pages' Markdown, CSP and .gz/.br copies",
  ],
  [
    'navigation/chunk-recovery.ts',
    'one reload, then a readable message, when a redeploy removed a chunk',
  ],
  [
    'navigation/early-clicks.ts',
    'a click on a prerendered button or select before React runs it is repeated once it does',
  ],
  ['demos/export.ts', 'CodeSandbox/StackBlitz exports carry the component sources'],
  [
    'internals/pages/page-chunks.ts',
    "dumi's barrels marked side-effect free; page details (description, hero, TOC), demos and tabs in their pages' chunks; browser history only",
  ],
  [
    'internals/entry/shared-babel-helpers.ts',
    'one copy of each Babel helper: one @babel/runtime, no inline copies',
  ],
  [
    'internals/entry/native-async.ts',
    "native async functions in umi's and dumi's entry code: no regenerator runtime",
  ],
  ['internals/theme-badge.ts', "dumi's API table uses the theme's Badge"],
  [
    'internals/theme-modules.ts',
    "dumi's generated modules the theme reads, under the site's own names",
  ],
  ['internals/package-aliases.ts', "dumi's own import of react-intl follows the site's alias"],
  [
    'editions/messages.ts',
    "UI messages parsed at build time (a malformed one fails the build); each edition's set a chunk of its own",
  ],
  [
    'editions/translation-status.ts',
    'a translation behind its English page says so, with the date',
  ],
  ['build-speed/swc-transpile.ts', "swc instead of babel for the site's own code"],
  [
    'internals/server-bundle/index.ts',
    'the prerender bundle skips style sheets and browser-only libraries',
  ],
  [
    'build-speed/build-cache.ts',
    "webpack's filesystem cache for production builds; the config's files hash into its version (dev too)",
  ],
  ['demos/grid.ts', 'demo groups rendered by the DemoGrid builtin (CSS grid, no width read)'],
  [
    'markdown/index.ts',
    "the site's remark and rehype plugins: heading anchors, picture sizes and zoom, 'Copy page'",
  ],
  ['print/index.ts', 'the print styles: the article alone, full width, readable on paper'],
  [
    'search/index.ts',
    "search over a prebuilt index per edition, read from the pages' Markdown; a query fetches only what it needs",
  ],
  [
    'build-speed/index.ts',
    'build work that grows with the pages, not faster: Markdown cache keys, git dates',
  ],
];

export default () => ({
  plugins: PLUGINS.map(([file]) => path.join(__dirname, file)),
});
