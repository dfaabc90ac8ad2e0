import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { scratchProject } from '../tests/scratch-project';

/** A port no one listens on now. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

/**
 * `dumi dev` on a copy of the project, as a maintainer runs it: a page compiles when it is first
 * opened and an edit shows in the open tab; a mistake planted in a page shows in the terminal and
 * over the page without stopping the server, and goes when it is fixed.
 */
test.describe('dumi dev, as a maintainer runs it', () => {
  test.describe.configure({ mode: 'serial', timeout: 360_000 });
  let copy: string;
  let server: ChildProcess;
  let origin: string;
  let log = '';
  const PLANTED = 'docs/Products/folderIcon.md';

  const edit = (file: string, change: (text: string) => string) => {
    const path = join(copy, file);
    writeFileSync(path, change(readFileSync(path, 'utf8')));
  };

  test.beforeAll(async () => {
    test.setTimeout(360_000);
    copy = scratchProject();
    // a mistake that is there before the server starts (the first test finds it, then fixes it)
    edit(PLANTED, (text) => text.replace('title: Folder Icon', 'titel: Folder Icon'));
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    server = spawn(join(copy, 'node_modules/.bin/dumi'), ['dev'], {
      cwd: copy,
      env: { ...process.env, PORT: String(port), FS_LOGGER: 'none', BROWSER: 'none' },
      detached: true,
    });
    server.stdout!.on('data', (chunk) => (log += chunk));
    server.stderr!.on('data', (chunk) => (log += chunk));
    // ready once the first compile is done
    await expect
      .poll(() => /Compiled in/.test(log), { timeout: 300_000, intervals: [1000] })
      .toBe(true);
  });

  test.afterAll(async () => {
    if (server?.pid) {
      process.kill(-server.pid, 'SIGTERM');
      // the copy goes once no process of the server's group writes to it any more
      await expect
        .poll(
          () => {
            try {
              process.kill(-server.pid!, 0);
              return 'running';
            } catch {
              return 'gone';
            }
          },
          { timeout: 15_000 },
        )
        .toBe('gone');
    }
    if (copy) rmSync(copy, { recursive: true, force: true, maxRetries: 5 });
  });

  test('a mistake made before the server started shows once the checks after the first compile are done', async ({
    page,
  }) => {
    await page.goto(`${origin}/products/folder-icon`);
    await expect(page.locator('article h1')).toBeVisible({ timeout: 60_000 });
    const panel = page.getByRole('region', { name: 'Page problems' });
    await expect(panel).toContainText('Page problems: 1', { timeout: 30_000 });
    await expect(panel.getByRole('listitem')).toHaveText(
      /^docs\/Products\/folderIcon\.md:2:1 \(this page\) unknown frontmatter key `titel`/,
    );
    expect(log).toMatch(/docs\/Products\/folderIcon\.md:2:1 {2}unknown frontmatter key `titel`/);

    edit(PLANTED, (text) => text.replace('titel: Folder Icon', 'title: Folder Icon'));
    await expect(panel).toHaveCount(0, { timeout: 30_000 });
    // the checks can be done before the edited page has compiled and reached the tab
    await expect(page.locator('article h1')).toHaveText('Folder Icon', { timeout: 30_000 });
    await expect.poll(() => log.split('no problems').length, { timeout: 10_000 }).toBe(2);
  });

  test('reports each mistake in the terminal and on the page, in its edition, until it is fixed', async ({
    page,
  }) => {
    expect(log).toMatch(/page-checks: \d+ pages checked, no problems/);
    await page.goto(`${origin}/zh-CN/products/folder-icon`);
    await expect(page.locator('article h1')).toHaveText('Folder Icon', { timeout: 60_000 });
    const panel = page.getByRole('region', { name: '页面问题' });
    await expect(panel).toHaveCount(0);

    // a dead anchor in the page being read
    const file = 'docs/Products/folderIcon.zh-CN.md';
    const original = readFileSync(join(copy, file), 'utf8');
    const line =
      original.split('\n').findIndex((text) => text.includes('(/zh-CN/download#mac-folder-icon)')) +
      1;
    edit(file, (text) =>
      text.replace('(/zh-CN/download#mac-folder-icon)', '(/zh-CN/download#no-such-anchor)'),
    );
    await expect(panel).toBeVisible({ timeout: 30_000 });
    await expect(panel).toContainText('页面问题：1');
    await expect(panel.getByRole('listitem')).toHaveText(
      new RegExp(
        `^${file}:${line}:\\d+ \\(本页\\) \`/zh-CN/download#no-such-anchor\`: no heading or demo with that id`,
      ),
    );
    expect(log).toMatch(new RegExp(`${file}:${line}:\\d+  \`/zh-CN/download#no-such-anchor\``));

    // fixed: the panel goes, and the terminal says so
    edit(file, () => original);
    await expect(panel).toHaveCount(0, { timeout: 30_000 });
    await expect.poll(() => log.split('no problems').length, { timeout: 10_000 }).toBe(3);

    // the same again on another page, with a frontmatter typo, seen from the English edition
    await page.goto(`${origin}/products/folder-icon`);
    await expect(page.locator('article h1')).toHaveText('Folder Icon', { timeout: 60_000 });
    const english = page.getByRole('region', { name: 'Page problems' });
    edit('docs/Download/index.md', (text) => text.replace('title: Download', 'titel: Download'));
    await expect(english).toContainText('Page problems: 1', { timeout: 30_000 });
    await expect(english).toContainText(
      'docs/Download/index.md:2:1 unknown frontmatter key `titel`',
    );
    await expect(english).not.toContainText('this page');
    // the server kept running: the page still answers
    expect((await page.request.get(`${origin}/download`)).status()).toBe(200);
    edit('docs/Download/index.md', (text) => text.replace('titel: Download', 'title: Download'));
    await expect(english).toHaveCount(0, { timeout: 30_000 });
  });

  test('serves the Markdown copies a build publishes, and none of the debug style guide', async ({
    page,
  }) => {
    await page.goto(`${origin}/styleguide`);
    await expect(page.locator('article h1')).toHaveText('Style guide', { timeout: 60_000 });
    const llms = await page.request.get(`${origin}/llms.txt`);
    expect(llms.headers()['content-type']).toMatch(/^text\/plain/);
    const listed = await llms.text();
    expect(listed).toContain(`(${origin}/download.md)`);
    expect(listed).not.toContain('Style guide');
    const copy = await page.request.get(`${origin}/download.md`);
    expect(copy.headers()['content-type']).toMatch(/^text\/markdown/);
    const guide = await page.request.get(`${origin}/styleguide.md`);
    expect(guide.headers()['content-type']).not.toMatch(/markdown/);
  });

  test('a page compiles when it is first opened, and an edit shows in the open tab', async ({
    page,
  }) => {
    await page.goto(`${origin}/Sme-solutions/mes`);
    await expect(page.locator('article h1')).toHaveText('MES overview', { timeout: 60_000 });
    // a page no one opened in this session: compiled on the way
    await page
      .getByRole('navigation', { name: 'Pages in this section' })
      .getByRole('link', { name: 'Go Server', exact: true })
      .click();
    await expect(page).toHaveURL(`${origin}/Sme-solutions/mes/go-server`);
    await expect(page.locator('article h1')).toHaveText('Go Server', { timeout: 60_000 });
    // its TOC and whole frontmatter come with it: the sidebar's data holds neither
    const toc = page.getByRole('complementary', { name: 'On this page' });
    await expect(toc.getByRole('link')).toHaveText(['What it does', 'Why Go', 'Running it']);
    await expect(page).toHaveTitle(/^Go Server/);

    // an edit shows without a reload of the page
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    const mark = `Edited while the page is open ${Date.now()}`;
    edit('docs/SMESolutions/MES/GoServer.md', (text) => `${text.trimEnd()}\n\n${mark}\n`);
    await expect(page.getByText(mark)).toBeVisible({ timeout: 30_000 });
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      true,
    );
    edit('docs/SMESolutions/MES/GoServer.md', (text) => text.replace(`\n\n${mark}\n`, '\n'));
    await expect(page.getByText(mark)).toHaveCount(0, { timeout: 30_000 });

    // a new heading shows in the page and in its TOC (the page reloads for that), and goes again
    const heading = `Scaling out ${Date.now()}`;
    edit('docs/SMESolutions/MES/GoServer.md', (text) => `${text.trimEnd()}\n\n## ${heading}\n`);
    await expect(toc.getByRole('link', { name: heading })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    edit('docs/SMESolutions/MES/GoServer.md', (text) => text.replace(`\n\n## ${heading}\n`, '\n'));
    await expect(toc.getByRole('link')).toHaveText(['What it does', 'Why Go', 'Running it'], {
      timeout: 30_000,
    });
  });
});
