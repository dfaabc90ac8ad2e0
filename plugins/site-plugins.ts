import path from 'path';

/**
 * The site's dumi plugins, in the order they register (a later plugin's hooks run after an earlier
 * one's at the same stage). `.dumirc.ts` loads this one entry as a preset.
 */
const PLUGINS: [file: string, purpose: string][] = [
  [
    'routes.ts',
    'spec route rules: capital-S SME paths, lower-case copies, trailing slash, debug pages',
  ],
  [
    'prerender.ts',
    'every prerendered page one complete, valid HTML document; entry after first paint',
  ],
  ['seo.ts', 'canonical URL, title, description, preview tags, JSON-LD, sitemap, robots, manifest'],
  ['host-files.ts', '.gz/.br copies and the per-page Content-Security-Policy for nginx'],
  ['chunk-recovery.ts', 'one reload, then a readable message, when a redeploy removed a chunk'],
  ['demo-export.ts', 'CodeSandbox/StackBlitz exports carry the component sources'],
  [
    'lean-bundle.ts',
    "dumi's barrels marked side-effect free; page texts, page details (description, hero, TOC), demos and tabs in their pages' chunks; browser history only",
  ],
  [
    'shared-babel-helpers.ts',
    'one copy of each Babel helper: one @babel/runtime, no inline copies',
  ],
  ['theme-badge.ts', "dumi's API table uses the theme's Badge"],
  ['intl-alias.ts', "the site's small react-intl in place of react-intl"],
  ['document-head.ts', "the site's small <Helmet> in place of react-helmet-async"],
  [
    'intl-messages.ts',
    "UI messages parsed at build time (a malformed one fails the build); each edition's set a chunk of its own",
  ],
  ['swc-transpile.ts', "swc instead of babel for the site's own code"],
  ['lean-server-bundle.ts', 'the prerender bundle skips style sheets and browser-only libraries'],
  [
    'build-cache.ts',
    "webpack's filesystem cache for production builds; the config's files hash into its version (dev too)",
  ],
  ['heading-ids.ts', 'a heading may keep an anchor of its own: `## 标题 {#anchor}`'],
  ['demo-grid.ts', 'demo groups rendered by the DemoGrid builtin (CSS grid, no width read)'],
  [
    'image-size.ts',
    'pictures in pages carry their width and height, so nothing moves as they load',
  ],
  ['demo-pages.ts', 'a title, language and viewport for each standalone demo page'],
  [
    'search/index.ts',
    "search over a prebuilt index per edition, read from the pages' Markdown; a query fetches only what it needs",
  ],
];

export default () => ({
  plugins: PLUGINS.map(([file]) => path.join(__dirname, file)),
});
