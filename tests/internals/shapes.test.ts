import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { IApi } from 'dumi';
import { describe, expect, it } from 'vitest';
import { inPlaceOfBabelLoader } from '../../plugins/internals/build/babel-loader';
import { MARKDOWN_CASES, siteMarkdownLoader } from '../../plugins/internals/build/markdown-rule';
import { UNUSED_UMI_PLUGINS } from '../../plugins/internals/build/unused-umi-plugins';
import { ShapeNotFoundError, type Chain } from '../../plugins/internals/module-rules';
import { DUMI_CLIENT } from '../../plugins/internals/entry/shared-babel-helpers';
import { DUMI_BADGE } from '../../plugins/internals/package-aliases';
import pageChunks, {
  PAGE_TEXTS_REQUEST,
  PURE_BUILTINS,
  PURE_CLIENT_API,
} from '../../plugins/internals/pages/page-chunks';
import serverBundle from '../../plugins/internals/server-bundle/index';
import { dumiHookAliases } from '../../plugins/internals/sections/route-table';

// The shapes plugins/internals leans on, checked against the installed (pinned) dumi and umi: their
// files read from node_modules, and their webpack config as tests/fixtures/internals/
// webpack-rules.json captured it. The generated modules the loaders rewrite are checked in each
// loader's own test (tests/*-loader.test.ts, tests/sections.test.ts), against captured fixtures.
const require = createRequire(import.meta.url);
const read = (request: string) => readFileSync(require.resolve(request), 'utf8');
const versionOf = (name: string) =>
  JSON.parse(readFileSync(`node_modules/${name}/package.json`, 'utf8')).version as string;

// webpack-chain as umi bundles it: the config the site's chainWebpack hooks receive
// eslint-disable-next-line @typescript-eslint/no-require-imports
const Config = require('@umijs/bundler-webpack/compiled/webpack-5-chain') as new () => Chain;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const webpack = require('@umijs/bundler-webpack/compiled/webpack');

type RuleTree = Record<string, { uses: string[]; oneOfs: Record<string, string[]> }>;
const RULES = JSON.parse(readFileSync('tests/fixtures/internals/webpack-rules.json', 'utf8')) as {
  browser: RuleTree;
  server: RuleTree;
};

/** A webpack config chain with the rules, cases and uses umi and dumi configure (no loaders run). */
function pinnedConfig(bundle: 'browser' | 'server'): Chain {
  const memo = new Config();
  for (const [name, { uses, oneOfs }] of Object.entries(RULES[bundle])) {
    const rule = memo.module.rule(name);
    for (const use of uses) rule.use(use).loader(`${use}-of-umi`);
    for (const [kind, caseUses] of Object.entries(oneOfs)) {
      for (const use of caseUses) rule.oneOf(kind).use(use).loader(`${use}-of-umi`);
      if (!caseUses.length) rule.oneOf(kind);
    }
  }
  return memo;
}

/** The file names of the loaders a rule or oneOf case uses, in webpack's order. */
const loadersOf = (rule: unknown) =>
  ((rule as { toConfig(): { use?: { loader?: string }[] } }).toConfig().use ?? []).map((use) =>
    path.basename(String(use.loader)),
  );

/** Runs a dumi plugin's chainWebpack hook on `memo`, with an api that holds only what it reads. */
function chainOf(plugin: (api: IApi) => void, memo: Chain, options: { ssr?: boolean }) {
  let hook: ((memo: Chain, options: object) => Chain) | undefined;
  plugin({
    describe() {},
    env: 'production',
    config: { history: { type: 'browser' } },
    chainWebpack: (fn: typeof hook) => (hook = fn),
  } as unknown as IApi);
  return hook!(memo, { ...options, webpack, env: 'production' });
}

describe('internals: the pinned versions', () => {
  it('package.json pins dumi and umi exactly, and those are installed', () => {
    // the fixtures of tests/fixtures/internals were captured from these versions: after an
    // upgrade, recapture them (see plugins/internals/README.md)
    const { devDependencies } = JSON.parse(readFileSync('package.json', 'utf8'));
    for (const name of ['dumi', 'umi']) {
      expect(devDependencies[name], `${name} in package.json`).toMatch(/^\d+\.\d+\.\d+$/);
      expect(versionOf(name), `installed ${name}`).toBe(devDependencies[name]);
    }
  });
});

