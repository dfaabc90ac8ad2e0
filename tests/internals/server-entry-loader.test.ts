import { createRequire } from 'node:module';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { renderThrough } from '../../plugins/internals/server-bundle/render-hook';
import { internalsFixture } from './fixtures';

const require = createRequire(import.meta.url);
const serverEntry = require('../../plugins/internals/server-bundle/server-entry-loader.cjs') as (
  source: string,
) => string;

/** The rewritten declaration run on its own, with umi's generator standing in. */
function generatorOf(output: string) {
  const start = output.indexOf('const markupGenerator');
  const code = output
    .slice(start, output.indexOf('};', start) + 2)
    .replace('export const', 'const');
  const context = {
    globalThis,
    createOpts: {},
    createMarkupGenerator: () => async (location: string) => `<html>${location}</html>`,
  };
  return vm.runInNewContext(`${code}\n_markupGenerator`, context) as (
    location: string,
  ) => Promise<string>;
}

describe("the prerender's render hook in umi's server entry (fixture of umi 4.7.22)", () => {
  const output = serverEntry(internalsFixture('umi.server.ts.txt'));

  it("routes each page's render through the build's hook", async () => {
    expect(output).not.toMatch(
      /^export const _markupGenerator = createMarkupGenerator\(createOpts\);$/m,
    );
    const generate = generatorOf(output);
    expect(await generate('/a')).toBe('<html>/a</html>');
    renderThrough(async (location, render) => `kept ${await render(location)}`);
    try {
      expect(await generate('/b')).toBe('kept <html>/b</html>');
    } finally {
      renderThrough(undefined);
    }
    expect(await generate('/c')).toBe('<html>/c</html>');
  });

  it("renders with umi's own generator when no build takes part (no hook set)", async () => {
    const globals = globalThis as Record<symbol, unknown>;
    const key = Symbol.for('site:prerender-hook');
    const hook = globals[key];
    delete globals[key];
    try {
      expect(await generatorOf(output)('/d')).toBe('<html>/d</html>');
    } finally {
      globals[key] = hook;
    }
  });

  it('fails the build when umi writes its server entry some other way', () => {
    expect(() => serverEntry('export const _markupGenerator = other();\n')).toThrow(
      /^Shape not found: the declaration `export const _markupGenerator/,
    );
  });
});
