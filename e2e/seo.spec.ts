import { expect, type Browser, type Page } from '@playwright/test';
import { test } from './app-test';
import {
  ALL_ROUTES,
  CHINESE_ROUTES,
  langOf,
  SITE_NAME,
  SITE_ORIGIN,
  SPEC_ROUTES,
  WORD_CARD_DEMO_ID,
} from './spec-routes';
import { collectPageErrors, gitLastUpdated, hydrated } from './support';

/**
 * Crawlers run no scripts: every check here reads the prerendered HTML as served, in a browser
 * context with JavaScript disabled.
 */
async function rawPage(browser: Browser, path: string): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

const metaContent = (page: Page, selector: string) =>
  page.locator(`head meta[${selector}]`).getAttribute('content');

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const expectedTitle = (title: string | null) => (title ? `${title} - ${SITE_NAME}` : SITE_NAME);
const canonicalUrl = (path: string) => `${SITE_ORIGIN}${path === '/' ? '/' : path}`;

test('moving between pages in the app keeps one current title and description in the head', async ({
  page,
  browser,
}) => {
  const errors = collectPageErrors(page);
  const expectHeadOf = async (path: string) => {
    const route = SPEC_ROUTES.find((candidate) => candidate.path === path)!;
    const served = await rawPage(browser, path);
    const description = await metaContent(served, 'name="description"');
    await served.context().close();
    await expect(page).toHaveURL(new RegExp(`${path === '/' ? '' : path}/?$`));
    await expect(page).toHaveTitle(expectedTitle(route.title));
    await expect(page.locator('head title')).toHaveCount(1);
    const described = page.locator('head meta[name="description"]');
    await expect(described, path).toHaveCount(1);
    await expect(described, path).toHaveAttribute('content', description!);
    await expect(page.locator('head meta[property="og:title"]'), path).toHaveCount(1);
  };

  await page.goto('/products');
  await expectHeadOf('/products');
  const sidebarLink = page.locator('.dumi-default-sidebar a', { hasText: 'Folder Icon' });
  await (await hydrated(sidebarLink)).click();
  await expectHeadOf('/products/folder-icon');
  await page.goBack();
  await expectHeadOf('/products');
  await page.goForward();
  await expectHeadOf('/products/folder-icon');
  // the hero page has the site name alone as its title
  await page.locator('.tl-logo').click();
  await expectHeadOf('/');
  expect(errors).toEqual([]);
});

test('every page has its own title, description, canonical URL and preview tags in its HTML', async ({
  browser,
}) => {
  test.slow(); // every route in one test
  const titles = { en: new Set<string>(), 'zh-CN': new Set<string>() };
  const descriptions = new Set<string>();
  for (const route of ALL_ROUTES) {
    const page = await rawPage(browser, route.path);
    const head = page.locator('head');
    await expect(head.locator('title'), route.path).toHaveCount(1);
    const title = await head.locator('title').textContent();
    expect(title).toBe(expectedTitle(route.title));
    titles[langOf(route.path)].add(title!);

    await expect(head.locator('meta[name="description"]'), route.path).toHaveCount(1);
    const description = (await metaContent(page, 'name="description"')) ?? '';
    expect(description.length, `${route.path} description`).toBeGreaterThan(20);
    descriptions.add(description);

    const canonical = head.locator('link[rel="canonical"]');
    await expect(canonical, route.path).toHaveCount(1);
    await expect(canonical).toHaveAttribute('href', canonicalUrl(route.path));

    expect(await metaContent(page, 'property="og:url"')).toBe(canonicalUrl(route.path));
    expect(await metaContent(page, 'property="og:description"')).toBe(description);
    expect(await metaContent(page, 'name="twitter:description"')).toBe(description);
    expect(await metaContent(page, 'name="twitter:card"')).toBe('summary_large_image');
    expect(await metaContent(page, 'property="og:site_name"')).toBe(SITE_NAME);
    const ogTitle = (await metaContent(page, 'property="og:title"')) ?? '';
    expect(ogTitle.length, `${route.path} og:title`).toBeGreaterThan(0);
    if (route.title) expect(ogTitle).toContain(route.title);
    // each edition's card carries its tagline in its language
    const card = `${SITE_ORIGIN}/${langOf(route.path) === 'en' ? 'social-card.png' : 'social-card.zh-CN.png'}`;
    expect(await metaContent(page, 'property="og:image"')).toBe(card);
    expect(await metaContent(page, 'name="twitter:image"')).toBe(card);
    await expect(head.locator('meta[name="robots"]')).toHaveCount(0);
    expect(await metaContent(page, 'property="og:locale"')).toBe(
      langOf(route.path) === 'en' ? 'en_US' : 'zh_CN',
    );
    await page.context().close();
  }
  // within an edition: product names stay the same in both
  expect(titles.en.size, 'titles are unique').toBe(SPEC_ROUTES.length);
  expect(titles['zh-CN'].size, 'titles are unique').toBe(CHINESE_ROUTES.length);
  expect(descriptions.size, 'descriptions are unique').toBe(ALL_ROUTES.length);
});

