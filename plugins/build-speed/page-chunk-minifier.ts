import * as esbuild from 'esbuild';
import type { Compiler } from 'webpack';
import type { ScriptMinifier } from '../internals/js-minimizer';

/** esbuild's names of the browsers umi's `targets` config names: `{ chrome: 100 }` is `chrome100`. */
export function esbuildTargets(targets: Record<string, unknown>): string[] {
  return Object.entries(targets)
    .filter(([, version]) => typeof version === 'number' || typeof version === 'string')
    .map(([browser, version]) => `${browser}${version}`);
}

/**
 * The minifier of each page's chunk. There is one chunk per page, so at 1,000 pages they are most
 * of the script a build minifies: swc took about 14 s of CPU for them, esbuild 4 s, for chunks
 * some 1.5 % larger in gzip (about 75 bytes a page). The bundles every visitor loads stay with swc,
 * which makes them 7 % smaller than esbuild does.
 */
export function pageChunkMinifier(targets: Record<string, unknown>): ScriptMinifier {
  const target = esbuildTargets(targets);
  return {
    version: `esbuild ${esbuild.version}`,
    async minify(file, code) {
      const result = await esbuild.transform(code, {
        minify: true,
        legalComments: 'none',
        target,
        sourcefile: file,
      });
      return result.code;
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
