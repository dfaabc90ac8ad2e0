import path from 'path';
import type { IApi } from 'dumi';
import type { Compiler } from 'webpack';

/** One thing a rewrite relies on finding among the file paths of a compilation's modules. */
type ExpectedMatch = { what: string; found: (resources: string[]) => boolean };

export type Chain = Parameters<Parameters<IApi['chainWebpack']>[0]>[0];

// eslint-disable-next-line @typescript-eslint/no-require-imports
export const { ShapeNotFoundError, expectShape } = require('./shape-guard.cjs') as {
  ShapeNotFoundError: new (file: string, shape: string, where: string) => Error;
  expectShape: <T>(found: T, file: string, shape: string, where: string) => NonNullable<T>;
};

/**
 * A rewrite whose target moved would quietly stop working (a larger bundle, a lost override): this
 * makes it a build error naming `file`, the internals file that leans on the modules.
 */
export function expectMatches(memo: Chain, file: string, expected: ExpectedMatch[]) {
  // named by what it checks too: a second plugin of the same name would replace the first
  memo.plugin(`expect-matches-${file}: ${expected.map(({ what }) => what).join('; ')}`).use(
    class {
      apply(compiler: Compiler) {
        // `dumi dev` compiles pages when first opened: shapes are checked by production builds
        if (compiler.options.mode === 'development') return;
        compiler.hooks.thisCompilation.tap(file, (compilation) => {
          compilation.hooks.finishModules.tap(file, (modules) => {
            const resources = [...modules].map((m) => (m as { resource?: string }).resource ?? '');
            for (const { what, found } of expected) {
              if (found(resources)) continue;
              const where = "the modules of the build's compilation";
              compilation.errors.push(new ShapeNotFoundError(file, what, where) as never);
            }
          });
        });
      }
    },
  );
}

type Test = RegExp | ((file: string) => unknown);

/**
 * A rule `name` that runs `loader` (a file of plugins/internals) on the modules `test` matches; a
 * build in which it matches none fails, naming the loader.
 */
export function loaderRule(memo: Chain, name: string, test: Test, loader: string, opts?: object) {
  const rule = memo.module.rule(name).test(test);
  const use = rule.use(path.basename(loader, '.cjs')).loader(path.join(__dirname, loader));
  if (opts) use.options(opts);
  expectMatches(memo, loader, [someModule(`a module that the rule "${name}" matches`, test)]);
  return rule;
}

/** An expectation that some module's path matches `test`. */
export const someModule = (what: string, test: Test): ExpectedMatch => {
  const matches = typeof test === 'function' ? test : (file: string) => test.test(file);
  return { what, found: (resources) => resources.some((resource) => matches(resource)) };
};
