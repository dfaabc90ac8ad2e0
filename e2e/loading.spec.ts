import { expect, type Page, type Request } from '@playwright/test';
import { requestsSettled, test } from './app-test';
import { SPEC_ROUTES } from './spec-routes';
import { caughtUp, gate } from './support';

/** Records the URLs a page requests from now on; with a filter, only the matching ones. */
function recordRequests(page: Page, filter: (request: Request) => boolean = () => true) {
  const urls: string[] = [];
  page.on('request', (request) => filter(request) && urls.push(request.url()));
  return urls;
}

/** Records requests for page chunks (one per Markdown page) from now on. */
const recordRouteChunks = (page: Page) =>
  recordRequests(page, (request) => /\/docs__.*\.async\.js$/.test(request.url()));

test('no page ever requests a server loader', async ({ page }) => {
  const urls = recordRequests(page);
  await page.goto('/');
  // direct loads of every route, then client-side navigation through the nav and the sidebar
  for (const { path } of SPEC_ROUTES) {
    await page.goto(path);
    await expect(page.locator('.dumi-default-header')).toBeVisible();
  }
  await page.goto('/products');
  await page.locator('.dumi-default-sidebar').getByRole('link', { name: 'WordCard' }).click();
  await page.locator('.dumi-default-navbar').getByRole('link', { name: 'Download' }).click();
  await expect(page).toHaveURL('/download');
  expect(urls.filter((url) => url.includes('__serverLoader'))).toEqual([]);
});

test('the router prefetch defaults are none, 50 ms', async ({ page }) => {
  await page.goto('/products');
  expect(await page.evaluate(() => (window as any).__umi_route_prefetch__)).toEqual({
    defaultPrefetch: 'none',
    defaultPrefetchTimeout: 50,
  });
});

test('by default a link loads nothing before it is clicked', async ({ page }) => {
  await page.clock.install();
  await page.goto('/products');
  await requestsSettled(page);
  const chunkRequests = recordRouteChunks(page);

  const link = page.locator('article').getByRole('link', { name: 'Folder Icon', exact: true });
  await link.hover();
  // whatever a hover might set off would be due within a few seconds
  await caughtUp(page, { clockMs: 5_000 });
  expect(chunkRequests).toEqual([]);

  await link.click();
  await expect(page.locator('article h1')).toHaveText('Folder Icon');
  expect(chunkRequests.some((url) => url.includes('folderIcon'))).toBe(true);
});

/** Switches umi's prefetch mode while keeping the framework's own delay. */
async function usePrefetchMode(page: Page, mode: 'intent' | 'viewport') {
  await page.addInitScript((wanted) => {
    let settings: object | undefined;
    Object.defineProperty(window, '__umi_route_prefetch__', {
      configurable: true,
      get: () => settings,
      set: (value) => (settings = { ...value, defaultPrefetch: wanted }),
    });
  }, mode);
}

test('in intent mode a hovered link is prefetched after 50 ms, not before', async ({ page }) => {
  await usePrefetchMode(page, 'intent');
  await page.clock.install();
  await page.goto('/products');
  await requestsSettled(page);
  await page.clock.pauseAt(Date.now() + 1_000);

  const chunkRequests = recordRouteChunks(page);
  await page.locator('article').getByRole('link', { name: 'Folder Icon', exact: true }).hover();
  await page.clock.runFor(45);
  await caughtUp(page, { frames: false });
  expect(chunkRequests).toEqual([]);
  await page.clock.runFor(10);
  await expect.poll(() => chunkRequests.some((url) => url.includes('folderIcon'))).toBe(true);
});

test('in viewport mode links within 100px below the viewport are prefetched', async ({ page }) => {
  await usePrefetchMode(page, 'viewport');
  await page.clock.install();
  await page.setViewportSize({ width: 1280, height: 400 });
  const chunkRequests = recordRouteChunks(page);
  await page.goto('/Sme-solutions/mes');
  await expect(page.locator('article h1')).toHaveText('MES overview');

  await requestsSettled(page);
  const requested = () => chunkRequests.some((url) => url.includes('Github'));
  const link = page.locator('article').getByRole('link', { name: 'Github', exact: true });
  const top = await link.evaluate((a) => a.getBoundingClientRect().top + window.scrollY);
  expect(top, 'the link starts well below the fold').toBeGreaterThan(400 + 200);
  expect(requested()).toBe(false);

  // 160px below the bottom edge: outside the margin, so still nothing
  await page.evaluate((y) => window.scrollTo(0, y), top - 400 - 160);
  // the intersection observers of the next frames have run, then any delay they set has passed
  await caughtUp(page);
  await caughtUp(page, { clockMs: 1_000 });
  expect(requested()).toBe(false);

  // 60px below the bottom edge: inside the 100px margin
  await page.evaluate((y) => window.scrollTo(0, y), top - 400 - 60);
  await expect.poll(requested).toBe(true);
});

