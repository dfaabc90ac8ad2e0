import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { test } from './app-test';
import { CHINESE_PREFIX } from './spec-routes';
import { startSlowConnection } from './slow-connection';
import { caughtUp, collectPageErrors, hydrated } from './support';

/**
 * Picture zoom (issue 28): a picture in a page opens larger in a modal dialog, from the keyboard
 * too, captioned with its alt text; focus stays inside and comes back; Escape and a click outside
 * close it; both colour themes; nothing moves as the page loads, and pages without pictures load
 * none of its code.
 */

const PAGE = '/Sme-solutions/mes/go-server';
const picture = (page: Page) => page.locator('article button:has(> img)');
const dialog = (page: Page) => page.getByRole('dialog');

/** The script files a page has fetched so far, as built (to look for a feature's code in them). */
function scriptsFetched(page: Page): string[] {
  const paths: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.endsWith('.js')) paths.push(pathname);
  });
  return paths;
}
const fetchedCode = (paths: string[]) =>
  paths.map((path) => readFileSync(`dist${path}`, 'utf8')).join('\n');

test('a picture opens larger from the keyboard, keeps focus inside and gives it back', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.goto(PAGE);
  const button = await hydrated(picture(page));
  const alt = await button.locator('img').getAttribute('alt');
  await expect(button).toHaveAccessibleName(alt!);
  await expect(button).toHaveAttribute('aria-haspopup', 'dialog');

  await button.focus();
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page)).toHaveAccessibleName(alt!);
  await expect(dialog(page).locator('figcaption')).toHaveText(alt!);
  const close = dialog(page).getByRole('button', { name: 'Close' });
  await expect(close).toBeFocused();
  // the enlarged picture is larger than the one in the page
  const [small, large] = await Promise.all([
    button.locator('img').boundingBox(),
    dialog(page).locator('img').boundingBox(),
  ]);
  expect(large!.width).toBeGreaterThan(small!.width);

  // the page behind is out of reach while the dialog is open
  for (let press = 0; press < 4; press += 1) {
    await page.keyboard.press('Tab');
    const outside = await page.evaluate(() => {
      const active = document.activeElement;
      return active !== null && active !== document.body && !active.closest('dialog');
    });
    expect(outside, 'focus left the dialog').toBe(false);
  }

  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(button).toBeFocused();

  // Space opens it too, and its Close button closes it
  await page.keyboard.press('Space');
  await expect(dialog(page)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toHaveCount(0);
  await expect(button).toBeFocused();
  expect(errors).toEqual([]);
});

test('closed and reopened at once, five times over, the dialog is open each time', async ({
  page,
}) => {
  await page.goto(PAGE);
  const button = await hydrated(picture(page));
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeVisible();
  for (let round = 0; round < 5; round += 1) {
    // no wait between: the keys arrive before the dialog's close event has been handled
    await page.keyboard.press('Escape');
    await page.keyboard.press('Space');
    await expect(dialog(page)).toBeVisible();
    await expect(page.locator('dialog')).toHaveCount(1);
  }
  await page.keyboard.press('Escape');
  await expect(page.locator('dialog')).toHaveCount(0);
  await expect(button).toBeFocused();
});

test('a click outside the picture closes it; the dialog speaks Chinese on Chinese pages', async ({
  page,
}) => {
  await page.goto(`${CHINESE_PREFIX}${PAGE}`);
  const button = await hydrated(picture(page));
  await button.click();
  await expect(dialog(page).getByRole('button', { name: '关闭' })).toBeVisible();
  // the top-left corner of the window is backdrop
  await page.mouse.click(4, 4);
  await expect(dialog(page)).toHaveCount(0);
  await expect(button).toBeFocused();
});

for (const theme of ['light', 'dark'] as const) {
  test(`the dialog reads in the ${theme} theme`, async ({ page }) => {
    await page.addInitScript((choice) => {
      localStorage.setItem('dumi:prefers-color', choice);
    }, theme);
    await page.goto(PAGE);
    await (await hydrated(picture(page))).click();
    await expect(dialog(page)).toBeVisible();
    const colours = await dialog(page).evaluate((element) => {
      const style = getComputedStyle(element);
      const luminance = (colour: string) => {
        const [r, g, b] = colour
          .match(/\d+(\.\d+)?/g)!
          .slice(0, 3)
          .map(Number);
        return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
      };
      return { background: luminance(style.backgroundColor), text: luminance(style.color) };
    });
    if (theme === 'light') {
      expect(colours.background).toBeGreaterThan(0.9);
      expect(colours.text).toBeLessThan(0.2);
    } else {
      expect(colours.background).toBeLessThan(0.2);
      expect(colours.text).toBeGreaterThan(0.8);
    }
  });
}

test('the dialog code loads on first use; a page without pictures loads none of it', async ({
  page,
}) => {
  const fetched = scriptsFetched(page);
  await page.goto('/Sme-solutions/mes/github');
  await expect(page.locator('article img')).toHaveCount(0);
  expect(fetchedCode(fetched)).not.toContain('cursor:"zoom-in"');

  fetched.length = 0;
  await page.goto(PAGE);
  await hydrated(picture(page));
  expect(fetchedCode(fetched)).not.toContain('tl-zoom-close');
  await picture(page).click();
  await expect(dialog(page)).toBeVisible();
  expect(fetchedCode(fetched)).toContain('tl-zoom-close');
});

test('nothing moves as a page with pictures loads and hydrates', async ({ page, baseURL }) => {
  // a poor network: the browser may paint before it has the whole page
  const connection = await startSlowConnection(baseURL!);
  await page.addInitScript(() => {
    const shifts = ((window as unknown as { shifts: number[] }).shifts = [] as number[]);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  try {
    for (const path of [PAGE, '/products/folder-icon', `${CHINESE_PREFIX}/Sme-solutions/mes`]) {
      await page.goto(connection.origin + path);
      await hydrated(picture(page).first());
      await page.waitForFunction(() => [...document.images].every((image) => image.complete));
      await caughtUp(page);
      const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
      expect(shifts, path).toEqual([]);
    }
  } finally {
    await connection.close();
  }
});
