import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { CONTENT_ROUTES, EDIT_URL_PREFIX, SITE_NAME, SPEC_ROUTES } from './spec-routes';

/** When git last changed a file, as an ISO string (the footer must show this, not the build time). */
function gitLastUpdated(source: string): string {
  const seconds = execFileSync('git', ['log', '-1', '--format=%at', '--', source])
    .toString()
    .trim();
  expect(seconds, `${source} must be committed`).not.toBe('');
  return new Date(Number(seconds) * 1000).toISOString();
}

for (const route of SPEC_ROUTES) {
  test.describe(`route ${route.path}`, () => {
    test('answers with its page, title, keywords and anchors', async ({ page }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(route.path);

      if (route.title) {
        await expect(page).toHaveTitle(`${route.title} - ${SITE_NAME}`);
        await expect(page.locator('article h1')).toHaveText(route.title);
      } else {
        await expect(page).toHaveTitle(SITE_NAME);
      }

      const keywords = page.locator('meta[name="keywords"]');
      if (route.keywords)
        await expect(keywords).toHaveAttribute('content', route.keywords.join(','));
      else await expect(keywords).toHaveCount(0);

      for (const anchor of route.anchors) {
        await expect(page.locator(`[id="${anchor}"]`)).toHaveCount(1);
      }
    });
  });
}

test('the home anchor is a level-1 heading', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('h1#open-source-software')).toHaveText('Open Source Software');
});

test.describe('sidebar', () => {
  const sections = new Map<string, typeof CONTENT_ROUTES>();
  for (const route of CONTENT_ROUTES) {
    const section = route.path.split('/')[1];
    sections.set(section, [...(sections.get(section) ?? []), route]);
  }

  for (const [section, routes] of sections) {
    test(`lists the /${section} pages by their sidebar order`, async ({ page }) => {
      await page.goto(routes[0].path);
      const links = await page
        .locator('.dumi-default-sidebar a')
        .evaluateAll((anchors) =>
          anchors.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
        );
      for (const route of routes) expect(links).toContain(route.path);

      // within one sidebar group, a lower order comes first
      const groupOf = async (path: string) =>
        page.locator(`.dumi-default-sidebar dl:has(a[href="${path}"]) dt`).textContent();
      for (const a of routes) {
        for (const b of routes) {
          if (a.order! < b.order! && (await groupOf(a.path)) === (await groupOf(b.path))) {
            expect(links.indexOf(a.path), `${a.path} before ${b.path}`).toBeLessThan(
              links.indexOf(b.path),
            );
          }
        }
      }
    });
  }
});

test.describe('content footer', () => {
  for (const route of CONTENT_ROUTES) {
    test(`${route.path} shows when git last changed ${route.source} and where to edit it`, async ({
      page,
    }) => {
      await page.goto(route.path);
      const footer = page.locator('.dumi-default-content-footer');
      await expect(footer).toContainText('Last updated: ');
      await expect(footer.locator('time')).toHaveAttribute(
        'datetime',
        gitLastUpdated(route.source),
      );
      await expect(
        footer.getByRole('link', { name: 'Improve this documentation' }),
      ).toHaveAttribute('href', EDIT_URL_PREFIX + route.source);
    });
  }
});
