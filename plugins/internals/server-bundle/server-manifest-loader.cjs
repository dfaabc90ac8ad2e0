/**
 * A webpack loader for umi's generated server entry (.dumi/tmp-production/umi.server.ts), in the
 * server bundle. Its `getManifest` reads and parses the browser build's manifest, which names every
 * chunk of the site, for each page the prerender renders: at 1,000 pages a 116 KB file read and
 * parsed a thousand times, work that grows with the square of the pages. Nothing writes the
 * manifest while pages are prerendered, so here each folder's manifest is read once.
 */
const GET_MANIFEST = /^export function getManifest\(sourceDir\) \{$/m;

module.exports = function manifestReadOnce(source) {
  if (!GET_MANIFEST.test(source)) {
    throw new Error(
      "server-manifest-loader: umi's generated server entry no longer declares " +
        '`export function getManifest(sourceDir) {`; an umi release has changed it, so update ' +
        'plugins/internals/server-bundle/server-manifest-loader.cjs.',
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
