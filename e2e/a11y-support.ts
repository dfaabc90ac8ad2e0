import { expect, type Page } from '@playwright/test';

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 375, height: 740 },
};

/** dumi's storage key of the colour preference (site-spec.md, section 4). */
const COLOUR_KEY = 'dumi:prefers-color';

/** Opens `path` with the colour preference stored as `theme`, once the app has started. */
export async function openInTheme(page: Page, path: string, theme: Theme) {
  await page.addInitScript(
    ([key, value]) => window.localStorage.setItem(key!, value!),
    [COLOUR_KEY, theme],
  );
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html')).toHaveAttribute('data-prefers-color', theme);
}
