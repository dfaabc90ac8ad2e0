import { expect, type Page } from '@playwright/test';
import { test } from './app-test';
import { CHINESE_PREFIX } from './spec-routes';
import { hydrated } from './support';

/**
 * Print (issue 28): on paper a page is its article alone at the full width, with no header,
 * search, sidebar, TOC, language or colour switch, or demo actions; external links say where they
 * lead, code wraps, tables fit, headings stay with what follows, and demos print their preview.
 * Checked under print media at the width of an A4 page.
 */

/** An A4 page at 96 dpi, less the print margins. */
const A4 = { width: 680, height: 1000 };

async function printed(page: Page, path: string) {
  await page.setViewportSize(A4);
  await page.goto(path);
  await hydrated(page.locator('.tl-site-footer'));
  await page.emulateMedia({ media: 'print' });
}

const hidden = [
  '.dumi-default-header',
  '.dumi-default-header .tl-search',
  '.dumi-default-lang-switch',
  '.dumi-default-color-switch',
  '.dumi-default-sidebar',
  '.tl-toc',
  '.tl-copy-page',
  '.dumi-default-previewer-actions',
  '.dumi-default-doc-layout-mobile-bar',
];

for (const prefix of ['', CHINESE_PREFIX]) {
  test(`${prefix}/Sme-solutions/mes/data-board prints its article alone, full width`, async ({
    page,
  }) => {
    await page.emulateMedia({ media: 'screen' });
    await page.goto(`${prefix}/Sme-solutions/mes/data-board`);
    // on screen these are there (the test would pass for want of them otherwise)
    for (const selector of ['.dumi-default-header', '.dumi-default-sidebar', '.tl-copy-page']) {
      await expect(page.locator(selector).first()).toBeVisible();
    }

    await printed(page, `${prefix}/Sme-solutions/mes/data-board`);
    for (const selector of hidden) {
      for (const element of await page.locator(selector).all()) {
        await expect(element, selector).toBeHidden();
      }
    }
    // the article spans the page
    const article = await page.locator('article').boundingBox();
    expect(article!.x).toBeLessThan(8);
    expect(article!.width).toBeGreaterThan(A4.width - 24);

    // demos print their preview, not their actions
    const demos = page.locator('.dumi-default-previewer-demo');
    expect(await demos.count()).toBe(3);
    for (const demo of await demos.all()) await expect(demo).toBeVisible();
    await expect(page.locator('.tl-kpi-tile').first()).toBeVisible();
    expect(
      await demos.first().evaluate((element) => getComputedStyle(element).printColorAdjust),
    ).toBe('exact');

    // tables fit the page: nothing sticks out to the right
    for (const table of await page.locator('article table').all()) {
      const box = await table.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(A4.width + 1);
    }

    // headings stay with what follows them
    for (const heading of await page.locator('article h2, article h3').all()) {
      expect(await heading.evaluate((element) => getComputedStyle(element).breakAfter)).toBe(
        'avoid',
      );
    }
  });
}

test('external links print their address, code wraps, and the dark theme prints dark on white', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('dumi:prefers-color', 'dark'));
  await printed(page, '/download');

  const external = page.locator('article a[href^="https://"]').first();
  const href = await external.getAttribute('href');
  expect(await external.evaluate((element) => getComputedStyle(element, '::after').content)).toBe(
    `" (${href})"`,
  );
  const internal = page.locator('article a[href^="/"]').first();
  expect(await internal.evaluate((element) => getComputedStyle(element, '::after').content)).toBe(
    'none',
  );

  const code = page.locator('article pre').first();
  expect(await code.evaluate((element) => getComputedStyle(element).whiteSpace)).toBe('pre-wrap');
  const box = await code.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(A4.width + 1);
  // one frame around a code block, not a second one inside it
  await expect(page.locator('article .dumi-default-source-code').first()).toHaveCSS(
    'border-top-style',
    'solid',
  );
  await expect(code).toHaveCSS('border-top-style', 'none');

  // the page is in the dark theme, yet its text prints dark
  await expect(page.locator('html')).toHaveAttribute('data-prefers-color', 'dark');
  await expect(page.locator('article p').first()).toHaveCSS('color', 'rgb(29, 32, 38)');
  await expect(page.locator('article h1')).toHaveCSS('color', 'rgb(29, 32, 38)');
});

test('the print styles are part of the one style sheet: no second request holds the load event', async ({
  page,
}) => {
  await page.goto('/download');
  const sheets = await page.evaluate(() =>
    [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => ({
      href: link.getAttribute('href'),
      media: link.getAttribute('media'),
    })),
  );
  expect(sheets).toHaveLength(1);
  expect(sheets[0].media).toBeNull();
  const css = await (await page.request.get(sheets[0].href!)).text();
  expect(css).toContain('@media print{');
});
