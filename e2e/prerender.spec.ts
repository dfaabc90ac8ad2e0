import { expect } from '@playwright/test';
import { requestsSettled, test } from './app-test';
import { ALL_ROUTES, CONTENT_ROUTES, langOf, SITE_NAME, UI_TEXTS } from './spec-routes';
import { collectPageErrors } from './support';

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of ALL_ROUTES) {
    test(`${route.path} shows its whole page from the prerendered HTML`, async ({ page }) => {
      const texts = UI_TEXTS[langOf(route.path)];
      const requests: string[] = [];
      page.on('request', (request) => requests.push(new URL(request.url()).pathname));
      await page.goto(route.path);

      await expect(page.locator('html')).toHaveAttribute('lang', langOf(route.path));
      // innerText holds rendered text only, so this proves the message is shown
      await expect(page.locator('body')).toContainText(texts.noscript, { useInnerText: true });
      const header = page.locator('.dumi-default-header');
      await expect(header.getByRole('link', { name: SITE_NAME })).toBeVisible();
      await expect(header.getByPlaceholder(texts.searchPlaceholder)).toBeVisible();
      await expect(header.getByRole('link', { name: texts.switchTo, exact: true })).toBeVisible();
      await expect(page.locator('.dumi-default-footer')).toContainText(`© ${SITE_NAME}`);
      if (route.title === null) {
        await expect(page.locator('.tl-hero-title')).toContainText(SITE_NAME);
      } else {
        await expect(page.locator('.markdown h1').first()).toHaveText(route.title);
        await expect(page).toHaveTitle(`${route.title} - ${SITE_NAME}`);
        const sidebar = page.locator('.dumi-default-sidebar');
        await expect(sidebar.getByRole('link', { name: route.title, exact: true })).toBeVisible();
        const footer = page.locator('.dumi-default-content-footer');
        await expect(footer).toContainText(texts.lastUpdated);
        await expect(footer.locator('time')).toHaveText(/^\d{4}-\d\d-\d\d \d\d:\d\d UTC$/);
        await expect(footer.getByRole('link', { name: texts.edit })).toBeVisible();
      }
      for (const anchor of route.anchors) {
        await expect(page.locator(`[id="${anchor}"]`)).toBeVisible();
      }
      // only the document itself, its style sheet and images: no script ran
      expect(requests.filter((path) => path.endsWith('.js'))).toEqual([]);
    });
  }

  test('the table of contents lists the sections of a page', async ({ page }) => {
    await page.goto('/Sme-solutions/mes/vue-web');
    const toc = page.locator('.dumi-default-toc');
    for (const anchor of ['-menu', '-features', '-system-platforms']) {
      await expect(toc.locator(`a[href="/Sme-solutions/mes/vue-web#${anchor}"]`)).toBeVisible();
    }
  });

  test('PREV and NEXT lead to the neighbouring pages of the sidebar', async ({ page }) => {
    await page.goto('/products/folder-icon');
    const nav = page.locator('.dumi-default-content-footer nav');
    await expect(nav.locator('a[data-prev]')).toHaveAttribute('href', '/products');
    await expect(nav.locator('a[data-prev]')).toContainText('PREV');
    await expect(nav.locator('a[data-next]')).toHaveAttribute('href', '/products/dict-card');
    await expect(nav.locator('a[data-next]')).toContainText('NEXT');
  });

  test('the 404 page shows its message and link', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('PAGE NOT FOUND')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to homepage' })).toBeVisible();
  });

  test('the Chinese edition has its own prerendered 404 page', async ({ page }) => {
    // a host that serves one 404 page per prefix (nginx, see nginx.spec) sends this file
    await page.goto('/zh-CN/404.html');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('页面未找到');
    await expect(page.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/zh-CN');
    await expect(page.locator('.dumi-default-footer')).toHaveText(
      '© Tessera Lab。基于 dumi 构建。',
    );
  });

  for (const width of [375, 900]) {
    test(`at ${width} px the menu and the sidebar are in the page, since no button can open them`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/Sme-solutions/mes/vue-web');
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link', { name: 'Download' })).toBeVisible();
      const sidebar = page.getByRole('navigation', { name: 'Pages in this section' });
      await expect(sidebar.getByRole('link', { name: 'Go Server' })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('button', { name: 'Menu' })).toBeHidden();
      await expect(page.getByRole('button', { name: 'Sidebar', exact: true })).toBeHidden();
      // the page's text keeps the window's width, under the sidebar
      const heading = await page.locator('.markdown h1').boundingBox();
      const sidebarBox = await sidebar.boundingBox();
      expect(heading!.y).toBeGreaterThan(sidebarBox!.y + sidebarBox!.height);
      expect(heading!.width).toBeGreaterThan(width / 2);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    });
  }

  test('landmarks, names and states are in the page before any script runs', async ({ page }) => {
    await page.goto('/Sme-solutions/mes');
    const banner = page.getByRole('banner');
    // the menu and sidebar buttons are shown on phones only
    await expect(banner.getByRole('button', { name: 'Menu', includeHidden: true })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'MES', includeHidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'Products' })).not.toHaveAttribute(
      'aria-current',
      /.*/,
    );
    await expect(nav.getByRole('button', { name: 'SME Solutions pages' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(banner.getByRole('combobox', { name: 'Colour theme' })).toBeAttached();
    const sidebar = page.getByRole('navigation', { name: 'Pages in this section' });
    await expect(sidebar.getByRole('link', { name: 'Go Server' })).toBeAttached();
    const toggle = page.getByRole('button', { name: 'Sidebar', includeHidden: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAttribute('aria-controls', (await sidebar.getAttribute('id'))!);
    await expect(page.getByRole('main')).toHaveAttribute('id', 'main-content');
  });
});

test('every prerendered file is one complete document: nothing after </html>, no reveal scripts', async ({
  request,
}) => {
  for (const { path } of [
    ...ALL_ROUTES,
    { path: '/sme-solutions/mes/mobile' },
    { path: '/zh-CN/sme-solutions/mes/mobile' },
  ]) {
    const html = await (await request.get(path)).text();
    expect(html.trimEnd().endsWith('</html>'), path).toBe(true);
    expect(html.match(/<\/html>/g), path).toHaveLength(1);
    expect(html, path).not.toMatch(
      /\$R[CSX]\(|<template id="[BPS]:|<div hidden id="S:|<!--\$\?-->/,
    );
    const body = html.slice(html.indexOf('<body'), html.indexOf('</body>'));
    expect(body, path).toContain('class="dumi-default-footer"');
    // the entry script, and the edition's message set the first render waits for, are added by
    // an inline loader once the page has painted
    expect(body, path).toMatch(/load\("[^"]*\/umi\.[0-9a-f]+\.js"\)/);
    const messages = path.startsWith('/zh-CN') ? 'zh-CN' : 'en-US';
    expect(body, path).toMatch(
      new RegExp(`load\\("[^"]*/messages-${messages}\\.[0-9a-f]+\\.async\\.js"\\)`),
    );
    expect(body.match(/\/messages-/g), path).toHaveLength(1);
  }
});

test('the standalone demo page stays unprerendered', async ({ request }) => {
  const html = await (
    await request.get('/~demos/docs-products-dict-card-demo-word-card-basic')
  ).text();
  expect(html).not.toContain('dumi-default-header');
  expect(html).toMatch(/<div id="root"><\/div>/);
});

test.describe('with JavaScript enabled', () => {
  test('a hydrated page moves to the next page without reloading the document', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await page.goto('/products');
    await requestsSettled(page);
    await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await page.locator('.dumi-default-sidebar').getByRole('link', { name: 'Folder Icon' }).click();
    await expect(page).toHaveURL('/products/folder-icon');
    await expect(page.locator('.markdown h1').first()).toHaveText('Folder Icon');
    expect(
      await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere),
    ).toBe(true);
    expect(documents).toEqual([]);
    expect(errors).toEqual([]);
  });
});

for (const route of CONTENT_ROUTES.filter(({ anchors }) => anchors.length > 0).slice(0, 1)) {
  test(`the table of contents marks the section being read on ${route.path}`, async ({ page }) => {
    await page.goto(route.path);
    await expect(page.locator('.dumi-default-toc a.active')).toHaveCount(1);
  });
}
