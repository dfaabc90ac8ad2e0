// Captures the fixtures of plugins/internals' tests (tests/fixtures/internals) from a real build of
// the site with its test-only pages, after an upgrade of dumi or umi: npm run internals:capture
// (plugins/internals/README.md).
// It writes the generated modules the loaders rewrite, what dumi's Markdown loader makes of two
// pages, and the names of umi's and dumi's webpack rules, each with a first line saying how.
import fs from 'fs';
import path from 'path';
import type { IApi } from 'dumi';

const PLUGINS = path.join(__dirname, '../../plugins');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { OUT, header, write } = require('./capture.cjs') as {
  OUT: string;
  header(what: string): string;
  write(name: string, text: string, cwd: string): void;
};

/** Generated modules, by fixture name. */
const GENERATED: Record<string, string> = {
  'core-history.ts.txt': 'core/history.ts',
  'core-route.tsx.txt': 'core/route.tsx',
  'dumi-locales-config.ts.txt': 'dumi/locales/config.ts',
  'dumi-meta-index.ts.txt': 'dumi/meta/index.ts',
  'dumi-meta-tabs.ts.txt': 'dumi/meta/tabs.ts',
  'dumi-theme-ContextWrapper.tsx.txt': 'dumi/theme/ContextWrapper.tsx',
  'umi.server.ts.txt': 'umi.server.ts',
};

/** The rules the site adds (`.rule('name')` in plugins/), left out of the captured names. */
function siteRules(): RegExp {
  const names = new Set<string>();
  const walk = (dir: string): void =>
    fs.readdirSync(dir, { withFileTypes: true }).forEach((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return walk(file);
      for (const [, name] of fs.readFileSync(file, 'utf8').matchAll(/\.rule\(['`]([\w-]+)/g)) {
        names.add(name);
      }
    });
  walk(PLUGINS);
  return new RegExp(`^(${[...names].join('|')})`);
}

interface ChainedMap<T> {
  entries(): Record<string, T> | undefined;
}
interface Use {
  get(key: 'loader'): string;
}
interface Rule {
  uses: ChainedMap<Use>;
  oneOfs: ChainedMap<Rule>;
}

/** The names of a rule's uses, less those the site adds (named as their file in plugins/). */
const umiUses = (rule: Rule) =>
  Object.entries(rule.uses.entries() ?? {})
    .filter(
      ([name, use]) =>
        !String(use.get('loader')).startsWith(PLUGINS) ||
        !String(use.get('loader')).endsWith(`${name}.cjs`),
    )
    .map(([name]) => name);

export default (api: IApi) => {
  api.describe({ key: 'internalsFixtures' });
  const rules: Record<string, unknown> = {};

  api.chainWebpack({
    stage: Infinity,
    fn: (memo: unknown, { ssr }: { ssr?: boolean }) => {
      const chain = memo as {
        module: {
          rules: ChainedMap<Rule>;
          rule(name: string): {
            oneOf(kind: string): {
              use(name: string): { loader(file: string): { before(name: string): unknown } };
            };
          };
        };
      };
      const site = siteRules();
      const tree: Record<string, unknown> = {};
      for (const [name, rule] of Object.entries(chain.module.rules.entries() ?? {})) {
        if (site.test(name)) continue;
        const oneOfs = Object.entries(rule.oneOfs.entries() ?? {}).map(([kind, oneOf]) => [
          kind,
          umiUses(oneOf),
        ]);
        tree[name] = { uses: umiUses(rule), oneOfs: Object.fromEntries(oneOfs) };
      }
      rules[ssr ? 'server' : 'browser'] = tree;
      if (!ssr) {
        for (const kind of ['md-frontmatter', 'md-text', 'md-demo', 'md']) {
          chain.module
            .rule('dumi-md')
            .oneOf(kind)
            .use('internals-fixtures')
            .loader(path.join(__dirname, 'loader.cjs'))
            .before(`${kind}-loader`);
        }
      }
      return memo;
    },
  } as unknown as Parameters<IApi['chainWebpack']>[0]);

  api.onBuildComplete(({ err }: { err?: unknown }) => {
    if (err) return;
    const note =
      "the webpack config of `dumi build` (the names of the rules, oneOf cases and uses umi and dumi configure, read after every plugin's chainWebpack, less what the site adds)";
    fs.writeFileSync(
      path.join(OUT, 'webpack-rules.json'),
      `${JSON.stringify({ '//': header(note).slice(3, -1).split(api.cwd).join('/project'), ...rules }, null, 2)}\n`,
    );
    for (const [name, file] of Object.entries(GENERATED)) {
      const source = fs.readFileSync(path.join(api.paths.absTmpPath, file), 'utf8');
      write(name, header(`.dumi/tmp-production/${file} of \`dumi build\``) + source, api.cwd);
    }
  });
};
