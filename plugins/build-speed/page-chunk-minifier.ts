import * as esbuild from 'esbuild';
import type { Compiler } from 'webpack';
import type { ScriptMinifier } from '../internals/js-minimizer';

/** esbuild's names of the browsers umi's `targets` config names: `{ chrome: 100 }` is `chrome100`. */
export function esbuildTargets(targets: Record<string, unknown>): string[] {
  return Object.entries(targets)
    .filter(([, version]) => typeof version === 'number' || typeof version === 'string')
    .map(([browser, version]) => `${browser}${version}`);
}

/** Chunks esbuild minifies at once: enough to keep its threads busy on the build's cores. */
const FILES_AT_ONCE = 4;

/**
 * The minifier of each page's chunk. There is one chunk per page, so at 1,000 pages they are most
 * of the script a build minifies: swc took about 14 s of CPU for them, esbuild 4 s, for chunks
 * some 1.5 % larger in gzip (about 75 bytes a page). The bundles every visitor loads stay with swc,
 * which makes them 7 % smaller than esbuild does.
 */
export function pageChunkMinifier(targets: Record<string, unknown>): ScriptMinifier {
  const target = esbuildTargets(targets);
  const waiting: (() => void)[] = [];
  let running = 0;
  return {
    version: `esbuild ${esbuild.version}`,
    async minify(file, code) {
      // webpack hands over every chunk at once; esbuild would hold them all in its memory
      if (running < FILES_AT_ONCE) running += 1;
      else await new Promise<void>((start) => waiting.push(start));
      try {
        const options = { minify: true, legalComments: 'none' as const, target, sourcefile: file };
        return (await esbuild.transform(code, options)).code;
      } finally {
        // the place goes to the next chunk waiting, if any
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
      }
    },
  };
}

/**
 * esbuild minifies in a process of its own, which it keeps for later calls and which outlives
 * nothing: it ends once the browser bundle is done (a later call starts it again). Ended while
 * the build runs, it is waited for, so its CPU time counts in the build's own.
 */
export class EndEsbuildWhenDone {
  apply(compiler: Compiler) {
    compiler.hooks.done.tapPromise('EndEsbuildWhenDone', () => esbuild.stop());
    compiler.hooks.failed.tap('EndEsbuildWhenDone', () => void esbuild.stop());
  }
}
