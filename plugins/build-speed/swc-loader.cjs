/**
 * A webpack loader that compiles the site's TypeScript, JSX and dumi's compiled Markdown with swc
 * (plugins/build-speed/index.ts puts it where umi configures babel-loader). Options:
 * - `targets`: the browsers of `.dumirc.ts`, so swc down-levels only what they lack;
 * - `node`: the server bundle runs in the Node.js that builds the site, so nothing is down-levelled;
 * - `refresh`: React Fast Refresh registration, for `dumi dev`;
 * - `compact`: no indentation or line breaks (names and comments stay). A page's Markdown becomes
 *   deeply nested JSX, and webpack keeps the indented text in each module, its generated code,
 *   the chunk before minifying and the persistent cache;
 * - `once`: `{ files, sources }`, regular expressions: in the files matching `files`, the named
 *   imports from sources matching one of `sources` are bound once, to local constants (bindOnce).
 *   webpack tracks each use of an imported name (a dependency, rewritten in the generated code),
 *   and a page's JSX uses the JSX runtime's and its texts' names once per element. Only for
 *   sources whose bindings never change and that import nothing back; left out when a source map
 *   is asked for (it would not match). Modules with few elements (the theme's) gain nothing: their
 *   local constants cost more bytes than the uses they replace.
 */
const { transform } = require('@swc/core');

/** A named import statement as swc prints it, indented or compact: its names, quote and source. */
const NAMED_IMPORT = /(?<=^|[;\n])import\s*\{([^}]*)\}\s*from\s*(["'])([^"'\n]+)\2;/g;

/**
 * Each named import from a source matching one of `sources` as one namespace import and local
 * constants: `import{jsx as _jsx}from"react/jsx-runtime"` becomes
 * `import*as $$bound0 from"react/jsx-runtime";const _jsx=$$bound0.jsx;`.
 */
function bindOnce(code, sources) {
  if (!sources.length) return code;
  let n = 0;
  return code.replace(NAMED_IMPORT, (statement, list, _quote, from) => {
    if (!sources.some((source) => source.test(from))) return statement;
    const namespace = `$$bound${n++}`;
    const names = list
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean)
      .map((item) => {
        const [imported, local = imported] = item.split(/\s+as\s+/);
        return `${local}=${namespace}.${imported}`;
      });
    return `import*as ${namespace} from"${from}";const ${names.join(',')};`;
  });
}

module.exports = function swcLoader(source, inputMap) {
  const done = this.async();
  const options = this.getOptions();
  const { targets, node, development = false, refresh = false, compact = false } = options;
  const file = this.resourcePath;
  const once =
    options.once && !this.sourceMap && new RegExp(options.once.files).test(file)
      ? options.once.sources.map((source) => new RegExp(source))
      : [];
  const typescript = /\.(c|m)?tsx?$/.test(file);
  const ownCode = !/[\\/]node_modules[\\/]/.test(file);
  transform(String(source), {
    filename: file,
    sourceFileName: file,
    sourceMaps: this.sourceMap,
    inputSourceMap: inputMap ? JSON.stringify(inputMap) : undefined,
    swcrc: false,
    configFile: false,
    env: { targets: node ? { node: process.versions.node } : targets },
    jsc: {
      parser: typescript
        ? { syntax: 'typescript', tsx: !/\.(c|m)?ts$/.test(file) }
        : { syntax: 'ecmascript', jsx: true },
      transform: {
        react: { runtime: 'automatic', development, refresh: refresh && ownCode },
      },
      ...(compact && { minify: { compress: false, mangle: false, format: { comments: 'all' } } }),
    },
    minify: compact,
  }).then(
    (output) => done(null, bindOnce(output.code, once), output.map && JSON.parse(output.map)),
    (error) => done(error),
  );
};
