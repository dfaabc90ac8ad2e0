import { execFileSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ES module without type declarations
import remarkLastUpdated from '../plugins/markdown/remark-last-updated.mjs';

type Tree = { type: string; children: { type: string; value?: string }[] };
type VFile = { data: { frontmatter?: Record<string, unknown> } };

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'last-updated-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
// 2025-03-04 05:06:07 UTC
const COMMITTED = 1741064767;
const git = (...args: string[]) =>
  execFileSync('git', args, {
    cwd: dir,
    env: {
      ...process.env,
      GIT_COMMITTER_DATE: `${COMMITTED} +0000`,
      GIT_AUTHOR_DATE: `${COMMITTED} +0000`,
    },
  });
const TAB = path.join(dir, 'Page.$tab-deployment.md');
const PAGE = path.join(dir, 'Page.md');
fs.writeFileSync(TAB, '# Deployment\n');
fs.writeFileSync(PAGE, '# Page\n');
git('init', '-q');
git('add', '-A');
git('-c', 'user.email=test@example.com', '-c', 'user.name=Test', 'commit', '-qm', 'pages');

/** What the plugin makes of `file`'s frontmatter, given dumi's date of build time. */
function datedBy(file: string, tree: Tree = { type: 'root', children: [] }) {
  const vFile: VFile = { data: { frontmatter: { title: 'T', lastUpdated: 99 } } };
  remarkLastUpdated.call({ data: () => file })(tree, vFile);
  return vFile.data.frontmatter;
}

describe('remark-last-updated', () => {
  it('dates a content tab, whose file name holds $, by its last commit', () => {
    expect(datedBy(TAB)).toEqual({ title: 'T', lastUpdated: COMMITTED * 1000 });
  });

  it("leaves the date dumi found for other pages, and a page's own date", () => {
    expect(datedBy(PAGE)).toEqual({ title: 'T', lastUpdated: 99 });
    const own = { type: 'root', children: [{ type: 'yaml', value: 'lastUpdated: 99' }] };
    expect(datedBy(TAB, own)).toEqual({ title: 'T', lastUpdated: 99 });
  });

  it('leaves a file git does not know as dumi dated it', () => {
    const untracked = path.join(dir, 'New.$tab-x.md');
    fs.writeFileSync(untracked, '# New\n');
    expect(datedBy(untracked)).toEqual({ title: 'T', lastUpdated: 99 });
  });
});
