import { createHash } from 'crypto';
import type { Compiler, Module } from 'webpack';

let latest: ReturnType<typeof renderInputsOf> | undefined;

/** The inputs of the server bundle built last in this process. */
export const renderInputs = () => latest;

/** A page's own module (its component or texts), by its resource; its host page for a tab. */
const OWN_MODULE = /^(.*?)(\.\$tab-[^./]+)?((?:\.[\w-]+)?\.md)(?:\?type=text)?$/;

export type BuiltModule = { identifier: string; resource?: string; hash: string };

/**
 * What a page's prerender is made of, hashed: `shared`, every module but the pages' own, and
 * `ofPage`, a page's own modules (component, texts, tabs) by its Markdown file.
 */
export function renderInputsOf(modules: BuiltModule[]) {
  const shared: string[] = [];
  const own = new Map<string, string[]>();
  for (const { identifier, resource, hash } of modules) {
    const entry = `${identifier}\0${hash}`;
    const page = resource && OWN_MODULE.exec(resource);
    const file = page && page[1] + page[3];
    if (file) own.set(file, [...(own.get(file) ?? []), entry]);
    else shared.push(entry);
  }
  const digest = (entries: string[]) =>
    createHash('sha256').update(entries.sort().join('\n')).digest('hex');
  return {
    shared: digest(shared),
    ofPage: new Map([...own].map(([file, entries]) => [file, digest(entries)])),
  };
}

/**
 * The hashes of the server bundle's modules that plugins/prerender/render-cache.ts keys renders
 * with; not of runtime modules, which change with any page and which no render depends on.
 */
export class PageRenderInputs {
  apply(compiler: Compiler) {
    compiler.hooks.done.tap('PageRenderInputs', ({ compilation }) => {
      const hashOf = (module: Module) => {
        const built = (module.buildInfo as { hash?: string } | undefined)?.hash;
        if (built) return String(built);
        for (const runtime of compilation.chunkGraph.getModuleRuntimes(module)) {
          return compilation.chunkGraph.getModuleHash(module, runtime);
        }
        return '';
      };
      latest = renderInputsOf(
        [...compilation.modules]
          .filter((module) => !module.identifier().startsWith('webpack/runtime/'))
          .map((module) => ({
            identifier: module.identifier(),
            resource: (module as { resource?: string }).resource,
            hash: hashOf(module),
          })),
      );
    });
  }
}
