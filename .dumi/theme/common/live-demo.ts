import type { ComponentType } from 'react';

/** What the demo block knows of a demo: its files, the modules it may import and its compiler. */
export interface EditableDemo {
  asset: { dependencies: Record<string, { type: string; value: string }> };
  /** the modules the demo's code may `require`, by the name it imports them under */
  context?: Record<string, unknown>;
  renderOpts?: {
    compile?: (code: string, options: { filename: string }) => Promise<string>;
  };
}

/** The name of a demo's entry file: the first of its own files. */
export function entryFileOf(demo: EditableDemo): string | undefined {
  return Object.keys(demo.asset.dependencies).find(
    (name) => demo.asset.dependencies[name].type === 'FILE',
  );
}

/** Whether the demo block can compile edits of this demo in the page. */
export function isEditable(demo: EditableDemo | undefined): boolean {
  return Boolean(demo?.renderOpts?.compile && entryFileOf(demo));
}

/**
 * Runs compiled CommonJS code with the demo's modules as the only ones it can require, and
 * returns its exports.
 */
export function evaluateModule(
  code: string,
  modules: Record<string, unknown>,
): Record<string, unknown> {
  const module = { exports: {} as Record<string, unknown> };
  const require = (name: string) => {
    if (Object.hasOwn(modules, name)) return modules[name];
    throw new Error(`Cannot find module '${name}': a demo can import ${listOf(modules)}`);
  };
  // the compiled demo is code the visitor wrote in the editor: it runs like the demo it replaces
  new Function('module', 'exports', 'require', code)(module, module.exports, require);
  return module.exports;
}

const listOf = (modules: Record<string, unknown>) =>
  Object.keys(modules)
    .filter((name) => !/\.(js|jsx|ts|tsx|json)$/.test(name))
    .map((name) => `'${name}'`)
    .join(', ') || 'no module';

const isComponent = (value: unknown): value is ComponentType =>
  typeof value === 'function' ||
  (typeof value === 'object' && value !== null && '$$typeof' in value);

/**
 * Compiles an edited demo (its entry file from `files`) with the demo's own compiler and returns
 * the component it exports by default. Throws what a visitor should read: the compiler's syntax
 * error, the error the module threw while loading, or what is missing.
 */
export async function compileDemo(
  id: string,
  demo: EditableDemo,
  files: Record<string, string>,
): Promise<ComponentType> {
  const entry = entryFileOf(demo);
  const compile = demo.renderOpts?.compile;
  if (!entry || !compile) throw new Error('This demo cannot be edited in the page.');
  const code = files[entry] ?? demo.asset.dependencies[entry].value;
  const compiled = await compile(code, { filename: `${id}-${entry}` });
  const exported = evaluateModule(compiled, demo.context ?? {}).default;
  if (!isComponent(exported)) {
    throw new Error('The demo must export a React component as its default export.');
  }
  return exported;
}

/** Anything thrown, as an Error with a message a visitor can read. */
export function toError(thrown: unknown): Error {
  if (thrown instanceof Error) return thrown;
  return new Error(
    typeof thrown === 'string' ? thrown : `A non-error was thrown: ${String(thrown)}`,
  );
}
