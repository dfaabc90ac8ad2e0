import { createHash } from 'crypto';
import fs from 'fs';
import path from 'path';
import type { IApi } from 'dumi';
import type { Compiler } from 'webpack';

/**
 * webpack's persistent cache for `dumi build`: a build after an earlier one (the three builds of
 * `npm test`, a maintainer's next build) compiles only the modules that changed. Every build, the
 * site with another base or the test fixtures too, shares one cache per bundle; webpack keys each
 * module by its source, loaders and options. What webpack cannot see, the config, is the cache's
 * version: a change to it starts afresh. SITE_BUILD_CACHE=0 builds without it. `dumi dev` keeps
 * umi's own cache, with that version added.
 */
/** Where production builds keep what a later build can reuse (webpack's modules, hosting's compressed copies). */
export const buildCacheDir = (api: IApi) =>
  path.join(api.paths.absNodeModulesPath, '.cache', 'site-build');

/** SITE_BUILD_CACHE=0: a build that keeps none of its caches (webpack's, nor the build's own). */
export const buildCachesOff = (): boolean => process.env.SITE_BUILD_CACHE === '0';

/**
 * Drops the files of one of the build's own cache folders that no build has used for a week (a
 * build that uses a copy refreshes its time). A folder not made yet has nothing to drop.
 */
export function pruneUnused(cacheDir: string): void {
  if (!fs.existsSync(cacheDir)) return;
  const oldest = Date.now() - 7 * 24 * 60 * 60 * 1000;
  for (const name of fs.readdirSync(cacheDir)) {
    const file = path.join(cacheDir, name);
    if (fs.statSync(file).mtimeMs < oldest) fs.rmSync(file, { force: true });
  }
}

/**
 * A hash of the names and contents of the files that make up the build's config: the site's
 * plugins shape its loaders and aliases. (webpack's own way, build dependencies, traced every
 * module a listed file requires, into dumi, umi and swc, at the start of every first build.)
 */
export function configVersion(root: string): string {
  const plugins = fs.readdirSync(path.join(root, 'plugins'), { recursive: true }) as string[];
  const files = ['.dumirc.ts', 'site.config.ts', 'package-lock.json']
    .concat(plugins.map((file) => path.join('plugins', file)))
    .filter((file) => fs.statSync(path.join(root, file), { throwIfNoEntry: false })?.isFile())
    .sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * webpack makes every loader a build dependency and, before it stores the cache, traces each one
 * through the modules it requires: dumi's Markdown loader alone leads through most of dumi, umi
 * and unified, for each bundle. The loaders of the site (plugins/) and of
 * node_modules (the lockfile) are in the version already: this drops them from that list.
 */
export class LoadersInVersion {
  constructor(private readonly root: string) {}

  apply(compiler: Compiler) {
    const covered = (file: string) =>
      file.startsWith(path.join(this.root, 'plugins') + path.sep) ||
      file.split(path.sep).includes('node_modules');
    compiler.hooks.done.tap('LoadersInVersion', ({ compilation }) => {
      for (const file of [...compilation.buildDependencies]) {
        if (covered(file)) compilation.buildDependencies.delete(file);
      }
    });
  }
}
