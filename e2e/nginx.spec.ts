import { get as httpGet } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, type APIRequestContext } from '@playwright/test';
import { requestsSettled, test } from './app-test';
import { ALL_ROUTES, SITE_NAME, SPEC_ROUTES, WORD_CARD_DEMO_ID } from './spec-routes';
import { collectCspViolations, collectPageErrors, hydrated } from './support';

/** The same build served by Debian's nginx with deploy/nginx/ (see playwright.config.ts). */
const NGINX = process.env.E2E_NGINX_URL!;
test.use({ baseURL: NGINX });

const HASHED_ASSET = /\.[0-9a-f]{8}(\.async)?\.(js|css)$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The body exactly as the server sent it, still encoded. */
function rawBody(url: string, acceptEncoding: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers: { 'Accept-Encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve(Buffer.concat(chunks)));
    }).on('error', reject);
  });
}

/** GET without following redirects, so that a redirect cannot pass for a 200. */
const get = (request: APIRequestContext, path: string, headers: Record<string, string> = {}) =>
  request.get(path, { maxRedirects: 0, headers });

/** The scripts and style sheets a page's HTML loads (the entry script by its inline loader). */
async function assetsOf(request: APIRequestContext, path: string): Promise<string[]> {
  const html = await (await get(request, path)).text();
  const tagged = /<(?:script|link)[^>]*(?:src|href)="(\/[^"]+\.(?:js|css))"/g;
  const loaded = /load\("(\/[^"]+\.js)"\)/g;
  return [...html.matchAll(tagged), ...html.matchAll(loaded)].map(([, src]) => src);
}

test('every route answers 200 with its prerendered page, with and without a trailing slash', async ({
  request,
}) => {
  for (const route of ALL_ROUTES) {
    const variants = route.path === '/' ? ['/'] : [route.path, `${route.path}/`];
    const sme = /^(\/zh-CN)?(\/Sme-solutions\/.*)$/.exec(route.path);
    if (sme) {
      const lower = (sme[1] ?? '') + sme[2].toLowerCase();
      variants.push(lower, `${lower}/`);
    }
    for (const path of variants) {
      const response = await get(request, path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
      const html = await response.text();
      const title = route.title ? `${route.title} - ${SITE_NAME}` : SITE_NAME;
      expect(html, path).toContain(`>${title}</title>`);
      for (const anchor of route.anchors)
        expect(html, `${path}#${anchor}`).toContain(`id="${anchor}"`);
    }
  }
});

test('unknown paths answer 404 with the 404 page', async ({ page }) => {
  for (const path of [
    '/no-such-page',
    '/products/no-such-app',
    '/Sme-solutions/no-such-part',
    '/404',
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByText('PAGE NOT FOUND')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to homepage' })).toBeVisible();
  }
});

test('unknown paths below /zh-CN answer 404 with the Chinese 404 page, even without JavaScript', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: NGINX });
  const page = await context.newPage();
  for (const path of ['/zh-CN/no-such-page', '/zh-CN/Sme-solutions/no-such-part', '/zh-CN/404']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('页面未找到');
    await expect(page.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/zh-CN');
  }
  // a lower-case prefix, typed by hand, is sent to the edition's spelling
  const lower = await get(context.request, '/zh-cn/sme-solutions/mes?x=1');
  expect(lower.status()).toBe(301);
  expect(new URL(lower.headers()['location'], NGINX).pathname).toBe('/zh-CN/sme-solutions/mes');
  expect(new URL(lower.headers()['location'], NGINX).search).toBe('?x=1');
  // the file itself is no page of its own
  expect((await page.goto('/zh-CN/404.html'))?.status()).toBe(404);
  await context.close();
});

