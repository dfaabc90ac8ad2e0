import type { IApi } from 'dumi';

/**
 * umi's plugins the site leaves out, by key and file under `dist/features/`: one reads webpack's
 * whole stats for a route preloading script no page loads, the other writes config types for
 * editors into .dumi/tmp-production, which no editor reads (`dumi dev` keeps it).
 */
export const UNUSED_UMI_PLUGINS = {
  routePreloadOnLoad: 'routePreloadOnLoad/routePreloadOnLoad.js',
  configTypes: 'tmpFiles/configTypes.js',
};

export function skipUnusedUmiPlugins(api: IApi) {
  api.skipPlugins(['routePreloadOnLoad', ...(api.env === 'production' ? ['configTypes'] : [])]);
}

/** umi empties the output folder first; plugins/build-speed/kept-output.ts cleans it after. */
export function keepOutputFolder(api: IApi) {
  api.modifyUniBundlerOpts((opts) => ({ ...opts, clean: false }));
}
