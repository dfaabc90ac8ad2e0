import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { translationReport } from '../plugins/editions/translation-status';
import { loadPageReader } from '../plugins/shared/page-reader';

/** A scratch git repository with the given files committed, one commit per step. */
function repository(steps: Record<string, string>[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'translations-'));
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: dir, encoding: 'utf8' }).trim();
  git('init', '-q');
  git('config', 'user.email', 'test@example.com');
  git('config', 'user.name', 'Test');
  for (const step of steps) {
    for (const [file, text] of Object.entries(step)) {
      mkdirSync(join(dir, file, '..'), { recursive: true });
      writeFileSync(join(dir, file), text);
    }
    git('add', '-A');
    git('commit', '-qm', 'step');
  }
  return dir;
}

beforeAll(loadPageReader);

const report = (cwd: string) => translationReport(cwd, [join(cwd, 'docs')]);
const headOf = (cwd: string) =>
  execFileSync('git', ['rev-parse', '--short=10', 'HEAD'], { cwd, encoding: 'utf8' }).trim();

describe('npm run translations', () => {
  it('says a translation is up to date until its English page changes, then shows what to diff', () => {
    const dir = repository([{ 'docs/a.md': '---\ntitle: A\n---\n# A\n' }]);
    const translated = headOf(dir);
    writeFileSync(
      join(dir, 'docs/a.zh-CN.md'),
      `---\ntitle: 甲\ntranslatedFrom: '${translated}'\n---\n`,
    );
    execFileSync('git', ['add', '-A'], { cwd: dir });
    execFileSync('git', ['commit', '-qm', 'translate'], { cwd: dir });
    expect(report(dir)).toEqual({ lines: ['up to date   docs/a.zh-CN.md'], problems: 0 });

    writeFileSync(join(dir, 'docs/a.md'), '---\ntitle: A\n---\n# A\n\nA new paragraph.\n');
    execFileSync('git', ['commit', '-qam', 'Add a paragraph'], { cwd: dir });
    const behind = report(dir);
    expect(behind.problems).toBe(0);
    expect(behind.lines[0]).toBe(
      `behind (1)   docs/a.zh-CN.md: git diff ${translated} HEAD -- 'docs/a.md'`,
    );
    expect(behind.lines[1]).toMatch(/^ {15}[0-9a-f]{7,} \d{4}-\d\d-\d\d Add a paragraph$/);
  });

  it('fails --check for a page with no translation or an unknown commit, and skips debug pages', () => {
    const dir = repository([
      {
        'docs/a.md': '# A\n',
        'docs/b.md': '# B\n',
        'docs/b.zh-CN.md': '---\ntranslatedFrom: deadbeef01\n---\n',
        'docs/debug.md': '---\ndebug: true\n---\n',
      },
    ]);
    expect(report(dir)).toEqual({
      lines: [
        'missing      docs/a.md: no docs/a.zh-CN.md',
        'unknown      docs/b.zh-CN.md: translatedFrom deadbeef01 is no commit here',
      ],
      problems: 2,
    });
  });

  it('finds every page of this site translated, through `npm run translations -- --check`', () => {
    const result = spawnSync('npm', ['run', '--silent', 'translations', '--', '--check'], {
      encoding: 'utf8',
    });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).not.toMatch(/^(missing|unknown)/m);
  }, 60_000);
});
