import fs from 'fs';
import os from 'os';
import path from 'path';
import { describe, expect, it } from 'vitest';
import { internalsFixture } from './fixtures';
// @ts-expect-error CommonJS webpack loader without type declarations
import manifestReadOnce from '../../plugins/internals/server-bundle/server-manifest-loader.cjs';

const run = (source: string) => manifestReadOnce(source) as string;

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
};`;

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

describe('server-manifest-loader', () => {
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
      /^Shape not found: .*getManifest.*umi's generated server entry.*server-bundle\/server-manifest-loader\.cjs/,
    );
  });

  it('reads the manifest once in the server entry umi 4.7.22 generates (fixture)', () => {
    const output = run(internalsFixture('umi.server.ts.txt'));
    expect(output).toContain('const manifestsRead = new Map();');
    expect(output).toMatch(/^function readManifest\(sourceDir\) \{$/m);
  });
});
