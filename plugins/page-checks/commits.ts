import { execFileSync } from 'child_process';

/**
 * Which of the given commit names (`translatedFrom` values) are commits of the repository at
 * `cwd`, asked of git in one process for all of them. Undefined when the answer cannot be known:
 * no git, no repository, or a shallow clone that lacks older commits.
 */
export function knownCommits(cwd: string, names: string[]): Map<string, boolean> | undefined {
  if (!names.length) return new Map();
  const git = (args: string[], input?: string) =>
    execFileSync('git', args, { cwd, encoding: 'utf8', input, stdio: ['pipe', 'pipe', 'ignore'] });
  try {
    if (git(['rev-parse', '--is-shallow-repository']).trim() !== 'false') return undefined;
    const answers = git(
      ['cat-file', '--batch-check'],
      names.map((name) => `${name}^{commit}\n`).join(''),
    )
      .trim()
      .split('\n');
    return new Map(names.map((name, i) => [name, / commit \d+$/.test(answers[i] ?? '')]));
  } catch {
    return undefined;
  }
}
