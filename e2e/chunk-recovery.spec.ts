import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { requestsSettled, test } from './app-test';
import { caughtUp, collectPageErrors, hydrated } from './support';

const DOWNLOAD_CHUNK = /docs__Download__index\.md\.[0-9a-f]+\.async\.js$/;

/** The addresses a tab loaded as documents (first loads and reloads), in order. */
function documentLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      loads.push(new URL(request.url()).pathname);
    }
  });
  return loads;
}

async function openProductsThenDownload(page: Page) {
  await page.goto('/products');
  await expect(page.locator('article h1')).toHaveText('Products');
  await requestsSettled(page);
  await page.locator('.dumi-default-navbar').getByRole('link', { name: 'Download' }).click();
}

test.describe('a build whose chunk was deleted, as after a redeploy', () => {
  test.describe.configure({ mode: 'serial' });
  const port = Number(process.env.E2E_SPARE_PORT);
  const origin = `http://127.0.0.1:${port}`;
  let copy: string;
  let server: ChildProcess;

  test.beforeAll(async () => {
    copy = mkdtempSync(join(tmpdir(), 'tessera-redeployed-'));
    cpSync('dist', copy, { recursive: true });
    const removed = readdirSync(copy).filter((file) => /^docs__Download__index\.md\./.test(file));
    expect(removed.length, 'the Download chunk (and its .gz/.br) exists').toBeGreaterThan(0);
    removed.forEach((file) => rmSync(join(copy, file)));
    server = spawn(process.execPath, ['scripts/serve.mjs', copy], {
      env: { ...process.env, PORT: String(port) },
      stdio: 'ignore',
    });
    await expect
      .poll(() =>
        fetch(`${origin}/`).then(
          (response) => response.status,
          () => 0,
        ),
      )
      .toBe(200);
  });

  test.afterAll(() => {
    server?.kill();
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  test.use({ baseURL: origin });

  test('reloads once, then shows a readable message with a link home', async ({ page }) => {
    await page.clock.install();
    const errors = collectPageErrors(page);
    const loads = documentLoads(page);
    await openProductsThenDownload(page);

    const message = page.getByRole('alert');
    await expect(message).toBeVisible();
    await expect(message.getByRole('heading')).not.toBeEmpty();
    expect(loads, 'one reload, on the page that failed').toEqual(['/products', '/download']);
    await caughtUp(page, { clockMs: 10_000 });
    expect(loads, 'no reload loop').toHaveLength(2);
    expect(errors).toEqual([]);

    const home = message.getByRole('link');
    await expect(home).toHaveAttribute('href', '/');
    await home.click();
    await expect(page.locator('h1#open-source-software')).toBeVisible();
  });

  test('a direct load of the page shows the prerendered HTML, then the message', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    const loads = documentLoads(page);
    await page.goto('/download');
    await expect(page.getByRole('alert')).toBeVisible();
    expect(loads).toEqual(['/download', '/download']);
    expect(errors).toEqual([]);
  });
});

// umi asks for a route's chunk as the address changes and React asks again when it renders the
// page; when the first answer (a failure) comes back before React's turn, React's own request
// succeeds without a reload. Either way the page arrives, with at most the one reload.
test('a chunk that fails once still loads, after at most one reload', async ({ page }) => {
  const errors = collectPageErrors(page);
  const loads = documentLoads(page);
  let requests = 0;
  await page.route(DOWNLOAD_CHUNK, (route) =>
    requests++ === 0 ? route.fulfill({ status: 404, body: 'gone' }) : route.continue(),
  );
  await openProductsThenDownload(page);
  await expect(page.locator('article h1')).toHaveText('Download');
  await requestsSettled(page);
  // after a reload the prerendered page shows before its scripts ask for the chunk again
  await expect
    .poll(() => requests, { message: 'the failed chunk was asked for again' })
    .toBeGreaterThanOrEqual(2);
  expect([['/products'], ['/products', '/download']]).toContainEqual(loads);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a chunk that times out leaves no blank page and no script error', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.clock.install();
  let chunkRequests = 0;
  await page.route(DOWNLOAD_CHUNK, () => void chunkRequests++); // never answered
  const loads = documentLoads(page);
  await openProductsThenDownload(page);
  await expect.poll(() => chunkRequests).toBe(1);
  await page.clock.fastForward(121_000);
  await expect.poll(() => loads).toEqual(['/products', '/download']);
  // the reloaded page is the prerendered HTML while its chunk hangs again
  await expect(page.locator('.dumi-default-header')).toBeVisible();
  await expect.poll(() => chunkRequests).toBe(2);
  // the reloaded page may request the chunk (preload) before webpack starts its own 120 s timer:
  // move the clock on until that timer has run out too
  const alert = page.getByRole('alert');
  await expect
    .poll(async () => {
      await page.clock.fastForward(30_000);
      return alert.isVisible();
    })
    .toBe(true);
  await page.clock.fastForward(5_000);
  expect(errors.filter((error) => /className/.test(error))).toEqual([]);
  expect(errors).toEqual([]);
});

// the page's interface texts are a chunk the first render waits for (plugins/editions/browser/messages-runtime.ts)
const ENGLISH_MESSAGES = /\/messages-en-US\.[0-9a-f]+\.async\.js$/;

test.describe("the edition's message set fails to load", () => {
  // the inline loader asks for the set with the entry script, and webpack asks again when the set
  // is not there by the time the app starts: when the first answer was the failure, the second
  // request succeeds without a reload. Either way the page works, after at most one reload.
  test('once: at most one reload, then the page works', async ({ page }) => {
    const errors = collectPageErrors(page);
    const loads = documentLoads(page);
    let requests = 0;
    await page.route(ENGLISH_MESSAGES, (route) =>
      requests++ === 0 ? route.fulfill({ status: 404, body: 'gone' }) : route.continue(),
    );
    await page.goto('/download');
    await hydrated(page.locator('.tl-search-input'));
    await expect(page.locator('.tl-search-input')).toHaveAttribute(
      'placeholder',
      'Type keywords...',
    );
    await expect(page.locator('article h1')).toHaveText('Download');
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(requests).toBe(2);
    expect([['/download'], ['/download', '/download']]).toContainEqual(loads);
    expect(errors).toEqual([]);
  });

  test('every time: one reload, then the readable message instead of a half-working page', async ({
    page,
  }) => {
    await page.clock.install();
    const errors = collectPageErrors(page);
    const loads = documentLoads(page);
    await page.route(ENGLISH_MESSAGES, (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.goto('/download');
    const message = page.getByRole('alert');
    await expect(message).toBeVisible();
    await expect(message.getByRole('heading')).not.toBeEmpty();
    await expect(message.getByRole('link')).toHaveAttribute('href', '/');
    expect(loads).toEqual(['/download', '/download']);
    await caughtUp(page, { clockMs: 10_000 });
    expect(loads, 'no reload loop').toHaveLength(2);
    expect(errors).toEqual([]);
  });
});

test('a chunk failure React reports after rendering again is logged, not thrown; other errors still are', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  await page.goto('/products');
  await hydrated(page.locator('.dumi-default-header a').first());
  // what React does with an error it recovered from (onRecoverableError's default)
  await page.evaluate(() => {
    const failure = new Error('Loading chunk 4242 failed.\n(error: /gone.async.js)');
    failure.name = 'ChunkLoadError';
    reportError(failure);
  });
  await expect
    .poll(() => logged.some((text) => text.includes('Loading chunk 4242 failed')))
    .toBe(true);
  expect(errors).toEqual([]);
  await page.evaluate(() => reportError(new Error('something else broke')));
  await expect.poll(() => errors).toEqual(['something else broke']);
});
