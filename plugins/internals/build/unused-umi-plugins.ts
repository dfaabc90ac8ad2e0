import type { IApi } from 'dumi';

/** umi's plugins that the site leaves out: umi's key for each, and its file under `dist/features/`. */
export const UNUSED_UMI_PLUGINS = {
  /**
   * Reads webpack's whole stats as JSON after every build (44 s at 1,000 pages) for a route
   * preloading script that the site's pages never load.
   */
  routePreloadOnLoad: 'routePreloadOnLoad/routePreloadOnLoad.js',
  /**
   * Turns the schema of every config key into TypeScript for editors (0.6 s of each build's
   * set-up). A build writes it into .dumi/tmp-production, which no editor reads; `dumi dev` keeps it.
   */
  configTypes: 'tmpFiles/configTypes.js',
};

export function skipUnusedUmiPlugins(api: IApi) {
  api.skipPlugins(['routePreloadOnLoad', ...(api.env === 'production' ? ['configTypes'] : [])]);
}

/**
 * umi empties the output folder before each build (the `clean` it hands its bundler). The site's
 * build writes over the last build's files instead and removes, once every file is written, what
 * it did not write (plugins/build-speed/kept-output.ts).
 */
export function keepOutputFolder(api: IApi) {
  api.modifyUniBundlerOpts((opts) => ({ ...opts, clean: false }));
}
