import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * One boundary for dumi's internals: the code of plugins/ that leans on private shapes of dumi,
 * umi, webpack or React lives in plugins/internals/, whose tests (npm run test:internals) check
 * each shape against the pinned versions. A file "touches a private shape" when, outside its
 * comments, it
 * - names a private module path: `dumi/dist/...`, `dumi/theme-default/...`, `umi/client/...`,
 *   `@umijs/<package>/dist|compiled/...`, or a module umi and dumi generate (`.dumi/tmp*`,
 *   `tmp-production`, `@@/core/...`, `@@/dumi/...`, `'dumi/meta/...'`, `'core/route...'`);
 * - names a rule, oneOf case or use of umi's or dumi's webpack config (`dumi-md`, `md-frontmatter`,
 *   `babel-loader`) or walks the rules it did not add (`.oneOf(`, `rules.values()`, `uses.has(`);
 * - rewrites or matches generated code: chunk names in generated text (`webpackChunkName` outside
 *   a magic comment), emitted assets (`processAssets`, `updateAsset`), requests inside dumi's
 *   modules (`NormalModuleReplacementPlugin`), the elements of dumi's Markdown compiler (`DumiDemo`);
 * - uses webpack's runtime: `__webpack_require__` and kin, `webpackChunk...`, `RuntimeGlobals`,
 *   runtime modules;
 * - relies on React's streamed HTML: the `$RC`/`$RS`/`$RX` scripts, `<!--$-->` boundary comments,
 *   the `<div hidden id="S:n">` of a part streamed after the shell;
 * - reaches into umi's service: `api.service`, `api.skipPlugins` of umi's own plugins, private
 *   (`_`-prefixed) app data, umi's server build manifest (`build-manifest.json`, `serverBuildPath`);
 * - reads React's private fields on DOM nodes and fibres (`__reactFiber`, `__reactContainer`,
 *   `__reactProps`, a fibre's `stateNode`);
 * - monkey-patches a Node API or a dependency's function (`childProcess.execSync = ...`,
 *   `Module._resolveFilename = ...`, a `.prototype.x = ...`, `require.cache`, a history's
 *   `.listen = ...`), or sets a V8 flag
 *   (`v8.setFlagsFromString`).
 * Not private: dumi's and umi's documented plugin and runtime APIs (`api.chainWebpack` adding the
 * site's own rules, `api.modifyConfig`, `addRuntimePlugin`, `modifyClientRenderOpts`,
 * `api.appData.routes`, `api.writeTmpFile` and the site's `@@/plugin-*` modules), aliases of public
 * package names (`dumi/theme/...`, `dumi/theme-original/...`, `dumi/plugin-utils`), webpack's
 * documented `__webpack_public_path__` and magic comments, webpack's typed plugin API, and the
 * class names of dumi's default theme (`dumi-default-*`), which the site's styles target as any
 * theme of it would.
 */
const MARKERS: Record<string, RegExp> = {
  'private module path':
    /\bdumi(?:\/|\[\\\\\/\]|['"],\s*['"])(?:dist|theme-default|compiled)\b|['"`](?:dist\/client|theme-default)\b|(?:@umijs\/[\w-]+|\bumi)(?:\/|\[\\\\\/\])(?:dist|compiled|client|lib)\b/,
  'generated module':
    /\.dumi(?:\/|\[\\\\\/\])tmp|tmp-production|@@\/(?!plugin-|site-)|['"`](?:dumi\/(?:meta|locales)\/|core\/(?:route|history|plugin|exports))/,
  "umi's or dumi's webpack config":
    /['"`](?:dumi-md|md-[\w$-]*|babel-loader)['"`]|\.oneOfs\b|\.oneOf\(|\brules\.(?:values|has|get)\(|\buses\.(?:has|clear|values)\(/,
  'generated code':
    /\bupdateAsset\(|\bprocessAssets\b|NormalModuleReplacementPlugin|webpackChunkName|\bDumiDemo(?:Grid)?\b/,
  "webpack's runtime":
    /__webpack_(?!public_path__)\w+__|\bwebpackChunk(?!Name)\w*|\bRuntimeGlobals\b|\bRuntimeModule\b|\bruntimeRequirementInTree\b/,
  "React's streamed HTML": /\$R[CSX]\b|<!--\\?\$|hidden id="S:/,
  "umi's service":
    /\bapi\.service\b|\bskipPlugins\(|appData\._\w+|appData[^;]{0,80}?\)\._\w+|build-manifest\.json|serverBuildPath/,
  "React's private fields": /__react(?:Fiber|Container|Props)|\bstateNode\b/,
  'a patched Node API':
    /\b(?:childProcess|child_process|fs|zlib|Module)\.\w+\s*=(?!=)|\.prototype\.\w+\s*=(?!=)|\b_resolveFilename\s*=(?!=)|\.listen\s*=(?!=)|\brequire\.cache\b|setFlagsFromString/,
};

/** Comments say what a file leans on without leaning on it. */
const withoutComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/** The markers a file's text matches. */
const markersOf = (text: string) =>
  Object.entries(MARKERS)
    .filter(([, marker]) => marker.test(withoutComments(text)))
    .map(([name]) => name);

/** The files outside plugins/internals/ allowed to touch private shapes, and why (at most 4). */
const ALLOWED: Record<string, string> = {
  'plugins/sections/browser/registry.ts':
    "the sections' browser half adds routes with umi's createClientRoutes and patchRoutes, dumi's Loading and webpack's chunk-file table (moving it would reorder the entry script's modules)",
};

function filesBelow(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? filesBelow(file) : [file.split(path.sep).join('/')];
  });
}

/** The files of plugins/ outside plugins/internals/ that touch private shapes. */
/**
 * What the theme may take from dumi as any theme of it does: its public exports (`from 'dumi'`,
 * `DumiDemo` among them) and the style sheets of its default theme, which the slots and builtins
 * extend (`dumi/theme-default/.../*.less`).
 */
const THEME_PUBLIC = [
  /^import\s[^;]*?\sfrom\s'dumi';$/gms,
  /^import\s'dumi\/theme-default\/[\w/.-]+\.less';$/gm,
  /^@import\s(?:\(reference\)\s)?'~?dumi\/theme-default\/[\w/.-]+\.less';$/gm,
];
const IMPORTS_DUMI_DEMO = /^import\s\{[^}]*\bDumiDemo\b[^}]*\}\sfrom\s'dumi';$/m;
function withoutThemePublic(text: string): string {
  // a component rendering dumi's exported DumiDemo names what compiled Markdown also names
  const rest = IMPORTS_DUMI_DEMO.test(text) ? text.replace(/\bDumiDemo\b/g, '') : text;
  return THEME_PUBLIC.reduce((kept, allowed) => kept.replace(allowed, ''), rest);
}

