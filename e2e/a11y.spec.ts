import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { test } from './app-test';
import {
  openInTheme,
  switchTheme,
  textContrast,
  THEMES,
  VIEWPORTS,
  type Theme,
} from './a11y-support';
import { serveLargeIndex } from './search-support';
import { ALL_ROUTES } from './spec-routes';
import { hydrated } from './support';

// WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const NOT_FOUND_PATH = '/products/no-such-page';
// both editions, and an unknown address in each
const PATHS = [...ALL_ROUTES.map((route) => route.path), NOT_FOUND_PATH, `/zh-CN${NOT_FOUND_PATH}`];

/**
 * axe's violations on the page as it is now, one line per rule and element. Text whose contrast
 * axe could not decide (a text shadow, an overlapping element) is measured here instead: it
 * counts as a violation unless its computed contrast reaches AA.
 */
async function axeViolations(page: Page): Promise<string[]> {
  // axe.run in the page itself: the default mode merges each frame's results in a new tab, which
  // only cross-origin frames need (the site has none). Passing rules come back without their nodes.
  const { violations, incomplete } = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .setLegacyMode()
    .options({ resultTypes: ['violations', 'incomplete'] })
    .analyze();
  const lines = violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id}: ${node.target.join(' ')} (${node.failureSummary ?? ''})`,
    ),
  );
  const undecided = incomplete.find(({ id }) => id === 'color-contrast')?.nodes ?? [];
  for (const node of undecided) {
    const selector = node.target.join(' ');
    const contrast = await textContrast(page.locator(selector).first());
    if (contrast.unpainted) continue;
    if (contrast.undeterminable || contrast.ratio < contrast.required) {
      lines.push(
        `color-contrast (measured): ${selector} ${contrast.ratio.toFixed(2)}:1, needs ${contrast.required}:1${
          contrast.undeterminable ? `; cannot tell the background: ${contrast.undeterminable}` : ''
        }`,
      );
    }
  }
  return lines;
}

/** The header's search box, opening the phone header menu first where the box sits in it. */
async function searchBox(page: Page) {
  const box = page.getByPlaceholder('Type keywords...').first();
  if (!(await box.isVisible())) {
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  }
  await expect(box).toBeVisible();
  return box;
}

/** axe's violations in the light theme and then in the dark one, on the page as it is. */
async function violationsInBothThemes(page: Page): Promise<Record<Theme, string[]>> {
  const found = {} as Record<Theme, string[]>;
  for (const theme of THEMES) {
    await switchTheme(page, theme);
    found[theme] = await axeViolations(page);
  }
  return found;
}

const NONE = { light: [], dark: [] };

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`${device} (${viewport.width} px), light and dark theme`, () => {
    test.use({ viewport });

    for (const path of PATHS) {
      test(`axe finds no violation on ${path}`, async ({ page }) => {
        await openInTheme(page, path, 'light');
        expect(await violationsInBothThemes(page)).toEqual(NONE);
      });
    }

    test('axe finds no violation with search results open', async ({ page }) => {
      // axe twice, and the contrast of every result it cannot decide measured one by one
      test.slow();
      await openInTheme(page, '/', 'light');
      const box = await searchBox(page);
      await box.fill('MES');
      await expect(page.getByRole('option', { name: /MES/ }).first()).toBeVisible();
      expect(await violationsInBothThemes(page)).toEqual(NONE);
    });

    test('axe finds no violation with more results than one batch', async ({ page }) => {
      // axe twice, and the contrast of every result it cannot decide measured one by one
      test.slow();
      await serveLargeIndex(page, 'en-US');
      await openInTheme(page, '/', 'light');
      const box = await searchBox(page);
      await box.fill('widget');
      await expect(page.getByRole('button', { name: 'More results' })).toBeVisible();
      expect(await violationsInBothThemes(page)).toEqual(NONE);
    });

    test("axe finds no violation with a demo's code shown", async ({ page }) => {
      await openInTheme(page, '/products/dict-card', 'light');
      const showCode = page.getByRole('button', { name: 'Show Code' }).first();
      // a click before hydration would do nothing
      await hydrated(showCode);
      await showCode.click();
      await expect(page.getByRole('button', { name: 'Hide Code' }).first()).toBeVisible();
      await expect(page.locator('pre').first()).toContainText('WordCard');
      expect(await violationsInBothThemes(page)).toEqual(NONE);
    });
  });
}

test.describe('the 404 page', () => {
  for (const theme of THEMES) {
    test(`its heading and text reach AA contrast in the ${theme} theme`, async ({ page }) => {
      await openInTheme(page, NOT_FOUND_PATH, theme);
      const heading = page.getByRole('heading', { name: 'PAGE NOT FOUND' });
      await expect(heading).toBeVisible();
      for (const text of [heading, page.getByRole('link', { name: /Back to homepage/ })]) {
        const contrast = await textContrast(text);
        expect(contrast.undeterminable).toBeUndefined();
        expect(contrast.ratio).toBeGreaterThanOrEqual(contrast.required);
      }
      // the heading itself, large text: WCAG's 3:1 at the very least, and no faint outline
      expect((await textContrast(heading)).ratio).toBeGreaterThanOrEqual(4.5);
    });
  }
});
