import { expect, type Page } from '@playwright/test';
import { requestsSettled, test } from './app-test';
import { collectPageErrors, hydrated } from './support';

/**
 * A section's chunk lists its pages for the sidebar and the router; the files of their chunks come
 * in a second chunk, its file list, which the first move to another page of the section loads. The
 * page opened first has its own files from its HTML, so its first load carries no file list.
 */
const FILE_LIST = /\/section-files__Sme-solutions__mes\.async\.js$/;
const GO_SERVER = /\/docs__SMESolutions__MES__GoServer\.md\.[0-9a-f]+\.async\.js$/;

/** The addresses of the requests a tab makes that match `pattern`, as they are made. */
function requests(page: Page, pattern: RegExp): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (pattern.test(new URL(request.url()).pathname)) urls.push(request.url());
  });
  return urls;
}

const sidebarLink = (page: Page, name: string) =>
  page.locator('.dumi-default-sidebar').getByRole('link', { name, exact: true });

test("a page of a section opens without its section's file list; the first move within the section loads it, once", async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const lists = requests(page, FILE_LIST);
  const goServer = requests(page, GO_SERVER);
  await page.goto('/Sme-solutions/mes/go-server');
  await hydrated(sidebarLink(page, 'Mobile'));
  await requestsSettled(page);
  expect(lists).toEqual([]);
  expect(goServer).toHaveLength(1);

  // a chunk the page itself imports (the picture dialog) loads without the file list too
  await page.locator('article button:has(> img)').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  expect(lists).toEqual([]);

  await sidebarLink(page, 'Mobile').click();
  await expect(page).toHaveURL('/Sme-solutions/mes/mobile');
  await expect(page.locator('article h1')).toHaveText('Mobile');
  expect(lists).toHaveLength(1);

  await sidebarLink(page, 'Vue Web').click();
  await expect(page).toHaveURL('/Sme-solutions/mes/vue-web');
  await expect(page.locator('article h1')).toHaveText('Vue Web');
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL('/Sme-solutions/mes/go-server');
  await expect(page.locator('article h1')).toHaveText('Go Server');
  await requestsSettled(page);
  expect(lists).toHaveLength(1);
  expect(goServer).toHaveLength(1);
  expect(errors).toEqual([]);
});

test('the Chinese edition: its own file list, loaded with the first move', async ({ page }) => {
  const lists = requests(page, /\/section-files__zh-CN__Sme-solutions__mes\.async\.js$/);
  await page.goto('/zh-CN/Sme-solutions/mes/mobile');
  await hydrated(sidebarLink(page, 'Go Server'));
  await requestsSettled(page);
  expect(lists).toEqual([]);
  await sidebarLink(page, 'Go Server').click();
  await expect(page).toHaveURL('/zh-CN/Sme-solutions/mes/go-server');
  await expect(page.locator('article h1')).toHaveText('Go Server');
  expect(lists).toHaveLength(1);
});

test('a file list that fails once: the page still arrives, after at most one reload', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  let asked = 0;
  await page.route(FILE_LIST, (route) =>
    asked++ === 0 ? route.fulfill({ status: 404, body: 'gone' }) : route.continue(),
  );
  await page.goto('/Sme-solutions/mes/go-server');
  await hydrated(sidebarLink(page, 'Mobile'));
  await sidebarLink(page, 'Mobile').click();
  await expect(page).toHaveURL('/Sme-solutions/mes/mobile');
  await expect(page.locator('article h1')).toHaveText('Mobile');
  await requestsSettled(page);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(asked).toBe(1);
  expect(errors).toEqual([]);
});

test('a page whose metadata stays with its content tabs, reached by a move or by going back, loads', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.goto('/Sme-solutions/mes/github');
  await hydrated(sidebarLink(page, 'Go Server'));
  await sidebarLink(page, 'Go Server').click();
  await expect(page).toHaveURL('/Sme-solutions/mes/go-server');
  await expect(page.locator('article h1')).toHaveText('Go Server');
  await expect(page.locator('.dumi-default-content-tabs')).toContainText('Deployment');
  await page.goBack();
  await expect(page.locator('article h1')).toHaveText('Github');
  await page.goForward();
  await expect(page.locator('article h1')).toHaveText('Go Server');
  await requestsSettled(page);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(errors).toEqual([]);
});
