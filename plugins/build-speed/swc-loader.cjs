/**
 * A webpack loader that compiles the site's TypeScript, JSX and dumi's compiled Markdown with swc
 * (plugins/build-speed/swc-transpile.ts puts it where umi configures babel-loader). Options:
 * - `targets`: the browsers of `.dumirc.ts`, so swc down-levels only what they lack;
 * - `node`: the server bundle runs in the Node.js that builds the site, so nothing is down-levelled;
 * - `refresh`: React Fast Refresh registration, for `dumi dev`.
 */
const { transform } = require('@swc/core');

module.exports = function swcLoader(source, inputMap) {
  const done = this.async();
  const { targets, node, development = false, refresh = false } = this.getOptions();
  const file = this.resourcePath;
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
    },
  }).then(
    (output) => done(null, output.code, output.map && JSON.parse(output.map)),
    (error) => done(error),
  );
};
