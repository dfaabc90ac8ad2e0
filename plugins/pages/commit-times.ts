import { spawnSync } from 'child_process';
import fs from 'fs';
import path from 'path';

let dates: Map<string, string> | undefined;

/**
 * When each Markdown file below the working folder last changed in a commit (ISO 8601), from one
 * `git log` per build rather than a git process per page. Empty without git or a repository.
 */
function commitDates(): Map<string, string> {
  const found = new Map<string, string>();
  const args = ['log', '--format=%x00%at', '--name-only', '--relative', '--', '*.md'];
  // no output without git (null) or outside a repository ('')
  const { stdout: log } = spawnSync('git', ['-c', 'core.quotePath=false', ...args], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  // newest first: a commit's time (after a NUL), then the files it changed
  let date = '';
  for (const line of (log ?? '').split('\n')) {
    if (line.startsWith('\0')) date = new Date(Number(line.slice(1)) * 1000).toISOString();
    else if (line && !found.has(path.resolve(line))) found.set(path.resolve(line), date);
  }
  return found;
}

/** When `file` last changed in a commit (ISO 8601), or undefined when it never did. */
export function lastCommitDate(file: string): string | undefined {
  const real = fs.existsSync(file) ? fs.realpathSync(file) : path.resolve(file);
  return (dates ??= commitDates()).get(real);
}
