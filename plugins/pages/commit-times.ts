import { execFileSync } from 'child_process';
import fs from 'fs';
import path from 'path';

/** A file's path with symbolic links resolved, as git names it. */
export const realPath = (file: string) => {
  try {
    return fs.realpathSync(path.resolve(file));
  } catch {
    return path.resolve(file);
  }
};

const byRoot = new Map<string, Map<string, number>>();

/** The work tree a folder is in: the nearest folder up with a `.git` (no git process asked). */
function repositoryRoot(dir: string): string | undefined {
  for (let folder = dir; ; folder = path.dirname(folder)) {
    if (fs.existsSync(path.join(folder, '.git'))) return folder;
    if (path.dirname(folder) === folder) return undefined;
  }
}

/**
 * When each Markdown file of the repository around `dir` last changed in a commit (epoch ms), from
 * one `git log` over all of them, read once per build: a git process per page costs about 25 ms,
 * half a minute at 1,000 pages. Files with no commit (or no repository at all) are not listed.
 */
export function markdownCommitTimes(dir: string): Map<string, number> {
  const root = repositoryRoot(dir);
  if (!root) return new Map();
  let times = byRoot.get(root);
  if (times) return times;
  times = new Map();
  byRoot.set(root, times);
  let log = '';
  try {
    log = execFileSync(
      'git',
      ['-c', 'core.quotePath=false', 'log', '--format=%x00%at', '--name-only', '--', '*.md'],
      {
        cwd: root,
        encoding: 'utf8',
        maxBuffer: 256 * 1024 * 1024,
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
  } catch {
    return times;
  }
  // newest first: a commit's time (marked with a NUL), then the Markdown files it changed
  let time: number | undefined;
  for (const line of log.split('\n')) {
    if (line.startsWith('\0')) time = Number(line.slice(1)) * 1000;
    else if (line && time !== undefined) {
      const file = path.join(root, line);
      if (!times.has(file)) times.set(file, time);
    }
  }
  return times;
}

/** When `file` last changed in a commit (epoch ms), or undefined when it never did. */
export const lastCommitTime = (file: string): number | undefined =>
  markdownCommitTimes(path.dirname(realPath(file))).get(realPath(file));
