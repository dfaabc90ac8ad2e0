import type { IApi } from 'dumi';

/** umi's internal plugin that writes the route preloading helper after every build. */
export const ROUTE_PRELOAD_PLUGIN = 'routePreloadOnLoad';

/**
 * Leaves out umi's route preloading: it reads webpack's whole stats as JSON after every build
 * (44 s at 1,000 pages) for a helper script that the site's pages never load.
 */
export function skipRoutePreload(api: IApi) {
  api.skipPlugins([ROUTE_PRELOAD_PLUGIN]);
}
