import { expect } from '@playwright/test';
import { requestsSettled, test } from './app-test';
import {
  ALL_CONTENT_ROUTES,
  ALL_ROUTES,
  EDIT_URL_PREFIX,
  langOf,
  SITE_NAME,
  UI_TEXTS,
} from './spec-routes';
import { collectPageErrors, gitLastUpdated, linkPaths } from './support';

for (const route of ALL_ROUTES) {
  test.describe(`route ${route.path}`, () => {
    test('answers with its page, title, keywords and anchors', async ({ page }) => {
      const errors = collectPageErrors(page);
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(route.path);
      await expect(page.locator('html')).toHaveAttribute('lang', langOf(route.path));

      if (route.title) {
        await expect(page).toHaveTitle(`${route.title} - ${SITE_NAME}`);
        await expect(page.locator('article h1')).toHaveText(route.title);
      } else {
        await expect(page).toHaveTitle(SITE_NAME);
      }

      if (route.keywords) {
        const keywords = page.locator('meta[name="keywords"]');
        await expect(keywords).toHaveAttribute('content', route.keywords.join(','));
      }

      for (const anchor of route.anchors) {
        await expect(page.locator(`[id="${anchor}"]`)).toHaveCount(1);
      }
      await requestsSettled(page);
      expect(errors, 'no script error, hydration included').toEqual([]);
    });
  });
}

test('the home anchor is a level-1 heading', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('h1#open-source-software')).toHaveText('Open Source Software');
});

test.describe('sidebar order', () => {
  const ordered = ALL_CONTENT_ROUTES.filter((route) => route.order !== null);

  for (const route of ordered) {
    test(`${route.path} is listed in its sidebar, in order among its group`, async ({ page }) => {
      await page.goto(route.path);
      const group = page.locator('.dumi-default-sidebar dl').filter({
        has: page.locator(`a[href="${route.path}"]`),
      });
      await expect(group).toHaveCount(1);
      const listed = await linkPaths(group.locator('dd > a'));

      // every spec page in the same sidebar group, sorted by the spec's order, is what the group lists
      const expected = ordered
        .filter((other) => listed.includes(other.path))
        .sort((a, b) => a.order! - b.order!)
        .map((other) => other.path);
      expect(listed).toEqual(expected);
    });
  }
});

test.describe('content footer', () => {
  for (const route of ALL_CONTENT_ROUTES) {
    test(`${route.path} shows when git last changed ${route.source} and where to edit it`, async ({
      page,
    }) => {
      const texts = UI_TEXTS[langOf(route.path)];
      await page.goto(route.path);
      const footer = page.locator('.dumi-default-content-footer');
      await expect(footer).toContainText(texts.lastUpdated);
      await expect(footer.locator('time')).toHaveAttribute(
        'datetime',
        gitLastUpdated(route.source),
      );
      await expect(footer.getByRole('link', { name: texts.edit })).toHaveAttribute(
        'href',
        EDIT_URL_PREFIX + route.source,
      );
    });
  }
});
