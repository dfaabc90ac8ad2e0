import { ShapeNotFoundError, type Chain } from './expect-matches';

/** umi's minimizer of the browser bundle's scripts (`jsMinifier: 'swc'`), a terser-webpack-plugin. */
const UMI_JS_MINIMIZER = 'js-swc';

/** A minifier of one script: the minified code of `code`, the text of the asset `file`. */
export interface ScriptMinifier {
  minify(file: string, code: string): Promise<string>;
  /** Part of each chunk's hash and of the cache's key: a new version minifies every file again. */
  version: string;
}

/**
 * The scripts whose names `files` matches are minified by `minifier`, the rest by umi's. umi's
 * terser-webpack-plugin leaves them out and a second one of the same class takes them, on the main
 * thread with all of them at once (umi's runs one file at a time on a worker thread).
 */
export function minifyScriptsApart(memo: Chain, files: RegExp, minifier: ScriptMinifier) {
  const { minimizers } = memo.optimization as unknown as { minimizers: Map<string, unknown> };
  if (!minimizers.has(UMI_JS_MINIMIZER)) {
    throw new ShapeNotFoundError(
      'js-minimizer.ts',
      `a minimizer named "${UMI_JS_MINIMIZER}"`,
      "the optimization.minimizers of umi's webpack config (jsMinifier: 'swc')",
    );
  }
  const umis = memo.optimization.minimizer(UMI_JS_MINIMIZER);
  umis.tap(([options]) => [{ ...options, exclude: files }]);
  const implementation = async (input: Record<string, string>) => {
    const [[file, code]] = Object.entries(input);
    return { code: await minifier.minify(file, code) };
  };
  implementation.getMinimizerVersion = () => minifier.version;
  memo.optimization
    .minimizer('js-minified-apart')
    .use(umis.get('plugin'), [
      { test: files, parallel: false, extractComments: false, minify: implementation },
    ]);
}
