import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { plant, scratchProject } from './scratch-project';

describe('npm run build with mistakes in the pages', () => {
  const dir = scratchProject();
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('stops before bundling, naming every mistake of every page with its place', () => {
    // the mistakes of issue 26, in both editions, each with where it is
    const planted = [
      [
        plant(dir, 'docs/Products/folderIcon.md', 'order: 1\n', 'order: [1\n', 7),
        'frontmatter is not valid YAML',
      ],
      [
        plant(dir, 'docs/Download/index.md', 'title: Download', 'titel: Download'),
        'unknown frontmatter key `titel`  (did you mean `title`?)',
      ],
      [
        plant(dir, 'docs/SMESolutions/MES/DataBoard.md', 'order: 12', 'order: "12"', 7),
        '`order` must be a number',
      ],
      [
        plant(
          dir,
          'docs/SMESolutions/MES/GoServer.md',
          '(/Sme-solutions/mes/vue-web)',
          '(/products/no-such-page)',
          1,
        ),
        'no page at `/products/no-such-page`',
      ],
      [
        plant(
          dir,
          'docs/Products/dictCard.md',
          '[Products](/products)',
          '[Products](/download#no-such-anchor)',
          11,
        ),
        '`/download#no-such-anchor`: no heading or demo with that id',
      ],
      [
        plant(
          dir,
          'docs/Products/dictCard.zh-CN.md',
          '[产品](/zh-CN/products)',
          '[产品](./Missing.zh-CN.md)',
          5,
        ),
        '`./Missing.zh-CN.md` does not exist',
      ],
      [
        plant(
          dir,
          'docs/Products/index.zh-CN.md',
          '(/zh-CN/download#mac-folder-icon)',
          '(/zh-CN/download#no-such-anchor)',
          1,
        ),
        '`/zh-CN/download#no-such-anchor`: no heading or demo with that id',
      ],
      [
        plant(dir, 'docs/index.zh-CN.md', 'link: /zh-CN/download', 'link: /zh-CN/downloads', 6),
        'no page at `/zh-CN/downloads`',
      ],
      [
        plant(
          dir,
          'docs/Products/folderIcon.md',
          '../images/products/folder-icon-steps.svg',
          '../images/products/no-such-picture.svg',
        ),
        'picture file `../images/products/no-such-picture.svg` does not exist',
      ],
    ];
    const started = Date.now();
    const build = spawnSync(join(dir, 'node_modules/.bin/dumi'), ['build'], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, FS_LOGGER: 'none', NODE_ENV: 'production' },
    });
    const output = build.stdout + build.stderr;
    console.log(
      `a build with ${planted.length} mistakes stopped after ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    expect(build.status, output).toBe(1);
    for (const [where, problem] of planted) expect(output).toContain(`${where}  ${problem}`);
    expect(output).toMatch(/page-checks: \d+ problems in \d+ of \d+ pages/);
    // nothing was bundled, nothing written
    expect(output).not.toMatch(/Compiling|Compiled/);
    expect(existsSync(join(dir, 'dist'))).toBe(false);
  }, 120_000);
});
