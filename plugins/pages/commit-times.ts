import { spawnSync } from 'child_process';
import fs from 'fs';
import path from 'path';

let times: Map<string, number> | undefined;

/**
 * When each Markdown file below the working folder last changed in a commit (epoch ms), from one
 * `git log` per build rather than a git process per page. Empty without git or a repository.
 */
function commitTimes(): Map<string, number> {
  const found = new Map<string, number>();
  const args = ['log', '--format=%x00%at', '--name-only', '--relative', '--', '*.md'];
  // no output without git (null) or outside a repository ('')
  const { stdout: log } = spawnSync('git', ['-c', 'core.quotePath=false', ...args], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  // newest first: a commit's time (after a NUL), then the files it changed
  let time = 0;
  for (const line of (log ?? '').split('\n')) {
    if (line.startsWith('\0')) time = Number(line.slice(1)) * 1000;
    else if (line && !found.has(path.resolve(line))) found.set(path.resolve(line), time);
  }
  return found;
}

/** When `file` last changed in a commit (epoch ms), or undefined when it never did. */
export function lastCommitTime(file: string): number | undefined {
  const real = fs.existsSync(file) ? fs.realpathSync(file) : path.resolve(file);
  return (times ??= commitTimes()).get(real);
}
