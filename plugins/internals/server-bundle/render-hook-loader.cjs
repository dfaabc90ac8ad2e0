/**
 * A webpack loader for umi's generated server entry (.dumi/tmp-production/umi.server.ts), in the
 * server bundle. umi's prerender calls the entry's `_markupGenerator` for each page; here the call
 * goes through the build's render hook when one is set (`globalThis[RENDER_HOOK]`, see
 * plugins/prerender/render-cache.ts), which may answer from a page's earlier render.
 */
const { ShapeNotFoundError } = require('../shape-guard.cjs');

/** The global the build sets to take part in each page's render. */
const RENDER_HOOK = 'site:prerender-hook';
const MARKUP_GENERATOR = /^export const _markupGenerator = createMarkupGenerator\(createOpts\);$/m;

module.exports = function renderHook(source) {
  if (!MARKUP_GENERATOR.test(source)) {
    throw new ShapeNotFoundError(
      'server-bundle/render-hook-loader.cjs',
      'the declaration `export const _markupGenerator = createMarkupGenerator(createOpts);`',
      "umi's generated server entry (.dumi/tmp-production/umi.server.ts)",
    );
  }
  return source.replace(MARKUP_GENERATOR, () =>
    [
      'const markupGenerator = createMarkupGenerator(createOpts);',
      'export const _markupGenerator = (location) => {',
      `  const hook = globalThis[Symbol.for(${JSON.stringify(RENDER_HOOK)})];`,
      '  return hook ? hook(location, markupGenerator) : markupGenerator(location);',
      '};',
    ].join('\n'),
  );
};

module.exports.RENDER_HOOK = RENDER_HOOK;
