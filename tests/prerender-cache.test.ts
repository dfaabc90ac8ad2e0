import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { plant, scratchProject } from './scratch-project';

/** Every file of a build, by its path below the output folder. */
function filesOf(out: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else files.push(relative(out, file));
    }
  };
  walk(out);
  return files.sort();
}

/** Every HTML file of a build, by its path below the output folder. */
const pagesOf = (out: string) =>
  new Map(
    filesOf(out)
      .filter((file) => file.endsWith('.html'))
      .map((file) => [file, readFileSync(join(out, file), 'utf8')]),
  );

/** A file left by an earlier build, an hour old. */
function plantOld(out: string, file: string) {
  mkdirSync(join(out, file, '..'), { recursive: true });
  writeFileSync(join(out, file), 'left by an earlier build');
  const hourAgo = new Date(Date.now() - 3_600_000);
  utimesSync(join(out, file), hourAgo, hourAgo);
}

describe('a rebuild keeps the prerender of every page that did not change', () => {
  const dir = scratchProject();
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const build = (env: Record<string, string> = {}, out = 'dist') => {
    const run = spawnSync(join(dir, 'node_modules/.bin/dumi'), ['build'], {
      cwd: dir,
      encoding: 'utf8',
      env: {
        ...process.env,
        FS_LOGGER: 'none',
        NODE_ENV: 'production',
        SITE_OUTPUT: out,
        ...env,
      },
    });
    const output = run.stdout + run.stderr;
    expect(run.status, output).toBe(0);
    return { output, pages: pagesOf(join(dir, out)), files: filesOf(join(dir, out)) };
  };

  it('renders the edited page again; only that page changes, as a build without caches makes it', () => {
    const first = build();
    // what a page deleted since the first build left in the output folder, which the next build keeps
    const left = ['old-page/index.html', 'old-page/index.html.gz', 'old-page/index.html.br'];
    left.forEach((file) => plantOld(join(dir, 'dist'), file));
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
    // the kept renders make the same files as a build that renders every page, into an empty
    // folder: none of the first build's files is left (the edited page's old chunk, the planted
    // page). Only the kept renders are dropped for it: webpack's cache is webpack's to prove.
    rmSync(join(dir, 'node_modules/.cache/site-build/prerender'), { recursive: true });
    const fresh = build({}, 'dist-fresh');
    expect(fresh.output).toContain(`prerender: ${pageCount} pages rendered, 0 kept`);
    expect(first.files.filter((file) => !second.files.includes(file)).length).toBeGreaterThan(0);
    expect(second.files).toEqual(fresh.files);
    // every compressed copy holds its file as it is now, the kept ones (made by the first build) too
    const out = join(dir, 'dist');
    const copies = second.files.filter((file) => /\.(gz|br)$/.test(file));
    expect(copies.length).toBeGreaterThan(100);
    for (const copy of copies) {
      const bytes = readFileSync(join(out, copy));
      const unpacked = copy.endsWith('.gz') ? gunzipSync(bytes) : brotliDecompressSync(bytes);
      expect(unpacked.equals(readFileSync(join(out, copy.slice(0, -3)))), copy).toBe(true);
    }
    const differing = [...fresh.pages.keys()].filter(
      (file) => fresh.pages.get(file) !== second.pages.get(file),
    );
    expect(differing).toEqual([]);
  }, 300_000);
});
