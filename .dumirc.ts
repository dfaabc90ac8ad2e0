import { defineConfig } from 'dumi';
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
  plugins: [
    './plugins/routes.ts',
    './plugins/seo.ts',
    './plugins/host-files.ts',
    './plugins/chunk-recovery.ts',
  ],
  themeConfig: {
    name: SITE_NAME,
    logo: '/logo.svg',
    prefersColor: { default: 'auto', switch: true },
    socialLinks: { github: EXTERNAL_LINKS.organisation },
    editLink: `${EXTERNAL_LINKS.siteRepository}/edit/${SITE_BRANCH}/{filename}`,
    lastUpdated: true,
    footer: `© ${SITE_NAME}. Built with dumi.`,
  },
});
