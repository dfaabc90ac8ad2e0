import { expect, type Page } from '@playwright/test';
import { requestsSettled, test } from './app-test';
import { collectPageErrors } from './support';

const STORAGE_KEY = 'dumi:prefers-color';

async function openWithStoredPreference(page: Page, stored: string | null) {
  await page.addInitScript(
    ([key, value]) => {
      // seed once per tab, so that later navigations see what the page itself stored
      if (window.sessionStorage.getItem('seeded')) return;
      window.sessionStorage.setItem('seeded', '1');
      if (value === null) window.localStorage.removeItem(key!);
      else window.localStorage.setItem(key!, value);
    },
    [STORAGE_KEY, stored],
  );
  await page.goto('/products');
  // the app listens for system changes once it has started
  await requestsSettled(page);
}

const rootColour = (page: Page) => expect(page.locator('html'));

for (const system of ['light', 'dark'] as const) {
  test.describe(`system prefers ${system}`, () => {
    test.use({ colorScheme: system });

    test('no stored preference means auto, which follows the system', async ({ page }) => {
      await openWithStoredPreference(page, null);
      await rootColour(page).toHaveAttribute('data-prefers-color', system);
      await expect(page.locator('.dumi-default-color-switch select')).toHaveValue('auto');
    });

    test('a stored "auto" follows the system', async ({ page }) => {
      await openWithStoredPreference(page, 'auto');
      await rootColour(page).toHaveAttribute('data-prefers-color', system);
    });

    test('an unknown stored value falls back to light', async ({ page }) => {
      await openWithStoredPreference(page, 'sepia');
      await rootColour(page).toHaveAttribute('data-prefers-color', 'light');
      await expect(page.locator('.dumi-default-color-switch select')).toHaveValue('light');
    });

    for (const stored of ['light', 'dark'] as const) {
      test(`a stored "${stored}" wins over the system`, async ({ page }) => {
        const errors = collectPageErrors(page);
        await openWithStoredPreference(page, stored);
        await rootColour(page).toHaveAttribute('data-prefers-color', stored);
        await expect(page.locator('.dumi-default-color-switch select')).toHaveValue(stored);
        expect(errors, 'the switch shows the stored choice with no hydration error').toEqual([]);
      });
    }
  });
}

test('auto follows a change of the system preference while the page is open', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await openWithStoredPreference(page, 'auto');
  await rootColour(page).toHaveAttribute('data-prefers-color', 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await rootColour(page).toHaveAttribute('data-prefers-color', 'dark');
});

test('the header switch changes the colour and stores the preference', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await openWithStoredPreference(page, null);
  const select = page.locator('.dumi-default-color-switch select');

  await select.selectOption({ label: 'Dark Mode' });
  await rootColour(page).toHaveAttribute('data-prefers-color', 'dark');
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBe('dark');

  await select.selectOption({ label: 'Light Mode' });
  await rootColour(page).toHaveAttribute('data-prefers-color', 'light');
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBe('light');

  await page.emulateMedia({ colorScheme: 'dark' });
  await select.selectOption({ label: 'Follow System' });
  await rootColour(page).toHaveAttribute('data-prefers-color', 'dark');
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBe('auto');

  // the choice survives a reload and a visit to another page
  await page.goto('/download');
  await expect(select).toHaveValue('auto');
  await rootColour(page).toHaveAttribute('data-prefers-color', 'dark');
});
