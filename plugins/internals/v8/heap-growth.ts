import v8 from 'v8';
import type { Compiler } from 'webpack';

/**
 * How far V8 lets the heap grow past what its last full collection found live before it collects
 * again, in percent. V8 picks that factor itself, up to 4 times for a large heap, and lets a webpack
 * compilation, which allocates fast, grow far: at 1,000 pages a cold build's process tree peaked at
 * 2.5 GB, a third of it garbage. At 60 % (1.6 times what is live) the scale bench measured 1.83 and
 * 2.13 GB in two runs, at 30 % under 1.8 GB; the CPU time of a build varied more from run to run
 * on that shared machine (±15 %) than between these settings.
 */
export const HEAP_GROWING_PERCENT = 30;

/**
 * Sets V8's heap growing factor for this process and its worker threads (V8's flags are the
 * process's). V8 reads it at each full collection, so it takes effect when set at run time.
 */
export function boundHeapGrowth(percent = HEAP_GROWING_PERCENT): void {
  v8.setFlagsFromString(`--heap-growing-percent=${percent}`);
}

/**
 * A build whose prerender bundle came almost whole from webpack's cache (a rebuild) holds far less
 * than a cold build: at 1,000 pages its peak was under 1 GB against 1.5 GB. For the rest of such a
 * build (the browser bundle, the pages) V8 may let the heap grow to twice what is live, which
 * spends less time collecting garbage. A build that compiled more than this share of the modules
 * keeps the bound.
 */
export const WARM_HEAP_GROWING_PERCENT = 100;
const MOSTLY_CACHED = 0.1;

export class WiderHeapGrowthWhenCached {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('WiderHeapGrowthWhenCached', (compilation) => {
      let built = 0;
      compilation.hooks.buildModule.tap('WiderHeapGrowthWhenCached', () => {
        built += 1;
      });
      compilation.hooks.afterSeal.tap('WiderHeapGrowthWhenCached', () => {
        if (built <= compilation.modules.size * MOSTLY_CACHED) {
          boundHeapGrowth(WARM_HEAP_GROWING_PERCENT);
        }
      });
    });
  }
}
