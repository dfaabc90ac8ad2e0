import { expect } from '@playwright/test';
import { test } from './app-test';
import { FIXTURES_URL } from './fixtures/server';
import { ORGANISATION_URL, SPEC_ROUTES } from './spec-routes';
import { gate, hydrated, linkPaths } from './support';

/**
 * The page text a visitor reads: the article's Markdown parts. Demo blocks sit between them and are
 * checked in demos.spec.ts (their descriptions and the API tables are nested `.markdown` too).
 */
const ARTICLE = 'article > .markdown';

for (const route of SPEC_ROUTES) {
  test.describe(`content of ${route.path}`, () => {
    test('reads as a finished page: substantial text, no placeholder', async ({ page }) => {
      await page.goto(route.path);
      // the page text: every Markdown part of the article, without the demo blocks between them
      const text = (await page.locator(ARTICLE).allInnerTexts()).join('\n');
      const words = text.split(/\s+/).filter((word) => /\p{L}/u.test(word));
      expect(words.length).toBeGreaterThanOrEqual(150);
      expect(text).not.toMatch(/\b(TODO|TBD|lorem ipsum|placeholder|coming soon)\b/i);
    });

    test('every image has alt text, loads and stays legible in both themes', async ({
      page,
      request,
    }) => {
      await page.goto(route.path);
      await page.waitForLoadState('load');
      const images = page.locator(`${ARTICLE} img`);
      for (const image of await images.all()) {
        expect((await image.getAttribute('alt'))?.trim().length ?? 0).toBeGreaterThan(20);
        await image.scrollIntoViewIfNeeded();
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
          .toBeGreaterThan(0);
        const src = (await image.getAttribute('src')) ?? '';
        if (src.endsWith('.svg')) {
          // a drawing paints its own light panel first, so the page's dark theme never shows through
          const svg = await (await request.get(src)).text();
          expect(svg, src).toMatch(
            /<svg[^>]*viewBox="0 0 (\d+) (\d+)"[^>]*>[\s\S]*?<rect width="\1" height="\2"[^>]*fill="#f8fafc"/,
          );
        }
      }
    });
  });
}

test('the home page introduces both open-source apps under its level-1 heading', async ({
  page,
}) => {
  await page.goto('/');
  const article = page.locator(ARTICLE);
  await expect(page.locator('h1#open-source-software')).toHaveText('Open Source Software');
  expect(await linkPaths(article.locator('a'))).toEqual(
    expect.arrayContaining(['/products/folder-icon', '/products/dict-card', '/download']),
  );
});

test('Folder Icon leads from its download section to the Download page section', async ({
  page,
}) => {
  await page.goto('/products/folder-icon');
  await expect(page.locator('article')).toContainText('Manage Mac Folder Icon.');
  await page.locator(`${ARTICLE} a[href="/download#mac-folder-icon"]`).click();
  await expect(page).toHaveURL('/download#mac-folder-icon');
  await expect(page.locator('h2#mac-folder-icon')).toBeInViewport();
});

test('the Download page says where the version is and how to verify and install', async ({
  page,
}) => {
  await page.goto('/download');
  const article = page.locator(ARTICLE);
  await expect(article.locator('a', { hasText: 'Folder Icon releases' }).first()).toHaveAttribute(
    'href',
    `${ORGANISATION_URL}/folder-icon/releases`,
  );
  for (const text of ['Current version', 'System requirements', 'shasum -a 256', 'Applications']) {
    await expect(article).toContainText(text);
  }
});

test('the WordCard page carries its Chinese tagline and explains the study loop', async ({
  page,
}) => {
  await page.goto('/products/dict-card');
  await expect(page.locator('p[lang="zh-CN"]')).toHaveText('最简单、最上瘾的单词卡');
  await expect(page.locator('h2#how-study-works')).toBeVisible();
  const round = page.locator('.dumi-default-previewer-demo').nth(1);
  await expect(round.getByRole('button', { name: 'I knew it' })).toBeDisabled();
  // keys pressed before React has hydrated the card would be lost
  await (await hydrated(round.getByRole('button', { name: /^meticulous\b/ }))).press('Enter');
  await round.getByRole('button', { name: 'I knew it' }).click();
  await expect(round).toContainText('2 cards left · 1 known');
  await round.getByRole('button', { name: /^candid\b/ }).press(' ');
  await round.getByRole('button', { name: 'Not yet' }).click();
  await expect(round.getByRole('button', { name: /^ephemeral\b/ })).toBeVisible();
  await expect(round).toContainText('2 cards left · 1 known');
});

