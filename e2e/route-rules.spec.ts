import { expect, type Page } from '@playwright/test';
import { requestsSettled, test } from './app-test';
import { SITE_NAME, SPEC_ROUTES, WORD_CARD_DEMO_ID } from './spec-routes';
import { collectPageErrors, gate, hydrated, linkPaths } from './support';

test('the products index answers with and without a trailing slash', async ({ page }) => {
  for (const path of ['/products', '/products/']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('article h1')).toHaveText('Products');
    await expect(page).toHaveURL('/products');
  }
});

test('a trailing slash is removed on load, keeping the query and the hash', async ({ page }) => {
  await page.goto('/download/?from=test#mac-folder-icon');
  await expect(page).toHaveURL('/download?from=test#mac-folder-icon');
  await expect(page.locator('article h1')).toHaveText('Download');
});

test('a lower-case sme-solutions path reaches the page and is rewritten to the capital-S path', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const response = await page.goto('/sme-solutions/mes/vue-web?tab=x#-menu');
  expect(response?.status()).toBe(200);
  await expect(page.locator('article h1')).toHaveText('Vue Web');
  await expect(page).toHaveURL('/Sme-solutions/mes/vue-web?tab=x#-menu');
  await requestsSettled(page);
  expect(errors).toEqual([]);
});

test('every link the site makes to the SME pages is written with a capital S', async ({ page }) => {
  for (const { path } of SPEC_ROUTES) {
    await page.goto(path);
    const hrefs = await linkPaths(page.locator('a[href]'));
    const smeLinks = hrefs.filter((href) => /^\/sme-solutions/i.test(href));
    expect(
      smeLinks.filter((href) => !href.startsWith('/Sme-solutions/')),
      path,
    ).toEqual([]);
  }
});

test.describe('content tabs', () => {
  const path = '/Sme-solutions/mes/go-server';

  test('the default tab is labelled "Doc" and shows the page', async ({ page }) => {
    await page.goto(path);
    const tabs = page.locator('.dumi-default-content-tabs');
    await expect(tabs.getByText('Doc', { exact: true })).toBeVisible();
    await expect(tabs.getByText('Deployment', { exact: true })).toBeVisible();
    await expect(page.locator('article')).toContainText('The Go server is the centre of the MES');
  });

  test('?tab= selects a tab, alone or with an anchor, and clicking a tab sets it', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await page.goto(`${path}?tab=deployment#running-the-server`);
    await expect(page.locator('article h2#running-the-server')).toHaveText('Running the server');
    await requestsSettled(page);
    expect(errors, 'no script error, hydration included').toEqual([]);
    await expect(page.locator('article')).not.toContainText(
      'The Go server is the centre of the MES',
    );

    await page.locator('.dumi-default-content-tabs').getByText('Doc', { exact: true }).click();
    await expect(page).toHaveURL(path);
    await page
      .locator('.dumi-default-content-tabs')
      .getByText('Deployment', { exact: true })
      .click();
    await expect(page).toHaveURL(`${path}?tab=deployment`);
    await expect(page.locator('article')).toContainText('a single Go binary');
  });

  test('the Deployment tab fetches its text when it is opened, with the page and tabs kept on screen', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    const tabScript = /GoServer\.tab-deployment\.md\.[0-9a-f]+\.async\.js$/;
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (tabScript.test(request.url())) fetched.push(request.url());
    });
    const { released, release } = gate();
    await page.route(tabScript, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(path);
    await hydrated(page.locator('.dumi-default-content-tabs'));
    await requestsSettled(page);
    expect(fetched, 'the default tab does not load the Deployment text').toEqual([]);

    const tabs = page.locator('.dumi-default-content-tabs');
    const deployment = tabs.getByText('Deployment', { exact: true });
    await deployment.click();
    await deployment.click();
    await expect(page).toHaveURL(`${path}?tab=deployment`);
    await expect(page.locator('main').getByRole('status')).toHaveText('Loading...');
    await expect(tabs.getByText('Doc', { exact: true })).toBeVisible();
    await expect(page.locator('.dumi-default-sidebar')).toContainText('Go Server');

    release();
    await expect(page.locator('article')).toContainText('a single Go binary');
    await expect(page.locator('article h1'), 'the tab keeps the page title').toHaveText(
      'Go Server',
    );
    await expect(page.locator('main').getByRole('status')).toHaveCount(0);
    expect(fetched).toHaveLength(1);

    await tabs.getByText('Doc', { exact: true }).click();
    await expect(page.locator('article')).toContainText('The Go server is the centre of the MES');
    await deployment.click();
    await expect(page.locator('article')).toContainText('a single Go binary');
    expect(fetched, 'opened again, the tab uses the text it already has').toHaveLength(1);
    expect(errors).toEqual([]);
  });
});

