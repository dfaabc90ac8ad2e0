/**
 * A loader for dumi's compiled client files, into each of which Babel wrote its helpers, one per
 * line (`function _slicedToArray(arr, i) { ... }`): each such line becomes an import of the same
 * helper from `@babel/runtime`, so each helper is downloaded once. A line whose name has no
 * `@babel/runtime` helper stays, so a file compiled some other way is only left larger.
 */
const fs = require('fs');
const path = require('path');

const HELPERS = path.join(path.dirname(require.resolve('@babel/runtime/package.json')), 'helpers');
const ONE_LINE_FUNCTION = /^function (\w+)\(.*\}$/;

/** The helper's file; Babel names `objectSpread2` `_objectSpread` (after `ownKeys`). */
function helperFile(name, previous) {
  const file =
    name !== '_objectSpread' ? name.replace(/^_/, '') : previous === 'ownKeys' && 'objectSpread2';
  if (!file || !name.startsWith('_')) return undefined;
  return fs.existsSync(path.join(HELPERS, 'esm', `${file}.js`)) ? file : undefined;
}

module.exports = function shareBabelHelpers(source) {
  let previous;
  const lines = source.split('\n').map((line) => {
    const name = ONE_LINE_FUNCTION.exec(line)?.[1];
    const file = name && helperFile(name, previous);
    previous = name;
    return file ? `import ${name} from "@babel/runtime/helpers/esm/${file}";` : line;
  });
  return lines.join('\n');
};
