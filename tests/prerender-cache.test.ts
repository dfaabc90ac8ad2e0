import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { plant, scratchProject } from './scratch-project';

/** Every HTML file of a build, by its path below the output folder. */
function pagesOf(out: string): Map<string, string> {
  const pages = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.html'))
        pages.set(relative(out, file), readFileSync(file, 'utf8'));
    }
  };
  walk(out);
  return pages;
}

describe('a rebuild keeps the prerender of every page that did not change', () => {
  const dir = scratchProject();
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const build = (env: Record<string, string> = {}) => {
    const run = spawnSync(join(dir, 'node_modules/.bin/dumi'), ['build'], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, FS_LOGGER: 'none', NODE_ENV: 'production', ...env },
    });
    const output = run.stdout + run.stderr;
    expect(run.status, output).toBe(0);
    return { output, pages: pagesOf(join(dir, 'dist')) };
  };

  it('renders the edited page again; only that page changes, as a build without caches makes it', () => {
    const first = build();
    const rendered = /prerender: (\d+) pages rendered, (\d+) kept/.exec(first.output);
    expect(rendered?.slice(1).map(Number)).toEqual([expect.any(Number), 0]);
    const pageCount = Number(rendered![1]);

    const mark = 'A sentence added between two builds.';
    plant(dir, 'docs/Download/index.md', '## ', `${mark}\n\n## `);
    const second = build();
    expect(second.output).toContain(`prerender: 1 pages rendered, ${pageCount - 1} kept`);
    expect(second.pages.get('download/index.html')).toContain(mark);
    // the edit changed that page only: the entry script and every other page stay as they were
    const changed = [...first.pages.keys()].filter(
      (file) => first.pages.get(file) !== second.pages.get(file),
    );
    expect(changed).toEqual(['download/index.html']);
    // the kept renders make the same files as a build without any cache
    const fresh = build({ SITE_BUILD_CACHE: '0' });
    expect(fresh.output).not.toContain('prerender:');
    expect([...second.pages.keys()].sort()).toEqual([...fresh.pages.keys()].sort());
    const differing = [...fresh.pages.keys()].filter(
      (file) => fresh.pages.get(file) !== second.pages.get(file),
    );
    expect(differing).toEqual([]);
  }, 300_000);
});
