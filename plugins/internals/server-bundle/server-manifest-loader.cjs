/**
 * A loader for umi's generated server entry (umi.server.ts), whose `getManifest` read and parsed
 * the browser build's manifest, which names every chunk, for each page prerendered. Nothing writes
 * it meanwhile, so each folder's manifest is read once.
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
