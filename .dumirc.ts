import path from 'path';
import { defineConfig } from 'dumi';
import { siteConfig } from './plugins/site-config';
import { SITE_EDITIONS } from './site.config';

// A site served under a path, such as a GitHub Pages project site at /<repo>/, is built with
// SITE_BASE=/<repo>/ (README, "Hosting"); SITE_OUTPUT names another output folder. These, and
// site.config.ts, are checked here: a wrong value stops with a message naming it.
const site = siteConfig();
const { base } = site;

// `dumi dev` renders in the browser only: the server bundle is for prerendering at build time
const production = process.env.NODE_ENV === 'production';

export default defineConfig({
  base,
  publicPath: base,
  outputPath: site.outputPath,
  ssr: production ? {} : false,
  exportStatic: {},
  // umi's defaults (no prefetch, 50 ms intent delay, 100px viewport margin) become live at runtime
  routePrefetch: {},
  // evergreen browsers only: no blanket core-js polyfill, no down-levelled syntax (issue 5)
  targets: { chrome: 100, edge: 100, firefox: 100, safari: 15 },
  polyfill: false,
  jsMinifier: 'swc',
  // swc keeps `/*#__PURE__*/` marks in its output by default: they only served the minifier
  jsMinifierOptions: { format: { comments: false } },
  // SITE_SOURCE_MAPS=1 writes maps without linking them, for the bench's entry composition
  ...(site.sourceMaps === '1' && { devtool: 'hidden-source-map' as const }),
  // English at the root, the Chinese edition below /zh-CN (site.config.ts)
  locales: SITE_EDITIONS.map(({ id, name, base }) => ({ id, name, base })),
  favicons: [`${base}favicon.svg`],
  // the site's own plugins, in order, each with what it is for
  presets: ['./plugins/preset.ts'],
  // the theme's small react-intl and <Helmet> in place of the packages dumi and umi import
  alias: {
    'react-intl': path.resolve(__dirname, '.dumi/theme/common/intl'),
    'react-helmet-async': path.resolve(__dirname, '.dumi/theme/common/document-head'),
  },
  // live demos import 'tessera-lab-site'; the API tables are generated from src/index.ts
  resolve: { entryFile: './src/index.ts' },
  apiParser: {},
  // less variables of dumi's theme, with colours that meet WCAG AA contrast
  // and the phone layout (the header's menu, the sidebar's toggle) below 1,024 px, where the
  // header's nav, search box and switches do not fit on one line
  theme: {
    ...site.colours,
    mobile: "~'only screen and (max-width: 1023px)'",
    tablet: "~'only screen and (min-width: 1024px) and (max-width: 1279px)'",
    desktop: "~'only screen and (min-width: 1024px)'",
  },
  themeConfig: {
    name: site.name,
    logo: `${base}logo.svg`,
    prefersColor: { default: 'auto', switch: true },
    socialLinks: { github: site.links.organisation },
    editLink: `${site.links.siteRepository}/edit/${site.branch}/{filename}`,
    lastUpdated: true,
    showLineNum: true,
    // the bar shown while a page loads is the site's own (plugins/navigation/browser/progress.tsx)
    nprogress: false,
  },
});
