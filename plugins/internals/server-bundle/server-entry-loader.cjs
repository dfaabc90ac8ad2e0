/**
 * A loader for umi's generated server entry (umi.server.ts), which umi's prerender calls for each
 * page: its `_markupGenerator` now goes through the build's render hook when one is set
 * (render-hook.ts), so a page may be answered from its earlier render.
 */
const { expectShape } = require('../shape-guard.cjs');

const RENDER_HOOK = 'site:prerender-hook';
const DECLARATION = 'export const _markupGenerator = createMarkupGenerator(createOpts);';

module.exports = function serverEntry(source) {
  const lines = source.split('\n');
  const at = lines.indexOf(DECLARATION);
  expectShape(
    at >= 0,
    'server-bundle/server-entry-loader.cjs',
    `the declaration \`${DECLARATION}\``,
    "umi's generated server entry (.dumi/tmp-production/umi.server.ts)",
  );
  lines.splice(
    at,
    1,
    'const markupGenerator = createMarkupGenerator(createOpts);',
    'export const _markupGenerator = (location) => {',
    `  const hook = globalThis[Symbol.for(${JSON.stringify(RENDER_HOOK)})];`,
    '  return hook ? hook(location, markupGenerator) : markupGenerator(location);',
    '};',
  );
  return lines.join('\n');
};

module.exports.RENDER_HOOK = RENDER_HOOK;
