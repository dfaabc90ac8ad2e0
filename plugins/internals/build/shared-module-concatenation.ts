import type { IApi } from 'dumi';
import type { Compilation, Compiler } from 'webpack';

const PLUGIN = 'SharedModulesNotJoined';
/** More importers, in more chunks, than one page's module and its own helpers ever have. */
const MANY = 8;

/**
 * webpack's module concatenation tries to join into each page's module the builtins every page
 * renders, reading all their importers each time before it fails, which grows with the square of
 * the pages. A module imported from many chunks is left out from the start, by a bailout in its
 * build info that is put back afterwards, so that the persistent cache keeps it as built.
 */
class SharedModulesNotJoined {
  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation: Compilation) => {
      type BuildInfo = { moduleConcatenationBailout?: string };
      const marked = new Map<BuildInfo, string | undefined>();
      compilation.hooks.optimizeChunkModules.tap({ name: PLUGIN, stage: -10 }, (_, modules) => {
        const { chunkGraph, moduleGraph } = compilation;
        for (const module of modules) {
          const info = module.buildInfo as BuildInfo | undefined;
          if (!info || chunkGraph.getNumberOfModuleChunks(module) < MANY) continue;
          const importers = [...moduleGraph.getIncomingConnectionsByOriginModule(module).keys()];
          if (importers.filter(Boolean).length < MANY) continue;
          marked.set(info, info.moduleConcatenationBailout);
          info.moduleConcatenationBailout ??=
            'imports from many pages (shared-module-concatenation.ts)';
        }
      });
      compilation.hooks.afterOptimizeChunkModules.tap(PLUGIN, () => {
        for (const [info, bailout] of marked) info.moduleConcatenationBailout = bailout;
        marked.clear();
      });
    });
  }
}

/** In the browser build (the server bundle joins no modules at all). */
export function sharedModulesNotJoined(api: IApi) {
  api.chainWebpack((memo, { ssr }: { ssr?: boolean }) => {
    if (!ssr && api.env === 'production') {
      memo.plugin('shared-modules-not-joined').use(SharedModulesNotJoined);
    }
    return memo;
  });
}
