import type { IApi } from 'dumi';
import type { Compilation, Compiler, Module } from 'webpack';

const PLUGIN = 'SharedModulesNotJoined';

/** More importers, in more chunks, than one page's module and its own helpers ever have. */
const MANY = 8;

/**
 * webpack's module concatenation tries to join into each page's module every module it imports.
 * The builtins every page renders (SourceCode, Table, PageTitle, dumi's DumiPage) are copied into
 * each page's chunk, and each try reads all their importers, every page, before it fails: at
 * 1,000 pages some 5 s of each build, growing with the square of the pages. A module imported by
 * many modules in many chunks can never join one of them: it is left out of concatenation from
 * the start (and with it the joining of its own helpers, some 50 bytes of gzip on a first load).
 * webpack reads the bailout from the module's build info; it is put back once concatenation is
 * done, so that the persistent cache keeps the module as it was built.
 */
class SharedModulesNotJoined {
  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation: Compilation) => {
      const marked = new Map<Module, unknown>();
      compilation.hooks.optimizeChunkModules.tap({ name: PLUGIN, stage: -10 }, (_, modules) => {
        const { chunkGraph, moduleGraph } = compilation;
        for (const module of modules) {
          const info = module.buildInfo as { moduleConcatenationBailout?: string } | undefined;
          if (!info || chunkGraph.getNumberOfModuleChunks(module) < MANY) continue;
          const importers = new Set<Module>();
          for (const { originModule } of moduleGraph.getIncomingConnections(module)) {
            if (originModule) importers.add(originModule);
          }
          if (importers.size < MANY) continue;
          marked.set(module, info.moduleConcatenationBailout);
          info.moduleConcatenationBailout ??=
            'imports from many pages (shared-module-concatenation.ts)';
        }
      });
      compilation.hooks.afterOptimizeChunkModules.tap(PLUGIN, () => {
        for (const [module, bailout] of marked) {
          (
            module.buildInfo as { moduleConcatenationBailout?: unknown }
          ).moduleConcatenationBailout = bailout;
        }
        marked.clear();
      });
    });
  }
}

/** In the browser build (the prerender bundle joins no modules at all). */
export function sharedModulesNotJoined(api: IApi) {
  api.chainWebpack((memo, { ssr }: { ssr?: boolean }) => {
    if (!ssr && api.env === 'production') {
      memo.plugin('shared-modules-not-joined').use(SharedModulesNotJoined);
    }
    return memo;
  });
}
