import path from 'path';

/**
 * The site's dumi plugins, in the order they register (a later plugin's hooks run after an earlier
 * one's at the same stage). `.dumirc.ts` loads this one entry as a preset; each file says what its
 * plugin does.
 */
const PLUGINS = [
  // first: its runtime's route-change step is outside the one of the navigation runtime (pages/index.ts)
  'sections/index.ts', // routes and page metadata in sections, one per sidebar, loaded when needed
  'page-checks/index.ts', // every page's frontmatter, links, anchors and pictures, before bundling
  'pages/index.ts', // route rules: capital-S SME paths, lower-case copies, debug pages
  'page-markdown/index.ts', // every page as Markdown at its address plus .md, and llms.txt
  'html-pass/index.ts', // colour theme, kept renders; one pass over the exported HTML, sitemap, CSP
  'navigation/chunk-recovery.ts', // chunk lost to a redeploy: one reload; early clicks repeated
  'demos/export.ts', // CodeSandbox/StackBlitz exports carry the component sources
  'internals/pages/page-chunks.ts', // page details, demos and tabs in their pages' chunks
  'internals/entry/shared-babel-helpers.ts', // one copy of each Babel helper; native async functions
  'internals/theme-modules.ts', // dumi's generated modules the theme reads, under the site's names
  'internals/package-aliases.ts', // dumi's own react-intl and Badge imports follow the site's
  'editions/messages.ts', // UI messages parsed at build time; each edition's set a chunk
  'editions/translation-status.ts', // a translation behind its English page says so
  'internals/server-bundle/index.ts', // the prerender bundle skips styles and browser-only code
  'markdown/index.ts', // the site's remark and rehype plugins
  'print/index.ts', // the print styles
  'search/index.ts', // search over a prebuilt index per edition
  'build-speed/index.ts', // swc, webpack's cache; build work that grows with the pages, not faster
];

export default () => ({ plugins: PLUGINS.map((file) => path.join(__dirname, file)) });
