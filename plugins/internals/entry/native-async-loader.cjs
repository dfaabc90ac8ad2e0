/**
 * A loader for umi's plugin manager and dumi's theme API helpers, whose async functions Babel
 * compiled to generator state machines that need its regenerator runtime in every page's entry:
 * each is written back as the async function it was, and the runtime's imports go when unused.
 */
const { expectShape } = require('../shape-guard.cjs');

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

/** The file of a package's that this loader rewrites, if `resource` is one (`umi/client/...`). */
const rewrittenFile = (resource) =>
  Object.keys(REWRITES).find((file) =>
    resource.replace(/\\/g, '/').endsWith(`node_modules/${file}`),
  );

module.exports = function nativeAsync(source) {
  const file = rewrittenFile(this.resourcePath);
  let result = source;
  for (const [what, start, end, replacement] of REWRITES[file]) {
    const from = result.indexOf(start);
    const to = from < 0 ? -1 : result.indexOf(end, from);
    expectShape(
      to >= 0,
      'entry/native-async-loader.cjs',
      `${what}, compiled as this loader expects`,
      `node_modules/${file}`,
    );
    result = result.slice(0, from) + replacement + result.slice(to + end.length);
  }
  // Babel's async helpers, imported or inline
  for (const name of ['_regeneratorRuntime', '_asyncToGenerator', 'asyncGeneratorStep']) {
    const definition = new RegExp(
      `^(import ${name} from "[^"]+";|function ${name}\\(.*\\})$\\n?`,
      'm',
    );
    const rest = result.replace(definition, '');
    if (rest !== result && !new RegExp(`\\b${name}\\b`).test(rest)) result = rest;
  }
  return result;
};

module.exports.rewrittenFile = rewrittenFile;
module.exports.REWRITTEN = Object.keys(REWRITES);
