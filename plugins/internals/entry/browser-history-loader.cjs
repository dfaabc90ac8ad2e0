/**
 * A loader for umi's generated history module (.dumi/tmp*\/core/history.ts) in the browser bundle
 * of a site with browser history. umi picks browser, hash or memory history at run time, so all
 * three were in every page's entry: the other two become functions that say they are left out.
 * The browser history it creates is the site's (option `routeChanges`, a module exporting
 * `withRouteChangeSteps`), whose listeners hear of a move through the site's steps; umi offers no
 * hook on its history's listeners.
 */
const { expectShape } = require('../shape-guard.cjs');

const HISTORY_IMPORT =
  /^import \{ createHashHistory, createMemoryHistory, createBrowserHistory \} from ('[^']+');$/m;

module.exports = function browserHistoryOnly(source) {
  expectShape(
    HISTORY_IMPORT.test(source),
    'entry/browser-history-loader.cjs',
    'the one-line import of `{ createHashHistory, createMemoryHistory, createBrowserHistory }`',
    "umi's generated history module (.dumi/tmp*/core/history.ts)",
  );
  const { routeChanges } = this.getOptions();
  return source.replace(HISTORY_IMPORT, (_, from) =>
    [
      `import { createBrowserHistory as createPlainHistory } from ${from};`,
      `import { withRouteChangeSteps } from ${JSON.stringify(routeChanges)};`,
      'const createBrowserHistory = () => withRouteChangeSteps(createPlainHistory());',
      'const browserOnly = (type) => () => {',
      '  throw new Error(`This site is built for browser history; ${type} history is left out (plugins/internals/entry/browser-history-loader.cjs).`);',
      '};',
      "const createHashHistory = browserOnly('hash');",
      "const createMemoryHistory = browserOnly('memory');",
    ].join('\n'),
  );
};