test('hashed assets are cached for a year, HTML and other files are revalidated', async ({
  request,
}) => {
  const assets = await assetsOf(request, '/products');
  expect(assets.some((src) => /\/umi\.[0-9a-f]{8}\.js$/.test(src))).toBe(true);
  expect(assets.some((src) => /\/umi\.[0-9a-f]{8}\.css$/.test(src))).toBe(true);
  for (const src of assets.filter((asset) => HASHED_ASSET.test(asset))) {
    const response = await get(request, src);
    expect(response.status(), src).toBe(200);
    expect(response.headers()['cache-control'], src).toBe(IMMUTABLE);
  }
  for (const path of [
    '/',
    '/products',
    '/products/',
    '/no-such-page',
    '/sitemap.xml',
    '/logo.svg',
    // the search index's manifest keeps its name; the parts it lists are hashed
    '/search/en-US/index.json',
    // a section's list of its pages' chunk files changes with any of them, and keeps its name
    '/section-files__Sme-solutions__mes.async.js',
  ]) {
    expect((await get(request, path)).headers()['cache-control'], path).toBe('no-cache');
  }
  const manifest = await (await get(request, '/search/en-US/index.json')).json();
  const parts = [manifest.shards[0][0], manifest.packs[0][0]];
  for (const part of parts) {
    const response = await get(request, `/search/en-US/${part}`);
    expect(response.status(), part).toBe(200);
    expect(response.headers()['content-type'], part).toMatch(/^application\/json/);
    expect(response.headers()['cache-control'], part).toBe(IMMUTABLE);
  }
});

test('text files are sent precompressed: brotli when accepted, else gzip', async ({ request }) => {
  const [umiJs, umiCss] = ['js', 'css'].map(async (type) =>
    (await assetsOf(request, '/')).find((src) =>
      new RegExp(`/umi\\.[0-9a-f]{8}\\.${type}$`).test(src),
    )!,
  );
  for (const path of [await umiJs, await umiCss, '/products/folder-icon', '/sitemap.xml']) {
    const plain = await get(request, path, { 'Accept-Encoding': 'identity' });
    expect(plain.headers()['content-encoding'], path).toBeUndefined();
    const original = await plain.body();

    const br = await get(request, path, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers()['content-encoding'], path).toBe('br');
    expect(br.headers()['vary']).toContain('Accept-Encoding');
    const brBytes = Number(br.headers()['content-length']);
    expect(brBytes).toBeLessThan(original.length);

    const gzip = await get(request, path, { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers()['content-encoding'], path).toBe('gzip');
    expect(Number(gzip.headers()['content-length'])).toBeLessThan(original.length);

    // Playwright decodes bodies itself: the bytes as sent are compared after decoding here
    const raw = (encoding: string) => rawBody(`${NGINX}${path}`, encoding);
    expect(brotliDecompressSync(await raw('br')).equals(original), `${path} br`).toBe(true);
    expect(gunzipSync(await raw('gzip')).equals(original), `${path} gzip`).toBe(true);
  }
});

test('every response carries the security headers', async ({ request }) => {
  const asset = (await assetsOf(request, '/')).find((src) => HASHED_ASSET.test(src))!;
  for (const path of ['/', '/download/', asset, '/no-such-page', '/%E0%A4%A']) {
    const headers = (await get(request, path)).headers();
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], path).toMatch(/camera=\(\)/);
    const csp = headers['content-security-policy'] ?? '';
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc).not.toMatch(/'unsafe-inline'|'unsafe-eval'|\*/);
  }
  // the build's own files for the server are not published
  expect((await get(request, '/.nginx/csp.conf')).status()).toBe(404);
});

test('the site runs under the Content-Security-Policy with no violation', async ({ page }) => {
  test.slow(); // every route in one test
  const violations = await collectCspViolations(page);
  const errors = collectPageErrors(page);
  for (const route of SPEC_ROUTES) {
    await page.goto(route.path);
    await expect(page.locator('.dumi-default-header')).toBeVisible();
    await requestsSettled(page);
  }
  // client-side navigation, the colour switch and the search worker run scripts of their own
  await page.goto('/');
  await page.locator('.dumi-default-navbar').getByRole('link', { name: 'Download' }).click();
  await expect(page).toHaveURL(/\/download$/);
  await page.getByPlaceholder('Type keywords...').fill('Folder');
  await expect(page.locator('.tl-search')).toHaveAttribute('data-status', 'done');
  await page.goto(`/~demos/${WORD_CARD_DEMO_ID}`);
  await requestsSettled(page);
  await page.goto('/no-such-page');
  await expect(page.getByText('PAGE NOT FOUND')).toBeVisible();
  await requestsSettled(page);
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
});

