/**
 * A loader for umi's generated server entry (umi.server.ts): umi's prerender calls its
 * `_markupGenerator` for each page, which now goes through the build's render hook when one is set
 * (render-hook.ts), so a page may be answered from its earlier render.
 */
const { ShapeNotFoundError } = require('../shape-guard.cjs');

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
