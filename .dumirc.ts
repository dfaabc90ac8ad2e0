import { defineConfig } from 'dumi';
import { FIXTURES_ENABLED, fixtureConfig } from './e2e/fixtures/config';
import { EXTERNAL_LINKS, SITE_BRANCH, SITE_NAME } from './site.config';

export default defineConfig({
  title: SITE_NAME,
  outputPath: 'dist',
  ssr: {},
  exportStatic: {},
  // umi's defaults (no prefetch, 50 ms intent delay, 100px viewport margin) become live at runtime
  routePrefetch: {},
  locales: [{ id: 'en-US', name: 'English' }],
  favicons: ['/favicon.svg'],
  plugins: ['./plugins/routes.ts', './plugins/design-copy.ts', './plugins/demo-export.ts'],
  // live demos import 'tessera-lab-site'; the API tables are generated from src/index.ts
  resolve: { entryFile: './src/index.ts' },
  apiParser: {},
  // "Copy to Sketch" in demo blocks; plugins/design-copy.ts bundles the converter instead of a CDN script
  html2sketch: {},
  themeConfig: {
    name: SITE_NAME,
    logo: '/logo.svg',
    prefersColor: { default: 'auto', switch: true },
    socialLinks: { github: EXTERNAL_LINKS.organisation },
    editLink: `${EXTERNAL_LINKS.siteRepository}/edit/${SITE_BRANCH}/{filename}`,
    lastUpdated: true,
    showLineNum: true,
    footer: `© ${SITE_NAME}. Built with dumi.`,
  },
  ...(FIXTURES_ENABLED && fixtureConfig),
});