describe("internals: umi's and dumi's webpack config", () => {
  it("every case of dumi's Markdown rule runs dumi's loader through the site's markdown-loader.cjs", () => {
    const memo = pinnedConfig('browser');
    siteMarkdownLoader(memo);
    for (const kind of MARKDOWN_CASES) {
      expect(memo.module.rule('dumi-md').oneOf(kind).use(`${kind}-loader`).get('loader')).toMatch(
        /plugins[\\/]internals[\\/]pages[\\/]markdown-loader\.cjs$/,
      );
    }
  });

  it("page-chunks.ts puts its loaders after dumi's Markdown loader in the pinned rule", () => {
    const memo = chainOf(pageChunks, pinnedConfig('browser'), { ssr: false });
    // webpack runs the last loader first: dumi's, then the site's two
    expect(loadersOf(memo.module.rule('dumi-md').oneOf('md-frontmatter'))).toEqual([
      'demo-chunks-loader.cjs',
      'page-details-loader.cjs',
      'md-frontmatter-loader-of-umi',
    ]);
  });

  it("the server bundle's style sheets: umi's css and less rules have their plain css case", () => {
    const memo = chainOf(serverBundle, pinnedConfig('server'), { ssr: true });
    for (const name of ['css', 'less']) {
      expect(loadersOf(memo.module.rule(name).oneOf('css'))).toEqual(['no-styles.cjs']);
    }
  });

  it.each(['browser', 'server'] as const)(
    'swc takes the place of babel-loader in every rule of the %s bundle that used it',
    (bundle) => {
      const memo = pinnedConfig(bundle);
      inPlaceOfBabelLoader(memo, '/site/swc-loader.cjs', {});
      const config = JSON.stringify(memo.toConfig().module);
      expect(config).toContain('/site/swc-loader.cjs');
      expect(config).not.toContain('babel-loader-of-umi');
    },
  );

  it('a rule that is gone is a ShapeNotFoundError naming the internals file to update', () => {
    const memo = new Config();
    memo.module.rule('dumi-md').oneOf('md-text').use('md-text-loader').loader('x');
    expect(() => siteMarkdownLoader(memo)).toThrow(ShapeNotFoundError);
    expect(() => siteMarkdownLoader(memo)).toThrow(
      /^Shape not found: a "md-frontmatter" case using md-frontmatter-loader, looked for in dumi's Markdown rule .* update plugins\/internals\/build\/markdown-rule\.ts/,
    );
    expect(() => chainOf(serverBundle, new Config(), { ssr: true })).toThrow(
      /update plugins\/internals\/server-bundle\/index\.ts/,
    );
    expect(() => inPlaceOfBabelLoader(new Config(), 'x', {})).toThrow(
      /a rule using babel-loader.* update plugins\/internals\/build\/babel-loader\.ts/,
    );
  });
});

/** Every file below a folder of node_modules, by absolute path. */
function filesBelow(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? filesBelow(file) : [file];
  });
}
const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));

describe('internals: the module paths their rules test', () => {
  const dumiFiles = filesBelow(packageDir('dumi'));
  it.each([
    ["page-chunks.ts: dumi's client API", PURE_CLIENT_API, dumiFiles],
    ["page-chunks.ts: dumi's builtins", PURE_BUILTINS[0], dumiFiles],
    ["shared-babel-helpers.ts: dumi's compiled client files", DUMI_CLIENT, dumiFiles],
  ])('%s are files of the pinned packages', (_, pattern, files) => {
    expect(files.some((file) => pattern.test(file))).toBe(true);
  });

  it('the files of shared-babel-helpers-loader.cjs are ES modules (it adds imports to them)', () => {
    const commonJs = dumiFiles
      .filter((file) => DUMI_CLIENT.test(file))
      .filter((file) => !/^(import|export) /m.test(readFileSync(file, 'utf8')));
    expect(commonJs).toEqual([]);
  });
});

