import type { IApi } from 'dumi';

/**
 * The web app manifest and icons linked from every page. The pages' search and sharing metadata,
 * sitemap.xml, robots.txt and the manifest itself are written by the pass over the exported HTML
 * (html-steps.ts, in plugins/html-pass).
 */
export default (api: IApi) => {
  api.describe({ key: 'siteSeo' });

  const base = () => api.config.base ?? '/';
  api.addHTMLLinks(() => [
    { rel: 'manifest', href: `${base()}site.webmanifest` },
    { rel: 'apple-touch-icon', href: `${base()}apple-touch-icon.png` },
    { rel: 'icon', type: 'image/png', sizes: '32x32', href: `${base()}favicon-32.png` },
  ]);
};
