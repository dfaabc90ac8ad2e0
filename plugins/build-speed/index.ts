import { createHash } from 'crypto';
import fs from 'fs';
import path from 'path';
import type { IApi } from 'dumi';
import { cacheApiParse } from '../internals/build/api-parse-cache';
import { answerDumisGitDates } from '../internals/build/git-dates';
import { boundHeapGrowth, WiderHeapGrowthWhenCached } from '../internals/v8/heap-growth';
import { keepCachePacks } from '../internals/build/kept-cache-packs';
import { leanAssetCache } from '../internals/build/lean-asset-cache';
import { raiseOptimizationBudget } from '../internals/v8/optimization-budget';
import { reuseGzipCopiesInSizeReport } from '../internals/build/size-report-gzip';
import { siteMarkdownLoader } from '../internals/build/markdown-rule';
import { oneCompilationAtATime } from '../internals/build/one-compilation-at-a-time';
import { sharedModulesNotJoined } from '../internals/build/shared-module-concatenation';
import { keepOutputFolder, skipUnusedUmiPlugins } from '../internals/build/unused-umi-plugins';
import { minifyScriptsApart } from '../internals/js-minimizer';
import { compressedCopiesDir, keptGzipCopies } from '../hosting';
import { lastCommitTime } from '../pages/commit-times';
import { PAGE_CHUNK } from '../pages/page-records';
import { buildCacheDir, buildCachesOff, configVersion, pruneUnused } from './build-cache';
import { noteStartOfWrites, noteUnchangedOutput } from './kept-output';
import { EndEsbuildWhenDone, pageChunkMinifier } from './page-chunk-minifier';

const { forgetCompiledPages } = require('../internals/pages/markdown-loader.cjs') as {
  forgetCompiledPages(): void;
};

/**
 * Build work that must not grow faster than the pages:
 * - dumi's Markdown loader runs behind plugins/internals/pages/markdown-loader.cjs, whose options
 *   cost the same whatever the number of pages;
 * - dumi asks git for each page's last commit with a process of its own, about 25 ms a page in
 *   every compilation. The answers come from one `git log` of all pages instead, read when the
 *   build or the dev server starts (a commit made while `dumi dev` runs shows after a restart); a
 *   file git has no commit for still asks git, as dumi would;
 * - umi's route preloading, which reads webpack's whole stats after every build, is left out, and
 *   so are the config types a build writes for no editor;
 * - webpack does not try to join into each page's module the builtins every page imports;
 * - one webpack compilation is in memory at a time, and none while the pages are made;
 * - a small change does not make webpack write its whole cache of a bundle again, and that cache
 *   keeps each chunk file's text only, not every module that went into it;
 * - V8 collects garbage before the heap is 1.3 times what was live, not up to 4 times (twice once
 *   the prerender bundle came from the cache), it optimises only code that runs for a while
 *   (optimization-budget.ts), and the API tables' metadata is parsed again only when the
 *   components' files change (a build only);
 * - the prerender bundle's entry keeps its modules inside webpack's function, not renamed out;
 * - umi's size report reuses the host's kept gzip copies of the files, and keeps its own for them;
 * - esbuild minifies each page's chunk, swc the rest (page-chunk-minifier.ts);
 * - the output folder is kept: the build writes only the files that changed and removes what it
 *   did not make (kept-output.ts).
 */
export default (api: IApi) => {
  api.describe({ key: 'buildSpeed' });

  answerDumisGitDates(lastCommitTime);
  skipUnusedUmiPlugins(api);
  sharedModulesNotJoined(api);
  oneCompilationAtATime(api);
  if (api.env === 'production') {
    boundHeapGrowth();
    raiseOptimizationBudget();
    keepOutputFolder(api);
    api.onStart(() => {
      const out = api.paths.absOutputPath;
      const name = createHash('sha256').update(out).digest('hex').slice(0, 16);
      const record = path.join(buildCacheDir(api), 'output-copies', name);
      // a build without caches makes every copy, and leaves no record of whose they are
      if (buildCachesOff()) fs.rmSync(record, { force: true });
      noteStartOfWrites(
        out,
        buildCachesOff() ? undefined : { file: record, version: configVersion(api.cwd) },
      );
    });
    // webpack writes an asset only when its content changed; the others are this build's as well
    api.onBuildComplete(
      ({ stats }: { stats?: { compilation?: { getAssets(): { name: string }[] } } }) => {
        forgetCompiledPages();
        const assets = stats?.compilation?.getAssets() ?? [];
        noteUnchangedOutput(assets.map(({ name }) => path.join(api.paths.absOutputPath, name)));
      },
    );
    if (!buildCachesOff()) {
      keepCachePacks(api);
      leanAssetCache(api);
      reuseGzipCopiesInSizeReport(api, keptGzipCopies(compressedCopiesDir(api)));
      const apiParses = path.join(buildCacheDir(api), 'api-parse');
      cacheApiParse(api, apiParses);
      pruneUnused(apiParses);
    }
  }

  api.chainWebpack((memo, { ssr }: { ssr?: boolean }) => {
    siteMarkdownLoader(memo);
    if (ssr && api.env === 'production') {
      memo.plugin('wider-heap-growth-when-cached').use(WiderHeapGrowthWhenCached);
      // webpack would parse the whole 3 MB entry again each time it renders it (after any page
      // edit) to rename the entry's modules out of their function wrapper: 0.6 s at 1,000 pages,
      // for a file only Node reads
      memo.optimization.set('avoidEntryIife', false);
    }
    if (!ssr && memo.optimization.get('minimize')) {
      minifyScriptsApart(memo, PAGE_CHUNK, pageChunkMinifier(api.config.targets ?? {}));
      memo.plugin('end-esbuild-when-done').use(EndEsbuildWhenDone);
    }
    return memo;
  });
};
