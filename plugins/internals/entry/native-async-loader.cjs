/**
 * A webpack loader for two precompiled files of the entry bundle, umi's plugin manager
 * (`umi/client/client/plugin.js`) and dumi's theme API helpers (`dumi/dist/client/theme-api/
 * utils.js`): Babel compiled their three async functions to generator state machines, which need
 * Babel's regenerator runtime, about 2 KB gzip in every page's entry for code the site's targets
 * (native async functions since Chrome 55) do not need. Each such function is written here as the
 * async function it was, with the same steps, and the runtime's imports go when nothing else in
 * the file uses them. If a release changes these files, the build stops and names this loader.
 */

const { ShapeNotFoundError } = require('../shape-guard.cjs');

/** `[what, start of the compiled function, its end, the async function that replaces it]` */
const REWRITES = {
  'umi/client/client/plugin.js': [
    [
      'the async "modify" reducer of applyPlugins',
      'return hooks.reduce( /*#__PURE__*/function () {',
      '}(), isPromiseLike(initialValue) ? initialValue : Promise.resolve(initialValue));',
      `return hooks.reduce(async function (memo, hook) {
              assert(typeof hook === 'function' || _typeof(hook) === 'object' || isPromiseLike(hook), "applyPlugins failed, all hooks for key ".concat(key, " must be function, plain object or Promise."));
              if (isPromiseLike(memo)) memo = await memo;
              if (typeof hook === 'function') {
                var ret = hook(memo, args);
                return isPromiseLike(ret) ? await ret : ret;
              }
              if (isPromiseLike(hook)) hook = await hook;
              return _objectSpread(_objectSpread({}, memo), hook);
            }, isPromiseLike(initialValue) ? initialValue : Promise.resolve(initialValue));`,
    ],
    [
      'the "event" runner of applyPlugins',
      'return _asyncToGenerator( /*#__PURE__*/_regeneratorRuntime().mark(function _callee2() {',
      '}, _callee2, null, [[1, 14, 17, 20]]);\n          }))();',
      `return async function () {
            for (var hook of hooks) {
              assert(typeof hook === 'function', "applyPlugins failed, all hooks for key ".concat(key, " must be function."));
              var ret = hook(args);
              if (async && isPromiseLike(ret)) await ret;
            }
          }();`,
    ],
  ],
  'dumi/dist/client/theme-api/utils.js': [
    [
      'getAgnosticComponentModule',
      'function _getAgnosticComponentModule() {',
      '  }));\n  return _getAgnosticComponentModule.apply(this, arguments);\n}',
      `async function _getAgnosticComponentModule(component) {
  var mod = component instanceof Promise ? await component : component;
  return mod.default ?? mod;
}`,
    ],
  ],
};

/** Babel's async helpers, as an import or (before plugins/internals/entry/shared-babel-helpers-loader.cjs) inline. */
const HELPERS = ['_regeneratorRuntime', '_asyncToGenerator', 'asyncGeneratorStep'];

function dropUnusedHelpers(source) {
  let result = source;
  for (const name of HELPERS) {
    const definition = new RegExp(
      `^(import ${name} from "[^"]+";|function ${name}\\(.*\\})$\\n?`,
      'm',
    );
    const rest = result.replace(definition, '');
    if (rest !== result && !new RegExp(`\\b${name}\\b`).test(rest)) result = rest;
  }
  return result;
}

module.exports = function nativeAsync(source) {
  const file = Object.keys(REWRITES).find((suffix) =>
    this.resourcePath.replace(/\\/g, '/').endsWith(`node_modules/${suffix}`),
  );
  if (!file) return source;
  let result = source;
  for (const [what, start, end, replacement] of REWRITES[file]) {
    const from = result.indexOf(start);
    const to = from < 0 ? -1 : result.indexOf(end, from);
    if (to < 0) {
      throw new ShapeNotFoundError(
        'entry/native-async-loader.cjs',
        `${what}, compiled as this loader expects`,
        `node_modules/${file}`,
      );
    }
    result = result.slice(0, from) + replacement + result.slice(to + end.length);
  }
  return dropUnusedHelpers(result);
};

module.exports.REWRITTEN = Object.keys(REWRITES);
