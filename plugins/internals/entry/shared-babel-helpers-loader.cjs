/**
 * A webpack loader for dumi's compiled client files (`dumi/dist/client`, `dumi/theme-default`).
 * Babel wrote its helpers into each of those files, one helper per line (`function _slicedToArray(
 * arr, i) { ... }`), so every module carries its own copy: six copies of the array destructuring
 * helpers in the first load of a page, and a 7 KB generator runtime in the module behind every
 * page's sidebar. Here each such line becomes an import of the same helper from `@babel/runtime`,
 * which the rest of the bundle already imports, so each helper is downloaded once.
 *
 * A line whose name has no `@babel/runtime` helper stays as it is, so a file Babel compiles some
 * other way is only left larger, never broken.
 */
const fs = require('fs');
const path = require('path');

const HELPERS = path.join(path.dirname(require.resolve('@babel/runtime/package.json')), 'helpers');
const ONE_LINE_FUNCTION = /^function (\w+)\(.*\}$/;

/** Babel names some helpers after the binding they get, not after their file. */
const RENAMED = {
  // `_objectSpread` right after `ownKeys` is the objectSpread2 helper
  _objectSpread: (previous) => (previous === 'ownKeys' ? 'objectSpread2' : undefined),
};

function helperFile(name, previous) {
  const renamed = RENAMED[name];
  const file = renamed ? renamed(previous) : name.replace(/^_/, '');
  if (!file || !name.startsWith('_')) return undefined;
  return fs.existsSync(path.join(HELPERS, 'esm', `${file}.js`)) ? file : undefined;
}

module.exports = function shareBabelHelpers(source) {
  // imports can only be added to an ES module
  if (!/^(import|export) /m.test(source)) return source;
  let previous;
  const lines = source.split('\n').map((line) => {
    const name = ONE_LINE_FUNCTION.exec(line)?.[1];
    const file = name && helperFile(name, previous);
    previous = name;
    return file ? `import ${name} from "@babel/runtime/helpers/esm/${file}";` : line;
  });
  return lines.join('\n');
};
