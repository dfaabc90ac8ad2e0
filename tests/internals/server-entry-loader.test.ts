import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
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

const run = (source: string) => serverEntry(source);

// umi's generated server entry, as umi 4.7.22 writes the function (its file system calls included)
const GENERATED = `export function getManifest(sourceDir) {
  let manifestPath;
  if (process.env.SSR_MANIFEST) {
    return JSON.parse(process.env.SSR_MANIFEST)
  }
  if (sourceDir) {
    manifestPath = path.join(sourceDir,'build-manifest.json')
  }
  else {
    manifestPath = DEFAULT_MANIFEST
  }
  if (fs.existsSync(manifestPath)) {
    return JSON.parse(fs.readFileSync(manifestPath), 'utf-8');
  }
  return {
    assets: {}
  }
}

global.g_getAssets = (fileName) => {
  let m = getManifest();
  return m.assets[fileName];
};

export const _markupGenerator = createMarkupGenerator(createOpts);`;

/** The rewritten module as a function of its free names, returning its getManifest. */
function load(output: string, defaultManifest: string) {
  const body = output.replace(/^export /gm, '').replace(/^global\.g_getAssets[\s\S]*$/m, '');
  const make = new Function(
    'fs',
    'path',
    'process',
    'DEFAULT_MANIFEST',
    `${body}\nreturn getManifest;`,
  );
  return make(fs, path, { env: {} }, defaultManifest) as (sourceDir?: string) => {
    assets: Record<string, string>;
  };
}

describe("umi's server entry reads the browser build's manifest once", () => {
  it('reads each folder’s manifest once, however many pages ask for it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-manifest-'));
    const file = path.join(dir, 'build-manifest.json');
    fs.writeFileSync(file, JSON.stringify({ assets: { 'umi.js': '/umi.1234abcd.js' } }));
    const getManifest = load(run(GENERATED), file);
    const first = getManifest();
    expect(first.assets['umi.js']).toBe('/umi.1234abcd.js');
    fs.writeFileSync(file, JSON.stringify({ assets: { 'umi.js': '/umi.changed.js' } }));
    expect(getManifest()).toBe(first);
    // another folder is another manifest, read once too
    const other = getManifest(dir);
    expect(other.assets['umi.js']).toBe('/umi.changed.js');
    expect(getManifest(dir)).toBe(other);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps the rest of the module as umi wrote it', () => {
    const output = run(GENERATED);
    expect(output).toContain("return JSON.parse(fs.readFileSync(manifestPath), 'utf-8');");
    expect(output).toContain('global.g_getAssets = (fileName) => {');
  });

  it('fails the build when umi declares getManifest some other way', () => {
    const changed = GENERATED.replace(
      'export function getManifest(sourceDir) {',
      'export const getManifest = (dir) => {',
    );
    expect(() => run(changed)).toThrow(
      /^Shape not found: .*getManifest.*umi's generated server entry.*server-bundle\/server-entry-loader\.cjs/,
    );
  });

  it('reads the manifest once in the server entry umi 4.7.22 generates (fixture)', () => {
    const output = run(internalsFixture('umi.server.ts.txt'));
    expect(output).toContain('const manifestsRead = new Map();');
    expect(output).toMatch(/^function readManifest\(sourceDir\) \{$/m);
  });
});
