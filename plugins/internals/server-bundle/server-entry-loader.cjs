/**
 * A loader for umi's generated server entry (umi.server.ts), which umi's prerender calls for each
 * page: its `_markupGenerator` now goes through the build's render hook when one is set
 * (render-hook.ts), so a page may be answered from its earlier render; its `getManifest` read and
 * parsed the browser build's manifest, which names every chunk, each time, though nothing writes
 * it meanwhile: each folder's manifest is read once.
 */
const { expectShape } = require('../shape-guard.cjs');

const RENDER_HOOK = 'site:prerender-hook';

/** Each line umi writes, and the lines in its place. */
const REWRITES = {
  'export const _markupGenerator = createMarkupGenerator(createOpts);': [
    'const markupGenerator = createMarkupGenerator(createOpts);',
    'export const _markupGenerator = (location) => {',
    `  const hook = globalThis[Symbol.for(${JSON.stringify(RENDER_HOOK)})];`,
    '  return hook ? hook(location, markupGenerator) : markupGenerator(location);',
    '};',
  ],
  'export function getManifest(sourceDir) {': [
    'const manifestsRead = new Map();',
    'export function getManifest(sourceDir) {',
    '  if (!manifestsRead.has(sourceDir)) manifestsRead.set(sourceDir, readManifest(sourceDir));',
    '  return manifestsRead.get(sourceDir);',
    '}',
    'function readManifest(sourceDir) {',
  ],
};

module.exports = function serverEntry(source) {
  const lines = source.split('\n');
  for (const [declaration, replacement] of Object.entries(REWRITES)) {
    const at = lines.indexOf(declaration);
    expectShape(
      at >= 0,
      'server-bundle/server-entry-loader.cjs',
      `the declaration \`${declaration}\``,
      "umi's generated server entry (.dumi/tmp-production/umi.server.ts)",
    );
    lines.splice(at, 1, ...replacement);
  }
  return lines.join('\n');
};

module.exports.RENDER_HOOK = RENDER_HOOK;