test.describe('a Deployment tab whose code does not download', () => {
  const path = '/Sme-solutions/mes/go-server';
  for (const { failures, outcome } of [
    { failures: 1, outcome: 'reloads once and shows the tab' },
    { failures: Infinity, outcome: 'reloads once, then says the page could not be loaded' },
  ]) {
    test(`failing ${failures === 1 ? 'once' : 'every time'}: ${outcome}`, async ({ page }) => {
      const errors = collectPageErrors(page);
      const documents: string[] = [];
      page.on('request', (request) => {
        if (request.isNavigationRequest()) documents.push(new URL(request.url()).search);
      });
      let left = failures;
      await page.route(/GoServer\.tab-deployment\.md\.[0-9a-f]+\.async\.js$/, (route) =>
        left-- > 0 ? route.abort() : route.continue(),
      );
      await page.goto(path);
      const tabs = page.locator('.dumi-default-content-tabs');
      await hydrated(tabs);
      await requestsSettled(page);
      await tabs.getByText('Deployment', { exact: true }).click();

      if (failures === 1) {
        await expect(page.locator('article h2#running-the-server')).toBeVisible();
      } else {
        await expect(page.getByRole('alert')).toContainText('This page could not be loaded');
      }
      await expect(page).toHaveURL(`${path}?tab=deployment`);
      expect(documents, 'one reload, on the tab').toEqual(['', '?tab=deployment']);
      expect(errors).toEqual([]);
    });
  }
});

test.describe('404', () => {
  for (const path of ['/no/such/page', '/products/missing', '/Sme-solutions/nothing-here']) {
    test(`${path} shows the 404 page inside the doc layout`, async ({ page }) => {
      const errors = collectPageErrors(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByText('PAGE NOT FOUND')).toBeVisible();
      await expect(page.locator('.dumi-default-header')).toBeVisible();
      await expect(page).toHaveURL(path);
      await expect(page).toHaveTitle(`Page not found - ${SITE_NAME}`);
      await requestsSettled(page);
      expect(errors).toEqual([]);

      await page.getByRole('link', { name: 'Back to homepage' }).click();
      await expect(page).toHaveURL('/');
      await expect(page.locator('.tl-hero-title')).toHaveText(SITE_NAME);
    });
  }

  test('a client-side visit to an unknown path shows the 404 page too', async ({ page }) => {
    await page.goto('/products');
    await page.evaluate(() => {
      window.history.pushState({}, '', '/products/gone');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByText('PAGE NOT FOUND')).toBeVisible();
  });
});

test('a debug-flagged page is absent from the production build', async ({ page, request }) => {
  const response = await request.get('/styleguide');
  expect(response.status()).toBe(404);
  await page.goto('/styleguide');
  await expect(page.getByText('PAGE NOT FOUND')).toBeVisible();
  await page.goto('/');
  await expect(page.locator('a[href="/styleguide"]')).toHaveCount(0);
});

test.describe('standalone demo page', () => {
  const path = `/~demos/${WORD_CARD_DEMO_ID}`;

  test('is served without prerendered content', async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).not.toContain('resilient');
    expect(html).not.toContain('dumi-default-header');
  });

  test('renders the demo outside the doc layout', async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('button', { name: /^resilient\b/ })).toBeVisible();
    await expect(page.locator('.dumi-default-header')).toHaveCount(0);
    await expect(page.locator('.dumi-default-sidebar')).toHaveCount(0);
  });
});

test('the 404 page offers no PREV or NEXT link', async ({ page }) => {
  await page.goto('/products/missing');
  await expect(page.getByText('PAGE NOT FOUND')).toBeVisible();
  await requestsSettled(page);
  await expect(page.locator('a[data-prev], a[data-next]')).toHaveCount(0);
  await expect(page.getByText('Improve this documentation')).toHaveCount(0);
});

test.describe('the 404 page suggests the pages closest to a mistyped address', () => {
  const suggestions = (page: Page) =>
    page
      .getByRole('region', { name: 'Were you looking for one of these pages?' })
      .getByRole('link');

  test('in the prerendered page, before the app runs', async ({ page }) => {
    // the entry script never arrives: only the HTML file and its inline scripts work
    await page.route(/\/umi\.[0-9a-f]+\.js$/, (route) => route.abort());
    const response = await page.goto('/Sme-solutions/mes/mobil');
    expect(response?.status()).toBe(404);
    await expect(suggestions(page)).toHaveText(['Mobile', 'MES overview']);
    await expect(suggestions(page).first()).toHaveAttribute('href', '/Sme-solutions/mes/mobile');
  });

  test('once the app runs, and its links lead there', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/Sme-solutions/mes/mobil');
    await expect(page.getByRole('heading', { name: 'PAGE NOT FOUND' })).toBeVisible();
    await expect(suggestions(page)).toHaveText(['Mobile', 'MES overview']);
    await (await hydrated(suggestions(page).first())).click();
    await expect(page).toHaveURL('/Sme-solutions/mes/mobile');
    await expect(page.locator('article h1')).toHaveText('Mobile');
    expect(errors).toEqual([]);
  });

  test('after a client-side visit to a mistyped address', async ({ page }) => {
    await page.goto('/products');
    await page.evaluate(() => {
      window.history.pushState({}, '', '/products/folder-icons');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByText('PAGE NOT FOUND')).toBeVisible();
    await expect(suggestions(page)).toHaveText(['Folder Icon', 'Products']);
  });

  test('an address like no page offers none, only the way home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByText('PAGE NOT FOUND')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Were you looking for one of these pages?' }),
    ).toBeHidden();
    await expect(page.getByRole('link', { name: 'Back to homepage' })).toBeVisible();
  });
});
