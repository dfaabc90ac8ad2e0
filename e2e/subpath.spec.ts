import { expect, type Page } from '@playwright/test';
import { requestsSettled, test } from './app-test';
import { ALL_ROUTES, SITE_NAME, SITE_ORIGIN } from './spec-routes';
import { collectPageErrors, hydrated } from './support';

/**
 * `npm run build:subpath` builds the site for the base /site/, as for a GitHub Pages project site,
 * and the tests serve it under that prefix only (see playwright.config.ts).
 */
const BASE = '/site/';
test.use({ baseURL: process.env.E2E_SUBPATH_URL });

/** A spec route under the base, as a path relative to the base URL. */
const under = (path: string) => `.${path === '/' ? '/' : path}`;

/** An address on the server, just below the base: `pattern` (a regular expression) follows it. */
const belowBase = (pattern: string) => new RegExp(`^https?://[^/]+${BASE}${pattern}`);

/** Records responses that failed (4xx/5xx) from now on, except the document's own. */
function failedRequests(page: Page): string[] {
  const failed: string[] = [];
  page.on('response', (response) => {
    const isDocument = response.request().isNavigationRequest();
    if (response.status() >= 400 && !isDocument)
      failed.push(`${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => failed.push(`failed ${request.url()}`));
  return failed;
}

test('every page loads under the base with all its files', async ({ page }) => {
  test.slow(); // every route in one test
  const errors = collectPageErrors(page);
  const failed = failedRequests(page);
  const requested: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    // blob: URLs (the search worker) are no requests to the server
    if (url.protocol.startsWith('http')) requested.push(url.pathname);
  });
  for (const route of ALL_ROUTES) {
    const response = await page.goto(under(route.path));
    expect(response?.status(), route.path).toBe(200);
    await expect(page).toHaveTitle(route.title ? `${route.title} - ${SITE_NAME}` : SITE_NAME);
    if (route.title) await expect(page.locator('article h1')).toHaveText(route.title);
    const logo = page.locator('.tl-logo img');
    await expect(logo).toHaveJSProperty('complete', true);
    expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await requestsSettled(page);
  }
  expect(failed).toEqual([]);
  expect(errors).toEqual([]);
  expect(requested.filter((path) => !path.startsWith(BASE))).toEqual([]);
});

test('links point under the base and navigate there', async ({ page }) => {
  await page.goto(under('/products'));
  const hrefs = await page
    .locator(
      '.dumi-default-header a[href^="/"], .dumi-default-sidebar a[href^="/"], article a[href^="/"]',
    )
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  expect(hrefs.length).toBeGreaterThan(5);
  expect(hrefs.filter((href) => !href.startsWith(BASE))).toEqual([]);

  await page.locator('.dumi-default-navbar').getByRole('link', { name: 'Download' }).click();
  await expect(page).toHaveURL(belowBase('download$'));
  await expect(page.locator('article h1')).toHaveText('Download');
});

test('a lower-case alias and a trailing slash land on the canonical address under the base', async ({
  page,
}) => {
  await page.goto(under('/sme-solutions/mes/'));
  await expect(page).toHaveURL(belowBase('Sme-solutions/mes$'));
  await expect(page.locator('article h1')).toHaveText('MES overview');
});

test('a move inside the app to a lower-case alias with a trailing slash ends on the canonical address', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.goto(under('/products'));
  await hydrated(page.locator('.dumi-default-sidebar a').first());
  // the router's own move, as a link in a page written with a trailing slash makes one
  const move = (path: string) =>
    page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  await move(`${BASE}sme-solutions/mes/`);
  await expect(page).toHaveURL(belowBase('Sme-solutions/mes$'));
  await expect(page.locator('article h1')).toHaveText('MES overview');
  // and again, from the page the first move ended on
  await move(`${BASE}download/`);
  await expect(page).toHaveURL(belowBase('download$'));
  await expect(page.locator('article h1')).toHaveText('Download');
  expect(errors).toEqual([]);
});

test('an unknown path under the base shows the 404 page, whose link goes home under the base', async ({
  page,
}) => {
  const response = await page.goto(under('/no-such-page'));
  expect(response?.status()).toBe(404);
  await expect(page.getByText('PAGE NOT FOUND')).toBeVisible();
  await page.getByRole('link', { name: 'Back to homepage' }).click();
  await expect(page).toHaveURL(belowBase('?$'));
  await expect(page.locator('h1#open-source-software')).toBeVisible();
});

test('canonical URLs, the preview image and the manifest include the base', async ({
  page,
  request,
}) => {
  await page.goto(under('/products'));
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${SITE_ORIGIN}/site/products`,
  );
  await expect(page.locator('head meta[property="og:image"]')).toHaveAttribute(
    'content',
    `${SITE_ORIGIN}/site/social-card.png`,
  );
  const manifest = await page.locator('head link[rel="manifest"]').getAttribute('href');
  expect(manifest).toBe('/site/site.webmanifest');
  expect((await request.get(manifest!)).status()).toBe(200);
  const sitemap = await (await request.get(under('/sitemap.xml'))).text();
  expect(sitemap).toContain(`<loc>${SITE_ORIGIN}/site/download</loc>`);
});

test('the 404 page under the base suggests pages under the base', async ({ page }) => {
  const response = await page.goto(under('/Sme-solutions/mes/mobil'));
  expect(response?.status()).toBe(404);
  const first = page
    .getByRole('region', { name: 'Were you looking for one of these pages?' })
    .getByRole('link')
    .first();
  await expect(first).toHaveText('Mobile');
  await expect(first).toHaveAttribute('href', '/site/Sme-solutions/mes/mobile');
  await first.click();
  await expect(page).toHaveURL(belowBase('Sme-solutions/mes/mobile$'));
});

test('the Chinese edition under the base: its switch, its 404 page and its home link', async ({
  page,
}) => {
  await page.goto(under('/zh-CN/download'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.locator('head link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
    'href',
    `${SITE_ORIGIN}/site/download`,
  );
  const toEnglish = page.locator('.dumi-default-header').getByRole('link', { name: 'English' });
  await expect(toEnglish).toHaveAttribute('href', '/site/download');

  const response = await page.goto(under('/zh-CN/no-such-page'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('页面未找到');
  await page.getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL(belowBase('zh-CN$'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
});

test('search fetches its index below the base, and its results link there', async ({ page }) => {
  const failed = failedRequests(page);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto(under('/download'));
  await page.getByRole('combobox', { name: 'Search the site' }).fill('superadmin');
  await expect(page.locator('.tl-search')).toHaveAttribute('data-status', 'done');
  const hint = page.getByRole('listbox').getByRole('option').first();
  await expect(hint).toHaveAttribute('href', new RegExp(`^${BASE}Sme-solutions/mes/vue-web#`));
  expect(requested).toContain(`${BASE}search/en-US/index.json`);
  expect(requested.filter((path) => /\/search\//.test(path) && !path.startsWith(BASE))).toEqual([]);
  await hint.click();
  await expect(page).toHaveURL(belowBase('Sme-solutions/mes/vue-web#'));
  await expect(page.locator('article h1')).toHaveText('Vue Web');
  expect(failed).toEqual([]);
});
