import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configVersion, LoadersInVersion } from '../plugins/build-speed/build-cache';

let root: string;
const write = (file: string, text: string) => {
  mkdirSync(join(root, file, '..'), { recursive: true });
  writeFileSync(join(root, file), text);
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'build-cache-'));
  write('.dumirc.ts', 'export default {};');
  write('package-lock.json', '{"lockfileVersion":3}');
  write('plugins/a-loader.cjs', 'module.exports = (s) => s;');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('configVersion', () => {
  it('is the same for the same files', () => {
    expect(configVersion(root)).toBe(configVersion(root));
    expect(configVersion(root)).toMatch(/^[0-9a-f]{16}$/);
  });

  it.each([
    ['.dumirc.ts', 'export default { hash: true };'],
    ['site.config.ts', 'export const name = "x";'],
    ['package-lock.json', '{"lockfileVersion":3,"packages":{}}'],
    ['plugins/a-loader.cjs', 'module.exports = (s) => s + ";";'],
    ['plugins/nested/b.ts', 'export {};'],
  ])('changes when %s changes or appears', (file, text) => {
    const before = configVersion(root);
    write(file, text);
    expect(configVersion(root)).not.toBe(before);
  });

  it('changes when a plugin file is renamed, contents unchanged', () => {
    const before = configVersion(root);
    rmSync(join(root, 'plugins/a-loader.cjs'));
    write('plugins/b-loader.cjs', 'module.exports = (s) => s;');
    expect(configVersion(root)).not.toBe(before);
  });

  it('ignores files outside the config', () => {
    const before = configVersion(root);
    write('docs/index.md', '# Home');
    write('.dumi/theme/slots/Logo/index.tsx', 'export default () => null;');
    expect(configVersion(root)).toBe(before);
  });
});

describe('LoadersInVersion', () => {
  it("drops the loaders the version covers from webpack's build dependencies, keeps the rest", () => {
    let done: ((stats: { compilation: { buildDependencies: Set<string> } }) => void) | undefined;
    const compiler = { hooks: { done: { tap: (_: string, fn: typeof done) => (done = fn) } } };
    new LoadersInVersion('/site').apply(compiler as never);
    const buildDependencies = new Set([
      '/site/plugins/build-speed/swc-loader.cjs',
      '/site/node_modules/dumi/dist/loaders/markdown/index.js',
      '/site/postcss.config.js',
      '/site/pluginsextra/loader.cjs',
    ]);
    done!({ compilation: { buildDependencies } });
    expect([...buildDependencies]).toEqual([
      '/site/postcss.config.js',
      '/site/pluginsextra/loader.cjs',
    ]);
  });
});
