/**
 * A webpack loader for umi's generated server entry (.dumi/tmp-production/umi.server.ts), in the
 * server bundle. Its `getManifest` reads and parses the browser build's manifest, which names every
 * chunk of the site, for each page the prerender renders: at 1,000 pages a 116 KB file read and
 * parsed a thousand times, work that grows with the square of the pages. Nothing writes the
 * manifest while pages are prerendered, so here each folder's manifest is read once.
 */
const { ShapeNotFoundError } = require('../shape-guard.cjs');

const GET_MANIFEST = /^export function getManifest\(sourceDir\) \{$/m;

module.exports = function manifestReadOnce(source) {
  if (!GET_MANIFEST.test(source)) {
    throw new ShapeNotFoundError(
      'server-bundle/server-manifest-loader.cjs',
      'the declaration `export function getManifest(sourceDir) {`',
      "umi's generated server entry (.dumi/tmp-production/umi.server.ts)",
    );
  }
  return source.replace(GET_MANIFEST, () =>
    [
      'const manifestsRead = new Map();',
      'export function getManifest(sourceDir) {',
      '  if (!manifestsRead.has(sourceDir)) manifestsRead.set(sourceDir, readManifest(sourceDir));',
      '  return manifestsRead.get(sourceDir);',
      '}',
      'function readManifest(sourceDir) {',
    ].join('\n'),
  );
};
