import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { brief, checkSite, page } from './page-checks-support';

describe("page checks on the site's own pages", () => {
  it('find no problem in any of them (npm run check)', () => {
    const run = spawnSync('npm', ['run', '--silent', 'check'], { encoding: 'utf8' });
    expect(run.status, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toMatch(/page-checks: \d{2} pages checked, no problems/);
  }, 60_000);
});

describe('page checks: frontmatter values YAML reads otherwise', () => {
  it('takes a commit made of digits only as it is written, not as the number YAML reads', async () => {
    const problems = await checkSite({
      'docs/a.zh-CN.md': page('title: 甲\ntranslatedFrom: 0123456789'),
    });
    expect(problems.map(brief).filter((problem) => problem.includes('frontmatter-'))).toEqual([]);
  });
});