describe("internals: dumi's and umi's files", () => {
  it("dumi's Markdown loader, which markdown-loader.cjs calls, takes the options it changes", () => {
    expect(typeof require('dumi/dist/loaders/markdown').default).toBe('function');
    const source = read('dumi/dist/loaders/markdown/index.js');
    for (const option of ['routes', 'onResolveDemos', 'onResolveAtomMeta', 'demoAssetsFile']) {
      expect(source).toContain(`opts.${option}`);
    }
  });

  it("dumi's Markdown loader has a page import its texts by the request PAGE_TEXTS_REQUEST matches", () => {
    const source = read('dumi/dist/loaders/markdown/index.js');
    // the request's query is `type=${textMode}`, "text" but under utoopack's dev server
    expect(source).toMatch(
      /import \{ texts as \$\{[^}]+\} \} from '\$\{[^']*\?type=\$\{textMode\}';/,
    );
    expect(source).toMatch(/const textMode = [^;]*\? "text-render" : "text";/);
    expect(new RegExp(PAGE_TEXTS_REQUEST).test('/site/docs/page.md?type=text')).toBe(true);
  });

  it('umi has the plugins that unused-umi-plugins.ts skips, under the keys it gives', () => {
    const features = path.join(
      path.dirname(require.resolve('@umijs/preset-umi/package.json')),
      'dist/features',
    );
    for (const [key, file] of Object.entries(UNUSED_UMI_PLUGINS)) {
      expect(existsSync(path.join(features, file))).toBe(true);
      // umi keys a plugin by its file name
      expect(path.basename(file, '.js')).toBe(key);
    }
  });

  it("umi empties the output folder only as its bundler options' `clean` says (keepOutputFolder)", () => {
    const build = read('@umijs/preset-umi/dist/commands/build.js');
    // the options carry `clean: true` and then pass through modifyUniBundlerOpts
    expect(build.indexOf('clean: true')).toBeGreaterThan(0);
    expect(build.indexOf('key: "modifyUniBundlerOpts"')).toBeGreaterThan(
      build.indexOf('clean: true'),
    );
    const bundler = read('@umijs/bundler-webpack/dist/build.js');
    expect(bundler).toMatch(
      /if \(opts\.clean\) \{\s*import_utils\.rimraf\.sync\(webpackConfig\.output\.path\);/,
    );
  });

  it("dumi keeps an API parser already on umi's service (api-parse-cache.ts)", () => {
    const source = read('dumi/dist/features/parser.js');
    expect(source).toMatch(
      /if \(api\.service\.atomParser instanceof import_BaseParser\.BaseAtomAssetsParser\)\s*return;/,
    );
    expect(source).toContain('writeAtomsMetaFile(await api.service.atomParser.parse());');
    expect(existsSync(require.resolve('dumi/dist/assetParsers/BaseParser'))).toBe(true);
  });

  it("dumi keeps the theme's messages in its theme data on umi's service (theme-modules.ts)", () => {
    const source = read('dumi/dist/features/theme/index.js');
    expect(source).toContain('api.service.themeData = (0, import_plugin_utils.deepmerge)(');
  });

  it("the hooks the sections stand in for are dumi's theme API modules", () => {
    const aliases = dumiHookAliases({ useSidebarData: 'a', useNavData: 'b' });
    expect(Object.keys(aliases)).toHaveLength(2);
    for (const file of Object.keys(aliases)) expect(existsSync(`${file}.js`)).toBe(true);
    // dumi imports them relatively without an extension, which is what the aliases match
    const index = read('dumi/dist/client/theme-api/index.js');
    expect(index).toContain('export { useNavData } from "./useNavData";');
    expect(index).toContain(
      'export { useFullSidebarData, useSidebarData } from "./useSidebarData";',
    );
    expect(read('dumi/dist/client/theme-api/useNavData.js')).toContain('from "./useSidebarData";');
  });

  it("the sections' browser half finds createClientRoutes in @umijs/renderer-react", () => {
    expect(read('@umijs/renderer-react/dist/routes.js')).toMatch(
      /^export function createClientRoutes\(opts\) \{$/m,
    );
  });

  it('dumi writes the API metadata as pages/api-atoms.ts reads it', () => {
    const parser = read('dumi/dist/features/parser.js');
    expect(parser).toContain('content: `export const components = ${JSON.stringify(');
    expect(parser).toContain('path: import_meta.ATOMS_META_PATH');
    expect(read('dumi/dist/features/meta.js')).toMatch(/ATOMS_META_PATH = "dumi\/meta\/atoms\.ts"/);
  });

  it("dumi's client API keeps the SiteContext that theme-modules.ts hands to the theme", () => {
    expect(read('dumi/dist/client/theme-api/context.js')).toMatch(/^export var SiteContext = /m);
  });

  it("dumi's API table imports the Badge that package-aliases.ts redirects", () => {
    const file = require.resolve('dumi/theme-default/builtins/API/index.js');
    expect(readFileSync(file, 'utf8')).toMatch(/^import Badge from "\.\.\/Badge";$/m);
    expect(path.join(path.dirname(file), '../Badge')).toBe(DUMI_BADGE);
    expect(existsSync(path.join(DUMI_BADGE, 'index.js'))).toBe(true);
  });

  it("dumi's theme variables that the site's style sheets read exist", () => {
    const variables = read('dumi/theme-default/styles/variables.less');
    for (const name of ['@c-primary:', '@c-primary-dark:']) expect(variables).toContain(name);
    // injected by dumi's less options, named in the file
    expect(variables).toContain('@dark-selector');
  });

  it("umi's renderer takes its <Helmet> from react-helmet-async, which document-head.ts replaces", () => {
    expect(read('@umijs/renderer-react/dist/index.js')).toMatch(/from 'react-helmet-async'/);
  });

  it("react-intl resolves from dumi's files, the folder intl-alias.ts points at the site's module", () => {
    const dumiDist = path.join(path.dirname(require.resolve('dumi/package.json')), 'dist');
    expect(() => require.resolve('react-intl/package', { paths: [dumiDist] })).not.toThrow();
  });

  it("webpack's runtime has what chunk-files.ts builds the sections' chunk table from", () => {
    expect(typeof webpack.runtime.GetChunkFilenameRuntimeModule).toBe('function');
    expect(webpack.RuntimeGlobals.getChunkScriptFilename).toBe('__webpack_require__.u');
    expect(typeof webpack.javascript.JavascriptModulesPlugin.chunkHasJs).toBe('function');
  });
});
