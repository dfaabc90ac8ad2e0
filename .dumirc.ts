import { defineConfig } from 'dumi';
import { FIXTURES_ENABLED, fixtureConfig } from './e2e/fixtures/config';
import { ACCESSIBLE_COLOURS } from './.dumi/theme/common/colours';
import { EXTERNAL_LINKS, SITE_BRANCH, SITE_NAME } from './site.config';

// A site served under a path, such as a GitHub Pages project site at /<repo>/, is built with
// SITE_BASE=/<repo>/ (README, "Hosting"); SITE_OUTPUT names another output folder.
const base = process.env.SITE_BASE || '/';
if (!/^\/([\w.~-]+\/)*$/.test(base))
  throw new Error(`SITE_BASE must look like /repo/, not ${base}`);

// `dumi dev` renders in the browser only: the server bundle is for prerendering at build time
const production = process.env.NODE_ENV === 'production';

export default defineConfig({
  base,
  publicPath: base,
  outputPath: process.env.SITE_OUTPUT || 'dist',
  ssr: production ? {} : false,
  exportStatic: {},
  // umi's defaults (no prefetch, 50 ms intent delay, 100px viewport margin) become live at runtime
  routePrefetch: {},
  // evergreen browsers only: no blanket core-js polyfill, no down-levelled syntax (issue 5)
  targets: { chrome: 100, edge: 100, firefox: 100, safari: 15 },
  polyfill: false,
  jsMinifier: 'swc',
  locales: [{ id: 'en-US', name: 'English' }],
  favicons: [`${base}favicon.svg`],
  plugins: [
    './plugins/routes.ts',
    './plugins/prerender.ts',
    './plugins/seo.ts',
    './plugins/host-files.ts',
    './plugins/chunk-recovery.ts',
    './plugins/demo-export.ts',
    './plugins/lean-bundle.ts',
    './plugins/theme-badge.ts',
    './plugins/intl-alias.ts',
    './plugins/swc-transpile.ts',
    './plugins/lean-server-bundle.ts',
    './plugins/build-cache.ts',
    './plugins/demo-grid.ts',
    './plugins/demo-pages.ts',
  ],
  // live demos import 'tessera-lab-site'; the API tables are generated from src/index.ts
  resolve: { entryFile: './src/index.ts' },
  apiParser: {},
  // less variables of dumi's theme, with colours that meet WCAG AA contrast
  theme: ACCESSIBLE_COLOURS,
  themeConfig: {
    name: SITE_NAME,
    logo: `${base}logo.svg`,
    prefersColor: { default: 'auto', switch: true },
    socialLinks: { github: EXTERNAL_LINKS.organisation },
    editLink: `${EXTERNAL_LINKS.siteRepository}/edit/${SITE_BRANCH}/{filename}`,
    lastUpdated: true,
    showLineNum: true,
    footer: `© ${SITE_NAME}. Built with dumi.`,
  },
  ...(FIXTURES_ENABLED && fixtureConfig),
});
