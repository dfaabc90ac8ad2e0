/**
 * A webpack loader for dumi's generated ContextWrapper (.dumi/tmp*\/dumi/theme/ContextWrapper.tsx),
 * which every page loads before it renders. It imports two things only the WordCard page's API
 * table could use, so every page downloaded them:
 * - the component metadata of the API parser (`../meta/atoms`): the site's API builtin imports it
 *   itself, so it now loads with the pages that show an API table;
 * - everything `src/index.ts` exports, as `entryExports`: only dumi's AtomRenderer reads it, and
 *   the site renders none. Live demos get their imports from their own metadata, not from here.
 */
const { ShapeNotFoundError } = require('../shape-guard.cjs');

const ATOMS_IMPORT = /^import \{ components \} from '\.\.\/meta\/atoms';$/m;
const ENTRY_IMPORT = /^import \* as entryMemberExports from '[^']+';$/m;
const CONTEXT_WRAPPER =
  "dumi's generated ContextWrapper (.dumi/tmp*/dumi/theme/ContextWrapper.tsx)";

module.exports = function leanSiteContext(source) {
  if (!ATOMS_IMPORT.test(source)) {
    throw new ShapeNotFoundError(
      'entry/site-context-loader.cjs',
      "the import of `{ components }` from '../meta/atoms'",
      CONTEXT_WRAPPER,
    );
  }
  if (/\bentryMemberExports\b/.test(source) && !ENTRY_IMPORT.test(source)) {
    throw new ShapeNotFoundError(
      'entry/site-context-loader.cjs',
      'the import of the entry file as `import * as entryMemberExports`',
      CONTEXT_WRAPPER,
    );
  }
  return source
    .replace(ATOMS_IMPORT, 'const components = undefined;')
    .replace(ENTRY_IMPORT, 'const entryMemberExports = {};');
};