test('the MES overview links its four parts and shows the architecture', async ({ page }) => {
  await page.goto('/Sme-solutions/mes');
  const components = page.locator(`${ARTICLE} ul`).last();
  expect(await linkPaths(components.locator('a'))).toEqual([
    '/Sme-solutions/mes/go-server',
    '/Sme-solutions/mes/vue-web',
    '/Sme-solutions/mes/mobile',
    '/Sme-solutions/mes/data-board',
  ]);
  await expect(page.locator(`${ARTICLE} img[src*="architecture"]`)).toBeVisible();
  const stack = page.locator(`${ARTICLE} table`).first();
  for (const technology of ['Go', 'Vue 3', 'Android', 'Python']) {
    await expect(stack.locator('td:first-child', { hasText: technology })).toHaveCount(1);
  }
});

test('Vue Web lists the admin and superadmin roles in a table', async ({ page }) => {
  await page.goto('/Sme-solutions/mes/vue-web');
  const roles = page.locator(`${ARTICLE} table`).filter({ hasText: 'superadmin' });
  await expect(roles.locator('tbody td:first-child')).toHaveText(['admin', 'superadmin']);
  await expect(roles).toContainText('should be assigned with caution');
});

test('the Github page links the organisation from its description', async ({ page }) => {
  await page.goto('/Sme-solutions/mes/github');
  await expect(page.locator(`${ARTICLE} p`).first().locator('a').first()).toHaveAttribute(
    'href',
    ORGANISATION_URL,
  );
});

test('Computer Vision covers handheld PDA scanning', async ({ page }) => {
  await page.goto('/Sme-solutions/computer-vision');
  await expect(page.locator(ARTICLE)).toContainText('Handheld PDAs');
});

test('pictures keep their space while they download, so the text after them never moves', async ({
  page,
}) => {
  test.slow(); // every route in one test
  // the picture files of each page wait until the test lets them through
  let held = gate();
  await page.route(/\/static\/[^/]+\.(svg|png)$/, async (route) => {
    await held.released;
    await route.continue();
  });
  const pagesWithPictures: string[] = [];
  for (const route of SPEC_ROUTES) {
    held = gate();
    // a held picture holds the `load` event back
    await page.goto(route.path, { waitUntil: 'domcontentloaded' });
    const images = page.locator(`${ARTICLE} img`);
    if ((await images.count()) === 0) continue;
    pagesWithPictures.push(route.path);
    const footer = page.locator('.dumi-default-content-footer');
    const before = await footer.boundingBox();
    for (const image of await images.all()) {
      const box = (await image.boundingBox())!;
      const [width, height] = await image.evaluate((img: HTMLImageElement) => [
        Number(img.getAttribute('width')),
        Number(img.getAttribute('height')),
      ]);
      expect(box.height, `${route.path}: space kept for a picture not yet loaded`).toBeCloseTo(
        (box.width * height) / width,
        0,
      );
    }
    held.release();
    for (const image of await images.all()) {
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
    }
    expect(await footer.boundingBox(), `${route.path}: the footer stayed where it was`).toEqual(
      before,
    );
  }
  // the spec's pages with drawings: the home page, both products, the MES pages and the CV page
  expect(pagesWithPictures.length).toBeGreaterThanOrEqual(5);
});

test.describe('Markdown callouts (test-only fixture build)', () => {
  test.use({ baseURL: FIXTURES_URL });

  test('show their kind or own title, their text and an icon in the title colour, in both themes', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/callouts');
    const callouts = page.locator('article .dumi-default-container');
    await expect(callouts).toHaveCount(4);
    await expect(callouts.locator('h4')).toHaveText(['INFO', 'Mind the step', 'SUCCESS', 'ERROR']);
    await expect(callouts.locator('section')).toHaveText([
      'An info callout without a title.',
      'A warning callout with its own title.',
      'A success callout.',
      'An error callout.',
    ]);
    const kinds = await callouts.evaluateAll((nodes) =>
      nodes.map((node) => node.getAttribute('data-type')),
    );
    expect(kinds).toEqual(['info', 'warning', 'success', 'error']);
    await hydrated(callouts.first());
    for (const theme of ['light', 'dark']) {
      await page.evaluate(
        (value) => document.documentElement.setAttribute('data-prefers-color', value),
        theme,
      );
      for (const callout of await callouts.all()) {
        const icon = callout.locator('> svg');
        await expect(icon).toHaveAttribute('aria-hidden', 'true');
        const box = await icon.boundingBox();
        expect(box?.width, theme).toBe(18);
        expect(box?.height, theme).toBe(18);
        // the icon takes the colour of the callout's title, which differs between kinds
        const [fill, title] = await callout.evaluate((node) => [
          getComputedStyle(node.querySelector('svg')!).fill,
          getComputedStyle(node.querySelector('h4')!).color,
        ]);
        expect(fill, theme).toBe(title);
      }
    }
    expect(errors).toEqual([]);
  });
});