test('both editions of a page name each other as alternates, English as the default', async ({
  browser,
}) => {
  test.slow(); // every route in one test
  for (const [index, english] of SPEC_ROUTES.entries()) {
    const chinese = CHINESE_ROUTES[index];
    const expected = [
      ['en', canonicalUrl(english.path)],
      ['zh-CN', canonicalUrl(chinese.path)],
      ['x-default', canonicalUrl(english.path)],
    ];
    for (const route of [english, chinese]) {
      const page = await rawPage(browser, route.path);
      await expect(page.locator('html')).toHaveAttribute('lang', langOf(route.path));
      const alternates = await page
        .locator('head link[rel="alternate"][hreflang]')
        .evaluateAll((links) =>
          links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
        );
      expect(alternates, route.path).toEqual(expected);
      await page.context().close();
    }
  }
});

test('a lower-case alias names the capital-S page as canonical', async ({ browser }) => {
  const page = await rawPage(browser, '/sme-solutions/mes/vue-web');
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${SITE_ORIGIN}/Sme-solutions/mes/vue-web`,
  );
});

test('the preview image is a 1200x630 PNG and the icons are the sizes they claim', async ({
  browser,
  request,
}) => {
  for (const card of ['/social-card.png', '/social-card.zh-CN.png']) {
    const image = await request.get(card);
    expect(image.status(), card).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    expect(pngSize(await image.body())).toEqual({ width: 1200, height: 630 });
  }

  const page = await rawPage(browser, '/products');
  const manifestHref = await page.locator('head link[rel="manifest"]').getAttribute('href');
  const manifestResponse = await request.get(manifestHref!);
  expect(manifestResponse.status()).toBe(200);
  const manifest = await manifestResponse.json();
  expect(manifest.name).toBe(SITE_NAME);
  expect(manifest.icons.length).toBeGreaterThan(0);
  // the browser's theme colour is the site's primary colour (light theme), not dumi's default blue
  expect(manifest.theme_color).toBe('#0958d9');
  for (const icon of manifest.icons as { src: string; sizes: string }[]) {
    const response = await request.get(new URL(icon.src, manifestResponse.url()).pathname);
    const { width, height } = pngSize(await response.body());
    expect(`${width}x${height}`).toBe(icon.sizes);
  }
  const icons = page.locator('head link[rel~="icon"], head link[rel="apple-touch-icon"]');
  expect(await icons.count()).toBeGreaterThanOrEqual(3);
  for (const href of await icons.evaluateAll((links) => links.map((l) => l.getAttribute('href')))) {
    const response = await request.get(href!);
    expect(response.status(), href!).toBe(200);
    const sizes = await page.locator(`head link[href="${href}"]`).first().getAttribute('sizes');
    if (sizes) {
      const { width, height } = pngSize(await response.body());
      expect(`${width}x${height}`).toBe(sizes);
    }
  }
  // and it is the colour the home page paints its call to action in
  await page.goto('/');
  await expect(page.locator('.tl-hero-action').first()).toHaveCSS(
    'background-color',
    'rgb(9, 88, 217)',
  );
});

/** The JSON-LD objects of a page, parsed. */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ''));
  return blocks.map((block) => JSON.parse(block));
}

test('structured data: Organization on the home page, SoftwareApplication on the app pages', async ({
  browser,
}) => {
  const home = await jsonLd(await rawPage(browser, '/'));
  expect(home).toEqual([
    expect.objectContaining({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: SITE_NAME,
      url: `${SITE_ORIGIN}/`,
    }),
  ]);
  const facts: Record<string, object> = {
    '/products/folder-icon': {
      applicationCategory: 'UtilitiesApplication',
      operatingSystem: 'macOS',
    },
    '/products/dict-card': { applicationCategory: 'EducationalApplication' },
  };
  for (const route of SPEC_ROUTES.filter(({ path }) => path.startsWith('/products/'))) {
    const data = await jsonLd(await rawPage(browser, route.path));
    expect(data).toEqual([
      expect.objectContaining({
        '@type': 'SoftwareApplication',
        name: route.title,
        url: canonicalUrl(route.path),
        ...facts[route.path],
      }),
    ]);
  }
  expect(await jsonLd(await rawPage(browser, '/download'))).toEqual([]);

  // the Chinese pages describe themselves in Chinese
  const chinese = await jsonLd(await rawPage(browser, '/zh-CN/products/dict-card'));
  expect(chinese).toEqual([
    expect.objectContaining({
      '@type': 'SoftwareApplication',
      name: 'WordCard',
      url: canonicalUrl('/zh-CN/products/dict-card'),
      inLanguage: 'zh-CN',
      description: expect.stringContaining('单词'),
    }),
  ]);
});

test('the 404 page and the standalone demo page are noindex, with no canonical URL', async ({
  browser,
}) => {
  for (const path of ['/no-such-page', '/zh-CN/no-such-page', `/~demos/${WORD_CARD_DEMO_ID}`]) {
    const page = await rawPage(browser, path);
    await expect(page.locator('head meta[name="robots"]'), path).toHaveAttribute(
      'content',
      'noindex',
    );
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0);
  }
});

test('sitemap.xml lists exactly the canonical pages, each with the date git last changed it', async ({
  request,
}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const entries = [
    ...xml.matchAll(
      /<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod>((?:<xhtml:link [^>]+\/>)*)<\/url>/g,
    ),
  ];
  expect(entries.length, 'every <url> has a <loc> and a <lastmod>').toBe(
    xml.split('<url>').length - 1,
  );
  const listed = Object.fromEntries(entries.map(([, loc, lastmod]) => [loc, lastmod]));
  expect(Object.keys(listed).sort()).toEqual(
    ALL_ROUTES.map(({ path }) => canonicalUrl(path)).sort(),
  );
  for (const route of ALL_ROUTES) {
    const lastmod = listed[canonicalUrl(route.path)];
    expect(new Date(lastmod).toISOString(), route.path).toBe(gitLastUpdated(route.source));
  }
  // each page with both editions as alternates
  const linksOf = Object.fromEntries(entries.map(([, loc, , links]) => [loc, links]));
  for (const [index, route] of SPEC_ROUTES.entries()) {
    const english = canonicalUrl(route.path);
    const chinese = canonicalUrl(CHINESE_ROUTES[index].path);
    for (const loc of [english, chinese]) {
      expect(linksOf[loc], loc).toBe(
        `<xhtml:link rel="alternate" hreflang="en" href="${english}"/>` +
          `<xhtml:link rel="alternate" hreflang="zh-CN" href="${chinese}"/>` +
          `<xhtml:link rel="alternate" hreflang="x-default" href="${english}"/>`,
      );
    }
  }
});

test('robots.txt points to the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain(`Sitemap: ${SITE_ORIGIN}/sitemap.xml`);
});
