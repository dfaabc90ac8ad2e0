import type { IApi } from 'dumi';

/** One thing a rewrite relies on finding in every compilation, checked once the modules are built. */
export interface ExpectedMatch {
  /** What was expected, as the error message should say it. */
  what: string;
  /** Whether the compilation holds it, given the file paths of all its modules. */
  found: (resources: string[]) => boolean;
}

export type Chain = Parameters<Parameters<IApi['chainWebpack']>[0]>[0];

interface Compilation {
  errors: Error[];
  hooks: { finishModules: { tap(name: string, run: (modules: Iterable<unknown>) => void): void } };
}

interface Compiler {
  hooks: { thisCompilation: { tap(name: string, run: (compilation: Compilation) => void): void } };
}

/**
 * The site's rewrites match paths, generated code and markup of dumi, umi and React. When a release
 * moves what a rewrite matches, the rewrite would quietly stop working (a larger bundle, a lost
 * override). This webpack plugin turns that into a build error naming the plugin and what it
 * missed.
 */
class ExpectMatchesPlugin {
  constructor(
    private readonly owner: string,
    private readonly expected: ExpectedMatch[],
  ) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap(this.owner, (compilation) => {
      compilation.hooks.finishModules.tap(this.owner, (modules) => {
        const resources = [...modules]
          .map((module) => (module as { resource?: string }).resource)
          .filter((resource): resource is string => typeof resource === 'string');
        for (const { what, found } of this.expected) {
          if (found(resources)) continue;
          compilation.errors.push(
            new Error(
              `${this.owner}: ${what} was not found. A dumi or umi release has probably moved ` +
                `it; update the plugin (plugins/${this.owner}.ts) before building on.`,
            ),
          );
        }
      });
    });
  }
}

/** Adds the check to a webpack config chain. */
export function expectMatches(memo: Chain, owner: string, expected: ExpectedMatch[]) {
  memo.plugin(`expect-matches-${owner}`).use(ExpectMatchesPlugin, [owner, expected]);
}

/** An expectation that some module's path matches `pattern`. */
export function someModule(what: string, pattern: RegExp): ExpectedMatch {
  return { what, found: (resources) => resources.some((resource) => pattern.test(resource)) };
}

/** An expectation that the site's `module` is built in and no file of the npm package `name` is. */
export function replacedPackage(what: string, module: string, name: string): ExpectedMatch {
  const inPackage = new RegExp(`[\\\\/]node_modules[\\\\/]${name}[\\\\/]`);
  return {
    what,
    found: (resources) =>
      resources.includes(module) && !resources.some((resource) => inPackage.test(resource)),
  };
}
