import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { test } from './app-test';
import { openInTheme, THEMES, VIEWPORTS } from './a11y-support';
import { SPEC_ROUTES } from './spec-routes';

// WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const NOT_FOUND_PATH = '/products/no-such-page';
const PATHS = [...SPEC_ROUTES.map((route) => route.path), NOT_FOUND_PATH];

/** axe's violations on the page as it is now, one line per rule and element. */
async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id}: ${node.target.join(' ')} (${node.failureSummary ?? ''})`,
    ),
  );
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

for (const theme of THEMES) {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    test.describe(`${theme} theme, ${device} (${viewport.width} px)`, () => {
      test.use({ viewport });

      for (const path of PATHS) {
        test(`axe finds no violation on ${path}`, async ({ page }) => {
          await openInTheme(page, path, theme);
          expect(await axeViolations(page)).toEqual([]);
        });
      }

      test('axe finds no violation with search results open', async ({ page }) => {
        await openInTheme(page, '/', theme);
        const box = await searchBox(page);
        await box.fill('MES');
        await expect(page.getByRole('option', { name: /MES/ }).first()).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
      });

      test("axe finds no violation with a demo's code shown", async ({ page }) => {
        await openInTheme(page, '/products/dict-card', theme);
        const showCode = page.getByRole('button', { name: 'Show Code' }).first();
        // a click before hydration would do nothing: wait until React handles the button
        await expect
          .poll(() =>
            showCode.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps'))),
          )
          .toBe(true);
        await showCode.click();
        await expect(page.getByRole('button', { name: 'Hide Code' }).first()).toBeVisible();
        await expect(page.locator('pre').first()).toContainText('WordCard');
        expect(await axeViolations(page)).toEqual([]);
      });
    });
  }
}
