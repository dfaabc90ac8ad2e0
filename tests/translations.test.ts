import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SCRIPT = resolve('scripts/translations.mjs');

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

const run = (cwd: string, ...args: string[]) =>
  spawnSync('node', [SCRIPT, ...args], { cwd, encoding: 'utf8' });
const headOf = (cwd: string) =>
  execFileSync('git', ['rev-parse', '--short=10', 'HEAD'], { cwd, encoding: 'utf8' }).trim();

describe('npm run translations', () => {
  it('says a translation is up to date until its English page changes, then shows what to diff', () => {
    const dir = repository([{ 'docs/a.md': '---\ntitle: A\n---\n# A\n' }]);
    const translated = headOf(dir);
    writeFileSync(
      join(dir, 'docs/a.zh-CN.md'),
      `---\ntitle: 甲\ntranslatedFrom: ${translated}\n---\n`,
    );
    execFileSync('git', ['add', '-A'], { cwd: dir });
    execFileSync('git', ['commit', '-qm', 'translate'], { cwd: dir });
    expect(run(dir).stdout).toBe('up to date   docs/a.zh-CN.md\n');

    writeFileSync(join(dir, 'docs/a.md'), '---\ntitle: A\n---\n# A\n\nA new paragraph.\n');
    execFileSync('git', ['commit', '-qam', 'Add a paragraph'], { cwd: dir });
    const behind = run(dir, '--check');
    expect(behind.status).toBe(0);
    expect(behind.stdout).toContain(
      `behind (1)   docs/a.zh-CN.md: git diff ${translated} HEAD -- 'docs/a.md'`,
    );
    expect(behind.stdout).toContain('Add a paragraph');
  });

  it('fails --check for a page with no translation or an unknown commit, and skips debug pages', () => {
    const dir = repository([
      {
        'docs/a.md': '# A\n',
        'docs/b.md': '# B\n',
        'docs/b.zh-CN.md': '---\ntranslatedFrom: 0123456789\n---\n',
        'docs/debug.md': '---\ndebug: true\n---\n',
      },
    ]);
    const result = run(dir, '--check');
    expect(result.status).toBe(1);
    expect(result.stdout).toBe(
      'missing      docs/a.md: no docs/a.zh-CN.md\n' +
        'unknown      docs/b.zh-CN.md: translatedFrom 0123456789 is no commit here\n',
    );
  });

  it('finds every page of this site translated', () => {
    const result = run(process.cwd(), '--check');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });
});
