import { expect } from '@playwright/test';
import { requestsSettled, test } from './app-test';

/** Addresses no link of the site makes, and what each must show: the 404 page or a page title. */
const CASES: { path: string; shows: 'not found' | string }[] = [
  { path: '/%E0%A4%A', shows: 'not found' },
  { path: '/products/%', shows: 'not found' },
  // a first segment the router would match with no route at all, not even the 404 page
  { path: '/%', shows: 'not found' },
  { path: '/%zz/download', shows: 'not found' },
  // the standalone page of a demo that does not exist
  { path: '/~demos/no-such-demo', shows: 'not found' },
  { path: '/%C0%AE%C0%AE/%C0%AE%C0%AE/etc/passwd', shows: 'not found' },
  { path: '/%2e%2e/%2e%2e/package.json', shows: 'not found' },
  { path: '/products/..%2f..%2fpackage.json', shows: 'not found' },
  { path: `/${'x'.repeat(3000)}`, shows: 'not found' },
  { path: `/products/${'deep/'.repeat(400)}`, shows: 'not found' },
  { path: '/products/../download', shows: 'Download' },
  { path: '/products?tab=%ZZ', shows: 'Products' },
  { path: '/products?=&&==&tab', shows: 'Products' },
  { path: '/download?q=%3Cscript%3Ealert(1)%3C/script%3E#mac-folder-icon', shows: 'Download' },
  { path: '/Sme-solutions/mes/go-server?tab=no-such-tab', shows: 'Go Server' },
  { path: `/products/folder-icon?${'a=1&'.repeat(500)}`, shows: 'Folder Icon' },
  // the file a page is served from, and doubled slashes, which hosts answer with the page
  { path: '/index.html', shows: 'Open Source Software' },
  { path: '/products/index.html', shows: 'Products' },
  { path: '/Sme-solutions//mes/index.html', shows: 'MES overview' },
  { path: '/products//folder-icon', shows: 'Folder Icon' },
  // a section name that is no valid percent-encoding: the page itself, at its top
  { path: '/products#%', shows: 'Products' },
  { path: '/download#%E4%BD', shows: 'Download' },
];

const HOSTS = [
  { name: 'scripts/serve.mjs', baseURL: undefined },
  { name: 'nginx', baseURL: process.env.E2E_NGINX_URL },
];

for (const host of HOSTS) {
  test.describe(`malformed addresses on ${host.name}`, () => {
    if (host.baseURL) test.use({ baseURL: host.baseURL });

    for (const { path, shows } of CASES) {
      test(`${path.slice(0, 60)} shows ${shows}`, async ({ page }) => {
        const problems: string[] = [];
        page.on('pageerror', (error) => problems.push(error.message));
        page.on('console', (message) => {
          // the browser reports the document's own 404 status; that one is expected
          const documentStatus = /Failed to load resource: .* status of 404/.test(message.text());
          if (message.type() === 'error' && !(shows === 'not found' && documentStatus)) {
            problems.push(message.text());
          }
        });

        const response = await page.goto(path);
        expect(response?.status()).toBe(shows === 'not found' ? 404 : 200);
        // a standalone demo page has no header, and neither has the 404 page in its place
        if (!path.startsWith('/~demos/')) {
          await expect(page.locator('.dumi-default-header')).toBeVisible();
        }
        if (shows === 'not found') {
          await expect(page.getByText('PAGE NOT FOUND')).toBeVisible();
        } else {
          await expect(page.locator('article h1')).toHaveText(shows);
        }
        await requestsSettled(page);
        await expect(page.locator('body')).not.toBeEmpty();
        expect(problems).toEqual([]);
      });
    }
  });
}

test('a contents entry clicked on a page opened with a malformed section name moves to it', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  await page.goto('/Sme-solutions/mes/vue-web#%');
  const entry = page.locator('.dumi-default-toc a').nth(1);
  const target = await entry.getAttribute('href');
  await entry.click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  expect(problems).toEqual([]);
});
