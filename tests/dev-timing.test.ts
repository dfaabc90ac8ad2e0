import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cacheStored } from '../scripts/dev-timing.mjs';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'dev-timing-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('cacheStored: the warm start waits for the whole dev cache', () => {
  it('follows webpack through a store: none, packs being written, index renamed last', () => {
    const cache = join(root, 'bundler-webpack', 'default-development__compiler1__');
    expect(cacheStored(join(root, 'bundler-webpack'))).toBe(false);
    mkdirSync(cache, { recursive: true });
    writeFileSync(join(cache, '0.pack_'), 'half of a pack');
    writeFileSync(join(cache, 'index.pack_'), 'index');
    expect(cacheStored(join(root, 'bundler-webpack'))).toBe(false);
    renameSync(join(cache, '0.pack_'), join(cache, '0.pack'));
    expect(cacheStored(join(root, 'bundler-webpack'))).toBe(false);
    renameSync(join(cache, 'index.pack_'), join(cache, 'index.pack'));
    expect(cacheStored(join(root, 'bundler-webpack'))).toBe(true);
  });

  it('counts a later store under way as not stored, though an older index is there', () => {
    const cache = join(root, 'bundler-webpack', 'default-development__compiler1__');
    mkdirSync(cache, { recursive: true });
    writeFileSync(join(cache, 'index.pack'), 'index');
    writeFileSync(join(cache, '1.pack_'), 'new items');
    expect(cacheStored(join(root, 'bundler-webpack'))).toBe(false);
  });
});
