import type { IApi } from 'dumi';

/** One thing a rewrite relies on finding in every compilation, checked once the modules are built. */
export interface ExpectedMatch {
  /** What was expected, as the error message should say it. */
  what: string;
  /** Whether the compilation holds it, given the file paths of all its modules. */
  found: (resources: string[]) => boolean;
}

export type Chain = Parameters<Parameters<IApi['chainWebpack']>[0]>[0];

interface ShapeNotFoundErrorClass {
  new (
    file: string,
    shape: string,
    where: string,
  ): Error & {
    file: string;
    shape: string;
    where: string;
  };
}

/** The error every file of plugins/internals throws when a shape it leans on is gone (shape-guard.cjs). */
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const { ShapeNotFoundError } = require('./shape-guard.cjs') as {
  ShapeNotFoundError: ShapeNotFoundErrorClass;
};

interface Compilation {
  errors: Error[];
  hooks: { finishModules: { tap(name: string, run: (modules: Iterable<unknown>) => void): void } };
}

interface Compiler {
  name?: string;
  options: { mode?: string };
  hooks: { thisCompilation: { tap(name: string, run: (compilation: Compilation) => void): void } };
}

/**
 * The site's rewrites match paths, generated code and markup of dumi, umi and React. When a release
 * moves what a rewrite matches, the rewrite would quietly stop working (a larger bundle, a lost
 * override). This webpack plugin turns that into a build error (ShapeNotFoundError) naming the
 * internals file and what it missed.
 */
class ExpectMatchesPlugin {
  constructor(
    private readonly file: string,
    private readonly expected: ExpectedMatch[],
  ) {}

  apply(compiler: Compiler) {
    // `dumi dev` compiles a page, and what only pages import, when the page is first opened
    // (dev/lazy-pages.ts): production builds, `npm test` among them, are where shapes are checked
    if (compiler.options.mode === 'development') return;
    compiler.hooks.thisCompilation.tap(this.file, (compilation) => {
      compilation.hooks.finishModules.tap(this.file, (modules) => {
        const resources = [...modules]
          .map((module) => (module as { resource?: string }).resource)
          .filter((resource): resource is string => typeof resource === 'string');
        for (const { what, found } of this.expected) {
          if (found(resources)) continue;
          compilation.errors.push(
            new ShapeNotFoundError(this.file, what, "the modules of the build's compilation"),
          );
        }
      });
    });
  }
}

/**
 * Adds the check to a webpack config chain. `file` is the file of plugins/internals that leans on
 * the expected modules (`pages/page-chunks.ts`).
 */
export function expectMatches(memo: Chain, file: string, expected: ExpectedMatch[]) {
  const name = file.replace(/\.\w+$/, '').replace(/[^\w-]+/g, '-');
  memo.plugin(`expect-matches-${name}`).use(ExpectMatchesPlugin, [file, expected]);
}

/** An expectation that some module's path matches `pattern`. */
export function someModule(what: string, pattern: RegExp): ExpectedMatch {
  return { what, found: (resources) => resources.some((resource) => pattern.test(resource)) };
}

/** An expectation that the site's `module` (a file, or a folder) is built in and no file of the npm package `name` is. */
export function replacedPackage(what: string, module: string, name: string): ExpectedMatch {
  const inPackage = new RegExp(`[\\\\/]node_modules[\\\\/]${name}[\\\\/]`);
  return {
    what,
    found: (resources) =>
      resources.some((resource) => resource.startsWith(module)) &&
      !resources.some((resource) => inPackage.test(resource)),
  };
}