test('a live demo compiles edits under the policy of its page; pages without demos stay strict', async ({
  page,
  request,
}) => {
  const scriptSrc = async (path: string) =>
    /script-src ([^;]*)/.exec(
      (await get(request, path)).headers()['content-security-policy'] ?? '',
    )?.[1];
  for (const path of [
    '/Sme-solutions/mes/data-board',
    '/products/dict-card/',
    '/sme-solutions/mes/data-board',
  ]) {
    expect(await scriptSrc(path), path).toContain("'unsafe-eval'");
  }
  for (const path of ['/', '/products', '/Sme-solutions/mes', '/no-such-page']) {
    expect(await scriptSrc(path), path).not.toContain("'unsafe-eval'");
  }

  const violations = await collectCspViolations(page);
  const errors = collectPageErrors(page);
  await page.goto('/Sme-solutions/mes/data-board');
  const block = page.locator('[id="docs-sme-solutions-mes-data-board-demo-kpi-tiles"]');
  // demo blocks hydrate after the page: the button works once its code is there
  await (await hydrated(block.getByLabel('Show Code', { exact: true }))).click();
  await block
    .locator('textarea')
    .fill(
      "import React from 'react';\nimport { KpiTile } from 'tessera-lab-site';\n" +
        'export default () => <KpiTile label="Edited on nginx" value={5} target={4} />;\n',
    );
  await expect(block.locator('.dumi-default-previewer-demo')).toContainText('Edited on nginx');
  await expect(block.locator('.dumi-default-previewer-demo-error')).toHaveCount(0);
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
});

test.describe('a request that prefers Markdown gets the page as Markdown at its own address', () => {
  const MARKDOWN = 'text/markdown; charset=utf-8';
  const markdownOf = (path: string) =>
    path === '/' || path === '/zh-CN' ? `${path.replace(/\/$/, '')}/index.md` : `${path}.md`;

  test('every page, with its Vary; HTML for a browser, for html first, or for markdown refused', async ({
    request,
  }) => {
    for (const route of ALL_ROUTES.filter(({ title }) => title !== null)) {
      const copy = await (await get(request, markdownOf(route.path))).text();
      for (const accept of [
        'text/markdown',
        'text/markdown, text/html;q=0.9',
        'text/plain, text/markdown',
      ]) {
        const response = await get(request, route.path, { Accept: accept });
        expect(response.status(), `${route.path} (${accept})`).toBe(200);
        expect(response.headers()['content-type'], accept).toBe(MARKDOWN);
        expect(response.headers().vary, accept).toMatch(/Accept/);
        expect(await response.text(), `${route.path} (${accept})`).toBe(copy);
      }
      const browser = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
      for (const accept of [
        browser,
        'text/html, text/markdown',
        'text/markdown;q=0, text/html',
        '',
      ]) {
        const response = await get(request, route.path, accept ? { Accept: accept } : {});
        expect(response.headers()['content-type'], `${route.path} (${accept})`).toBe(
          'text/html; charset=utf-8',
        );
        expect(response.headers().vary, accept).toMatch(/Accept/);
      }
    }
  });

  test('with a trailing slash, at the lower-case SME spelling, and compressed', async ({
    request,
  }) => {
    const copy = await (await get(request, '/Sme-solutions/mes.md')).text();
    for (const path of ['/Sme-solutions/mes/', '/sme-solutions/mes', '/zh-CN/']) {
      const response = await get(request, path, { Accept: 'text/markdown' });
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type'], path).toBe(MARKDOWN);
      if (path !== '/zh-CN/') expect(await response.text(), path).toBe(copy);
    }
    const compressed = await rawBody(`${NGINX}/Sme-solutions/mes`, 'br');
    expect(compressed.length).toBeGreaterThan(0);
  });

  test('an unknown address is still the 404 page of its edition, status 404', async ({
    request,
  }) => {
    for (const [path, text] of [
      ['/no-such-page', 'PAGE NOT FOUND'],
      ['/zh-CN/no-such-page', '<html lang="zh-CN"'],
    ]) {
      const response = await get(request, path, { Accept: 'text/markdown' });
      expect(response.status(), path).toBe(404);
      expect(response.headers()['content-type'], path).toBe('text/html; charset=utf-8');
      expect(await response.text(), path).toContain(text);
    }
  });
});

test('every page names its edition’s llms.txt in its head, where no visitor sees it', async ({
  request,
  page,
}) => {
  for (const route of ALL_ROUTES.filter(({ title }) => title !== null)) {
    const html = await (await get(request, route.path)).text();
    const llms = route.path.startsWith('/zh-CN') ? '/zh-CN/llms.txt' : '/llms.txt';
    expect(html, route.path).toContain(
      `<link rel="llms-txt" type="text/plain" href="https://tessera-lab.github.io${llms}"/>`,
    );
  }
  await page.goto('/');
  await expect(page.getByText('llms.txt')).toHaveCount(0);
});
