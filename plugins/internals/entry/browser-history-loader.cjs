/**
 * A loader for umi's generated history module (.dumi/tmp*\/core/history.ts) in the browser bundle
 * of a site with browser history: it picks browser, hash or memory history at run time, so all
 * three were in every page's entry; the other two become functions that say they are left out.
 */
const { ShapeNotFoundError } = require('../shape-guard.cjs');

const HISTORY_IMPORT =
  /^import \{ createHashHistory, createMemoryHistory, createBrowserHistory \} from ('[^']+');$/m;

module.exports = function browserHistoryOnly(source) {
  if (!HISTORY_IMPORT.test(source)) {
    throw new ShapeNotFoundError(
      'entry/browser-history-loader.cjs',
      'the one-line import of `{ createHashHistory, createMemoryHistory, createBrowserHistory }`',
      "umi's generated history module (.dumi/tmp*/core/history.ts)",
    );
  }
  return source.replace(HISTORY_IMPORT, (_, from) =>
    [
      `import { createBrowserHistory } from ${from};`,
      'const browserOnly = (type) => () => {',
      '  throw new Error(`This site is built for browser history; ${type} history is left out (plugins/internals/entry/browser-history-loader.cjs).`);',
      '};',
      "const createHashHistory = browserOnly('hash');",
      "const createMemoryHistory = browserOnly('memory');",
    ].join('\n'),
  );
};
