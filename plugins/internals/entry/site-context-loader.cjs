/**
 * A webpack loader for dumi's generated ContextWrapper (.dumi/tmp*\/dumi/theme/ContextWrapper.tsx),
 * which every page loads before it renders. It imports two things only the WordCard page's API
 * table could use, so every page downloaded them:
 * - the component metadata of the API parser (`../meta/atoms`): the site's API builtin imports it
 *   itself, so it now loads with the pages that show an API table;
 * - everything `src/index.ts` exports, as `entryExports`: only dumi's AtomRenderer reads it, and
 *   the site renders none. Live demos get their imports from their own metadata, not from here.
 */
const ATOMS_IMPORT = /^import \{ components \} from '\.\.\/meta\/atoms';$/m;
const ENTRY_IMPORT = /^import \* as entryMemberExports from '[^']+';$/m;

module.exports = function leanSiteContext(source) {
  if (!ATOMS_IMPORT.test(source)) {
    throw new Error(
      "site-context-loader: dumi's ContextWrapper no longer imports `{ components }` from " +
        "'../meta/atoms'; a dumi release has changed it, so update plugins/internals/entry/site-context-loader.cjs.",
    );
  }
  if (/\bentryMemberExports\b/.test(source) && !ENTRY_IMPORT.test(source)) {
    throw new Error(
      "site-context-loader: dumi's ContextWrapper no longer imports the entry file as " +
        '`import * as entryMemberExports`; update plugins/internals/entry/site-context-loader.cjs.',
    );
  }
  return source
    .replace(ATOMS_IMPORT, 'const components = undefined;')
    .replace(ENTRY_IMPORT, 'const entryMemberExports = {};');
};
