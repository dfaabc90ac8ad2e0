import childProcess from 'child_process';

/** The git command dumi runs for each page's "last updated" time (its remarkMeta plugin). */
export const DUMI_LAST_UPDATED = /^git log -1 --format=%at -- "(.+)"$/;

/**
 * dumi asks git for each page's last commit with `child_process.execSync`, a process per page;
 * from here on that command is answered by `lastCommitTime(file)` (milliseconds, or undefined to
 * ask git as dumi would). Every other command runs as it did.
 */
export function answerDumisGitDates(lastCommitTime: (file: string) => number | undefined) {
  const execSync = childProcess.execSync;
  childProcess.execSync = function lastUpdatedFromLog(command: string, ...rest: unknown[]) {
    const file = typeof command === 'string' && DUMI_LAST_UPDATED.exec(command)?.[1];
    const time = file ? lastCommitTime(file) : undefined;
    if (time !== undefined) return Buffer.from(String(time / 1000));
    return (execSync as (...args: unknown[]) => unknown)(command, ...rest);
  } as typeof execSync;
}
