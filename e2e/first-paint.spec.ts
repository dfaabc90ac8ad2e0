import { expect, type Page } from '@playwright/test';
import { test } from './app-test';

const STORAGE_KEY = 'dumi:prefers-color';

/** Opens a page with no app script at all: only what the HTML itself does can set the theme. */
async function openWithoutAppScripts(page: Page, stored: string | null) {
  await page.route('**/*.js', (route) => route.abort());
  await page.addInitScript(
    ([key, value]) => {
      if (value === null) window.localStorage.removeItem(key!);
      else window.localStorage.setItem(key!, value);
    },
    [STORAGE_KEY, stored],
  );
  await page.goto('/products/folder-icon');
}

const theme = (page: Page) => page.locator('html').getAttribute('data-prefers-color');

test.describe('a dark system', () => {
  test.use({ colorScheme: 'dark' });

  test('gets the dark theme from the HTML before any app script runs', async ({ page }) => {
    await openWithoutAppScripts(page, null);
    expect(await theme(page)).toBe('dark');
    // the dark background is painted, not the light one
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).not.toBe('rgb(255, 255, 255)');
  });

  test('a stored "light" wins over the system before any app script runs', async ({ page }) => {
    await openWithoutAppScripts(page, 'light');
    expect(await theme(page)).toBe('light');
  });

  test('an unknown stored value means light', async ({ page }) => {
    await openWithoutAppScripts(page, 'sepia');
    expect(await theme(page)).toBe('light');
  });
});

test.describe('a light system', () => {
  test.use({ colorScheme: 'light' });

  test('a stored "dark" is applied before any app script runs', async ({ page }) => {
    await openWithoutAppScripts(page, 'dark');
    expect(await theme(page)).toBe('dark');
  });

  test('a stored "auto" follows the system', async ({ page }) => {
    await openWithoutAppScripts(page, 'auto');
    expect(await theme(page)).toBe('light');
  });
});

test('the theme script is the first script of <head> and the same on every page', async ({
  request,
}) => {
  const scripts: string[] = [];
  for (const path of ['/', '/products/folder-icon', '/Sme-solutions/mes', '/no/such/page']) {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const first = /<script\b[^>]*>([\s\S]*?)<\/script>/.exec(head);
    expect(first?.[1], path).toContain(STORAGE_KEY);
    scripts.push(first![1]);
  }
  expect(new Set(scripts).size).toBe(1);
});