test('a route chunk that never arrives fails after 120 s, not before', async ({ page }) => {
  await page.clock.install();
  await page.goto('/products');
  await requestsSettled(page);
  await page.clock.pauseAt(Date.now() + 1_000);

  // the Download page's chunk hangs: the server never answers
  const { released: asked, release: noteAsked } = gate();
  await page.route(/docs__Download__index\.md\..*\.js$/, () => noteAsked());
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(String(error)));

  await page.locator('.dumi-default-navbar').getByRole('link', { name: 'Download' }).click();
  // the page's chunk is asked for once its section's chunk has arrived; its 120 s start then
  await asked;
  await caughtUp(page, { clockMs: 119_000, frames: false });
  expect(errors.filter((text) => /Loading chunk/.test(text))).toEqual([]);

  await page.clock.fastForward(2_000);
  await expect.poll(() => errors.some((text) => /Loading chunk .* failed/.test(text))).toBe(true);
});

test('a bar across the top shows while the next page loads, and goes once it is there', async ({
  page,
}) => {
  await page.goto('/products');
  await requestsSettled(page);
  // the Download page's chunk is held until the test lets it through
  const { released, release } = gate();
  await page.route(/docs__Download__index\.md\..*\.js$/, async (route) => {
    await released;
    await route.continue();
  });

  await page.locator('.dumi-default-navbar').getByRole('link', { name: 'Download' }).click();
  const bar = page.locator('.tl-nav-progress');
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('aria-hidden', 'true');
  // the site's primary colour (#0958d9), not a transparent bar
  await expect(bar).toHaveCSS('background-color', 'rgb(9, 88, 217)');
  await expect(page.locator('article h1')).toHaveText('Products');

  // the same navigation asked for twice (an impatient second click) still ends on one page
  await page.locator('.dumi-default-navbar').getByRole('link', { name: 'Download' }).click();
  release();
  await expect(page.locator('article h1')).toHaveText('Download');
  await expect(bar).toHaveCount(0);
});

test('a page whose code is already loaded shows no bar', async ({ page }) => {
  await page.clock.install();
  await page.goto('/products');
  await page.locator('.dumi-default-navbar').getByRole('link', { name: 'Download' }).click();
  await expect(page.locator('article h1')).toHaveText('Download');
  // the Download page's code was new: its bar shows, then fades
  await expect(page.locator('.tl-nav-progress')).toHaveCount(0);

  // The way back needs no code: the Products page's came with the first load. With time stopped,
  // the bar's delay cannot pass, so any bar would be one shown at once; every change of the page
  // until the move is on screen is watched.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  type Watched = { barSeen: boolean };
  await page.evaluate(() => {
    const record = window as unknown as Watched;
    record.barSeen = false;
    new MutationObserver(() => {
      record.barSeen ||= document.querySelector('.tl-nav-progress') !== null;
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.goBack();
  await expect(page.locator('article h1')).toHaveText('Products');
  expect(scripts).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as Watched).barSeen)).toBe(false);
});

for (const { path, loading } of [
  {
    path: '/Sme-solutions/mes/go-server?tab=deployment',
    loading: 'Loading...',
  },
  {
    path: '/zh-CN/Sme-solutions/mes/go-server?tab=deployment',
    loading: '加载中...',
  },
]) {
  test(`a page rendered afresh says "${loading}" until its code is there (${path})`, async ({
    page,
  }) => {
    // a page opened on another tab is rendered in the browser, not hydrated: hold its code back
    const { released, release } = gate();
    await page.route(/\/docs__.*\.async\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    // not until `load`: the entry starts at the first paint, which can come before the pictures
    // have loaded, and the chunk it then asks for (held here) would hold the load event too
    await page.goto(path, { waitUntil: 'commit' });
    const status = page.locator('main').getByRole('status');
    await expect(status).toHaveText(loading);
    await expect(status.locator('.tl-loading-line')).toHaveCount(4);
    await expect(status.locator('.tl-loading-line').first()).toBeVisible();

    release();
    await expect(page.locator('article #running-the-server')).toBeVisible();
    await expect(page.locator('article h1')).toHaveText('Go Server');
    await expect(page.locator('main').getByRole('status')).toHaveCount(0);
  });
}
