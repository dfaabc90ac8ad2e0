import type { IApi } from 'dumi';

/** The web app manifest and icons linked from every page; html-steps.ts writes the rest. */
export default (api: IApi) => {
  api.describe({ key: 'siteSeo' });

  const base = () => api.config.base ?? '/';
  api.addHTMLLinks(() => [
    { rel: 'manifest', href: `${base()}site.webmanifest` },
    { rel: 'apple-touch-icon', href: `${base()}apple-touch-icon.png` },
    { rel: 'icon', type: 'image/png', sizes: '32x32', href: `${base()}favicon-32.png` },
  ]);
};
