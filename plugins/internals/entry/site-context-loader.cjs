/**
 * A loader for dumi's generated ContextWrapper (.dumi/tmp*\/dumi/theme/ContextWrapper.tsx), which
 * every page loads: it imported the API parser's component metadata (the site's API builtin imports
 * it itself) and everything `src/index.ts` exports, for dumi's AtomRenderer, which the site does
 * not render.
 */
const { ShapeNotFoundError } = require('../shape-guard.cjs');

const ATOMS_IMPORT = /^import \{ components \} from '\.\.\/meta\/atoms';$/m;
const ENTRY_IMPORT = /^import \* as entryMemberExports from '[^']+';$/m;
const missing = (shape) =>
  new ShapeNotFoundError(
    'entry/site-context-loader.cjs',
    shape,
    "dumi's generated ContextWrapper (.dumi/tmp*/dumi/theme/ContextWrapper.tsx)",
  );

module.exports = function leanSiteContext(source) {
  if (!ATOMS_IMPORT.test(source))
    throw missing("the import of `{ components }` from '../meta/atoms'");
  // dumi imports the entry file only when it has named exports
  if (/\bentryMemberExports\b/.test(source) && !ENTRY_IMPORT.test(source))
    throw missing('the import of the entry file as `import * as entryMemberExports`');
  return source
    .replace(ATOMS_IMPORT, 'const components = undefined;')
    .replace(ENTRY_IMPORT, 'const entryMemberExports = {};');
};
