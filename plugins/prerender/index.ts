import type { IApi } from 'dumi';
import { findServerBundleOnce } from '../internals/server-bundle/server-build-path';
import { COLOUR_THEME_SCRIPT } from './browser/colour-theme-script';
import { keepRenderedPages } from './render-cache';

/**
 * Prerendering: every page's colour theme set before the first paint, umi's server bundle found
 * once, and each page's render kept for the next build. html-steps.ts finishes the exported HTML.
 */
export default (api: IApi) => {
  api.describe({ key: 'completePrerender' });

  api.addHTMLHeadScripts(() => [{ content: COLOUR_THEME_SCRIPT }]);

  findServerBundleOnce(api);
  keepRenderedPages(api);
};