/** The files of plugins/ outside plugins/internals/, and of the theme, that touch private shapes. */
function touchingOutside(): string[] {
  const plugins = filesBelow('plugins')
    .filter((file) => !file.startsWith('plugins/internals/'))
    .filter((file) => markersOf(readFileSync(file, 'utf8')).length > 0);
  const theme = filesBelow('.dumi/theme').filter(
    (file) => markersOf(withoutThemePublic(readFileSync(file, 'utf8'))).length > 0,
  );
  return [...plugins, ...theme].sort();
}

describe('one boundary for the internals of dumi, umi, webpack and React', () => {
  it('outside plugins/internals/ (the theme included), exactly the allowed files touch private shapes', () => {
    expect(touchingOutside()).toEqual(Object.keys(ALLOWED).sort());
  });

  it('nowhere, internals included, replaces a function of Node or of a dependency, or sets a V8 flag', () => {
    const patching = filesBelow('plugins').filter((file) =>
      markersOf(readFileSync(file, 'utf8')).includes('a patched Node API'),
    );
    expect(patching).toEqual([]);
  });

  it('allows at most 4 such files, each with its reason', () => {
    expect(Object.keys(ALLOWED).length).toBeLessThanOrEqual(4);
    for (const reason of Object.values(ALLOWED)) expect(reason.length).toBeGreaterThan(20);
  });

  it.each([
    ["import loader from 'dumi/dist/loaders/markdown';", 'private module path'],
    ["path.join(dumi, 'theme-default', 'locales')", 'private module path'],
    [
      "import { createClientRoutes } from '@umijs/renderer-react/dist/routes';",
      'private module path',
    ],
    [
      'const FILE = /[\\\\/]node_modules[\\\\/]umi[\\\\/]client[\\\\/]plugin\\.js$/;',
      'private module path',
    ],
    ["import Loading from '@@/dumi/theme/loading';", 'generated module'],
    ['const CONFIG = /[\\\\/]\\.dumi[\\\\/]tmp[\\\\/]dumi[\\\\/]locales/;', 'generated module'],
    ["path.join(api.paths.absTmpPath, 'dumi/meta/atoms.ts')", 'generated module'],
    ["memo.module.rule('dumi-md').oneOf('md-text')", "umi's or dumi's webpack config"],
    [
      'for (const rule of memo.module.rules.values()) visit(rule);',
      "umi's or dumi's webpack config",
    ],
    ['const page = /webpackChunkName: "([^"]+)"/.exec(text);', 'generated code'],
    ['compilation.updateAsset(file, source);', 'generated code'],
    ["const TAGS = new Set(['DumiDemo', 'DumiDemoGrid']);", 'generated code'],
    ['Object.assign(__webpack_require__.sf, files);', "webpack's runtime"],
    ['const { RuntimeGlobals } = compiler.webpack;', "webpack's runtime"],
    ['html.replace(/\\$RC\\("([^"]+)"/, "");', "React's streamed HTML"],
    ['const UNWRAPPED = /(?<!<!--\\$-->)<div/;', "React's streamed HTML"],
    ['const { themeData } = api.service as any;', "umi's service"],
    ["api.skipPlugins(['routePreloadOnLoad']);", "umi's service"],
    [
      'Boolean((api.appData as { _2LevelNavAvailable?: boolean })._2LevelNavAvailable)',
      "umi's service",
    ],
    ['childProcess.execSync = function answer() {};', 'a patched Node API'],
    ['resolver._resolveFilename = function (request) {};', 'a patched Node API'],
    ['v8.setFlagsFromString("--interrupt-budget=1");', 'a patched Node API'],
    ['Pack.prototype.set = function set() {};', 'a patched Node API'],
    ['target.listen = (listener) => listen(wrap(listener));', 'a patched Node API'],
    ['var f = document[key].stateNode.current;', "React's private fields"],
    ["Object.keys(el).some((key) => key.startsWith('__reactProps'))", "React's private fields"],
  ])('tells a private shape: %s', (code, marker) => {
    expect(markersOf(code)).toContain(marker);
  });

  it.each([
    "import { useLocale, history } from 'dumi';",
    "import Header from 'dumi/theme-original/slots/Header';",
    "import { chokidar } from 'dumi/plugin-utils';",
    "import { loaded } from '@@/plugin-demoExport/loader';",
    "import { navByEdition } from '@@/site-sections/nav';",
    "memo.module.rule('message-sets').test(/config/).use('message-sets-loader');",
    'new URL(__webpack_public_path__ + file, location.href);',
    'const worker = new Worker(/* webpackChunkName: "search-worker" */ new URL(\'./w.ts\', import.meta.url));',
    "document.querySelector('.dumi-default-not-found');",
    'if (schema.oneOf) return schema.oneOf.map(typeText);',
    'for (const route of Object.values(api.appData.routes)) visit(route);',
    '// dumi asks git with childProcess.execSync = ... (a comment)',
    'process.exitCode = 1;',
  ])('leaves documented APIs alone: %s', (code) => {
    expect(markersOf(code)).toEqual([]);
  });
});
