import { createHash } from 'crypto';
import type { Compilation, Compiler, Module } from 'webpack';

/** What a page's prerender is made of, hashed: the site's code and data, and the page's own. */
export interface RenderInputs {
  /** Every module of the server bundle but the pages' own (their metadata included). */
  shared: string;
  /** A page's own modules by its Markdown file: its component and texts, its tabs' too. */
  ofPage: Map<string, string>;
}

let latest: RenderInputs | undefined;

/** The inputs of the server bundle built last in this process. */
export const renderInputs = () => latest;

/** A page's own module (its component or texts), by its resource; its host page for a tab. */
const OWN_MODULE = /^(.*?)(\.\$tab-[^./]+)?((?:\.[\w-]+)?\.md)(?:\?type=text)?$/;

function moduleHash(module: Module, compilation: Compilation): string {
  const built = (module.buildInfo as { hash?: string } | undefined)?.hash;
  if (built) return String(built);
  for (const runtime of compilation.chunkGraph.getModuleRuntimes(module)) {
    return compilation.chunkGraph.getModuleHash(module, runtime);
  }
  return '';
}

/** A module of the server bundle as the inputs read it. */
export interface BuiltModule {
  identifier: string;
  resource?: string;
  hash: string;
}

/** The inputs of a server bundle made of `modules`. */
export function renderInputsOf(modules: BuiltModule[]): RenderInputs {
  const shared: string[] = [];
  const own = new Map<string, string[]>();
  for (const { identifier, resource, hash } of modules) {
    const entry = `${identifier}\0${hash}`;
    const page = resource && OWN_MODULE.exec(resource);
    if (!page) {
      shared.push(entry);
      continue;
    }
    const file = page[1] + page[3];
    if (!own.has(file)) own.set(file, []);
    own.get(file)!.push(entry);
  }
  const digest = (entries: string[]) =>
    createHash('sha256').update(entries.sort().join('\n')).digest('hex');
  return {
    shared: digest(shared),
    ofPage: new Map([...own].map(([file, entries]) => [file, digest(entries)])),
  };
}

/**
 * webpack's runtime modules load chunks and name them by their content hashes, so they change
 * with any page; a render's output does not depend on them.
 */
const notRuntime = (module: Module) => !module.identifier().startsWith('webpack/runtime/');

/**
 * The hashes of the server bundle's modules (webpack's own, of each module as built), once it is
 * compiled: plugins/prerender/render-cache.ts keys each page's render with them.
 */
export class PageRenderInputs {
  apply(compiler: Compiler) {
    compiler.hooks.done.tap('PageRenderInputs', ({ compilation }) => {
      latest = renderInputsOf(
        [...compilation.modules].filter(notRuntime).map((module) => ({
          identifier: module.identifier(),
          resource: (module as { resource?: string }).resource,
          hash: moduleHash(module, compilation),
        })),
      );
    });
  }
}
