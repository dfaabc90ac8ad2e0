// A scratch copy of the project with N synthetic pages added, for the scale bench: the working
// tree's files as git sees them (tracked and new, not ignored), node_modules as hard links without
// its caches, the pages under docs/guides/, all committed to a fresh git repository (the pages'
// "Last updated" dates come from git). docs/ of the project itself is never written.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { linkNodeModules } from './peers.mjs';
import { dumiPageFiles } from './synthetic-pages.mjs';

const git = (cwd, ...args) =>
  execFileSync(
    'git',
    ['-c', 'user.name=scale bench', '-c', 'user.email=bench@localhost', ...args],
    { cwd, stdio: ['ignore', 'pipe', 'inherit'] },
  );

/** The relative path of each synthetic page's Markdown in the copy, by page index. */
export function makeProjectCopy(repo, dir, pages) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const files = git(repo, 'ls-files', '-z', '--cached', '--others', '--exclude-standard')
    .toString()
    .split('\0')
    .filter((file) => file && existsSync(join(repo, file)));
  for (const file of new Set(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    cpSync(join(repo, file), join(dir, file));
  }
  linkNodeModules(join(repo, 'node_modules'), join(dir, 'node_modules'));
  const written = dumiPageFiles(pages).map(({ file, content }) => {
    const path = join('docs', file);
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
    return path;
  });
  // the synthetic pages are English only: the page checks must not ask for their translations
  const config = join(dir, '.dumirc.ts');
  const withChecks = readFileSync(config, 'utf8').replace(
    /^( {2}exportStatic: \{\},)$/m,
    "$1\n  pageChecks: { untranslated: ['docs/guides'] },",
  );
  if (!withChecks.includes("untranslated: ['docs/guides']")) {
    throw new Error(
      'scratch-site: .dumirc.ts has no `exportStatic: {},` line to add the page checks after',
    );
  }
  writeFileSync(config, withChecks);
  git(dir, 'init', '-q');
  // the translations name commits of the project (`translatedFrom`), which the page checks look up
  const objects = git(repo, 'rev-parse', '--path-format=absolute', '--git-common-dir')
    .toString()
    .trim();
  writeFileSync(join(dir, '.git/objects/info/alternates'), `${join(objects, 'objects')}\n`);
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '--no-verify', '-m', `The project with ${pages.length} synthetic pages`);
  return written;
}
