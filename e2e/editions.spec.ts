import { expect, type Page } from '@playwright/test';
import { test } from './app-test';
import { CHINESE_ROUTES, SPEC_ROUTES } from './spec-routes';
import { collectPageErrors, hydrated, linkPaths } from './support';

/** The ids of a prerendered page's headings, in document order. */
async function headingIds(page: Page, path: string): Promise<string[]> {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const article = html.slice(html.indexOf('<article'), html.indexOf('</article>'));
  return [...article.matchAll(/<h[1-6][^>]*\sid="([^"]+)"/g)].map((match) => match[1]);
}

const languageSwitch = (page: Page, name: 'English' | '中文') =>
  page.locator('.dumi-default-header').getByRole('link', { name, exact: true });

test('every page has a Chinese twin with the same sections under the same anchors', async ({
  page,
}) => {
  SPEC_ROUTES.forEach((route, index) => {
    expect(CHINESE_ROUTES[index].path).toBe(route.path === '/' ? '/zh-CN' : `/zh-CN${route.path}`);
  });
  for (const [index, route] of SPEC_ROUTES.entries()) {
    const english = await headingIds(page, route.path);
    expect(english.length, route.path).toBeGreaterThan(0);
    expect(await headingIds(page, CHINESE_ROUTES[index].path), CHINESE_ROUTES[index].path).toEqual(
      english,
    );
  }
});

test('a page tab keeps its anchors in Chinese too, and the switch keeps the tab', async ({
  page,
}) => {
  const renderedIds = () =>
    page
      .locator('article')
      .locator('h1[id], h2[id], h3[id], h4[id]')
      .evaluateAll((headings) => headings.map((heading) => heading.id));
  await page.goto('/Sme-solutions/mes/go-server?tab=deployment');
  await expect(page.locator('#running-the-server')).toBeVisible();
  const english = await renderedIds();
  const toChinese = await hydrated(languageSwitch(page, '中文'));
  await expect(toChinese).toHaveAttribute(
    'href',
    '/zh-CN/Sme-solutions/mes/go-server?tab=deployment',
  );
  await toChinese.click();
  await expect(page).toHaveURL('/zh-CN/Sme-solutions/mes/go-server?tab=deployment');
  // the English tab stays while the Chinese texts and tab load: wait for the Chinese one
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.locator('article')).toContainText(/[\u4e00-\u9fff]/);
  await expect(page.locator('#running-the-server')).toBeVisible();
  await expect.poll(renderedIds).toEqual(english);
});

test.describe('the language switch', () => {
  test('leads to the same section in the other edition and back, storing nothing', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await page.goto('/products/dict-card#try-it');
    const toChinese = await hydrated(languageSwitch(page, '中文'));
    await expect(toChinese).toHaveAttribute('href', '/zh-CN/products/dict-card#try-it');
    await expect(toChinese).toHaveAttribute('hreflang', 'zh-CN');
    await toChinese.click();
    await expect(page).toHaveURL('/zh-CN/products/dict-card#try-it');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.locator('article h1')).toHaveText('WordCard');
    await expect(page.locator('#try-it')).toHaveText('试一试');
    await expect(page.locator('#try-it')).toBeInViewport();
    await expect(page.getByPlaceholder('输入关键字搜索...')).toBeVisible();

    // a section chosen in the table of contents travels with the next switch
    await page.locator('.dumi-default-toc').locator('a[href$="#how-study-works"]').click();
    await expect(page).toHaveURL('/zh-CN/products/dict-card#how-study-works');
    const toEnglish = languageSwitch(page, 'English');
    await expect(toEnglish).toHaveAttribute('href', '/products/dict-card#how-study-works');
    await toEnglish.click();
    await expect(page).toHaveURL('/products/dict-card#how-study-works');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('#how-study-works')).toHaveText('How study works');
    await expect(page.getByPlaceholder('Type keywords...')).toBeVisible();

    // the address alone says which edition is read: nothing is remembered
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((k) => /lang|locale/i.test(k))),
    ).toEqual([]);
    expect((await page.context().cookies()).length).toBe(0);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(errors).toEqual([]);
  });

  test('is a plain link that works without JavaScript, home pages included', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await languageSwitch(page, '中文').click();
    await expect(page).toHaveURL('/zh-CN');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.locator('.tl-hero-title')).toContainText('Tessera Lab');
    await page.goto('/zh-CN/Sme-solutions/mes/vue-web');
    await expect(languageSwitch(page, 'English')).toHaveAttribute(
      'href',
      '/Sme-solutions/mes/vue-web',
    );
    await context.close();
  });

  test('the logo, the nav and PREV / NEXT stay in the edition being read', async ({ page }) => {
    await page.goto('/zh-CN/products/folder-icon');
    await expect(page.locator('.tl-logo')).toHaveAttribute('href', '/zh-CN');
    const navPaths = await linkPaths(
      page.getByRole('navigation', { name: '主导航' }).getByRole('link'),
    );
    expect(navPaths.length).toBeGreaterThanOrEqual(2);
    for (const path of navPaths) expect(path).toMatch(/^\/zh-CN\//);
    const footer = page.locator('.dumi-default-content-footer');
    await expect(footer.locator('a[data-prev]')).toHaveAttribute('href', '/zh-CN/products');
    await expect(footer.locator('a[data-prev]')).toContainText('上一篇');
    await expect(footer.locator('a[data-next]')).toHaveAttribute(
      'href',
      '/zh-CN/products/dict-card',
    );
    await expect(footer.locator('a[data-next]')).toContainText('下一篇');
  });
});

test.describe('a German visitor in Berlin', () => {
  test.use({ locale: 'de-DE', timezoneId: 'Europe/Berlin' });

  test('reads dates and figures formatted for zh-CN on the Chinese pages', async ({ page }) => {
    await page.goto('/zh-CN/Sme-solutions/mes/data-board');
    const time = page.locator('.dumi-default-content-footer time');
    await hydrated(time);
    const datetime = (await time.getAttribute('datetime'))!;
    const expected = await page.evaluate(
      (iso) =>
        new Intl.DateTimeFormat('zh-CN', { dateStyle: 'short', timeStyle: 'short' }).format(
          new Date(iso),
        ),
      datetime,
    );
    await expect(time).toHaveText(expected);
    // 1260 in German would be "1.260"
    const demo = page.locator('.dumi-default-previewer-demo').first();
    await expect(demo).toContainText('1,260');
    // its labels are English, and say so inside the Chinese page
    await expect(demo).toHaveAttribute('lang', 'en');
    await expect(page.getByText('Formatted for zh-CN')).toBeVisible();
  });

  test("a demo's own page, opened from a Chinese page, runs in Chinese too", async ({ page }) => {
    await page.goto('/zh-CN/Sme-solutions/mes/data-board');
    const separate = page.getByRole('link', { name: '在独立页面中打开' }).last();
    await expect(separate).toHaveAttribute('href', /[?&]locale=zh-CN$/);
    await page.goto((await separate.getAttribute('href'))!);
    await expect(page.getByText('Formatted for zh-CN')).toBeVisible();
  });

  test('reads them in German on the English pages, as before', async ({ page }) => {
    await page.goto('/Sme-solutions/mes/data-board');
    await expect(page.locator('.dumi-default-previewer-demo').first()).toContainText('1.260');
    await expect(page.locator('.dumi-default-previewer-demo').first()).not.toHaveAttribute(
      'lang',
      /.*/,
    );
    await expect(page.getByText('Formatted for en-US')).toBeVisible();
  });
});

test.describe('search', () => {
  const search = async (page: Page, path: string, query: string) => {
    await page.goto(path);
    const box = await hydrated(page.getByRole('combobox').first());
    await box.fill(query);
    const list = page.getByRole('listbox');
    await expect(list.getByRole('option').first()).toBeVisible();
    return linkPaths(list.locator('a'));
  };

  test('a Chinese page searches the Chinese edition: 单词 finds WordCard, 看板 the Data Board', async ({
    page,
  }) => {
    const words = await search(page, '/zh-CN', '单词');
    expect(words).toContain('/zh-CN/products/dict-card');
    for (const path of words) expect(path).toMatch(/^\/zh-CN(\/|$)/);
    const board = await search(page, '/zh-CN/products', '看板');
    expect(board).toContain('/zh-CN/Sme-solutions/mes/data-board');
    for (const path of board) expect(path).toMatch(/^\/zh-CN(\/|$)/);
  });

  test('a Chinese demo title finds the demo on the Chinese page', async ({ page }) => {
    await search(page, '/zh-CN/Sme-solutions/mes', '指标卡');
    // a demo hint ("演示"), with the demo's Chinese title
    const demo = page.getByRole('option', { name: /^演示 三张指标卡，三种状态/ });
    await expect(demo).toBeVisible();
    await expect(demo).toHaveAttribute(
      'href',
      '/zh-CN/Sme-solutions/mes/data-board#docs-sme-solutions-mes-data-board-demo-kpi-tiles',
    );
  });

  test('an English page searches the English edition only', async ({ page }) => {
    const paths = await search(page, '/products', 'WordCard');
    expect(paths).toContain('/products/dict-card');
    for (const path of paths) expect(path).not.toMatch(/^\/zh-CN/);
  });

  test('nothing found says so in Chinese', async ({ page }) => {
    await page.goto('/zh-CN');
    const box = await hydrated(page.getByRole('combobox').first());
    await box.fill('zzqqxx');
    await expect(page.locator('.tl-search-empty-title')).toHaveText('未找到相关内容');
    await expect(page.getByRole('status').filter({ hasText: '未找到相关内容' })).toBeAttached();
  });
});

test.describe('an unknown address below /zh-CN', () => {
  test('shows the Chinese 404 page, whose suggestions and home link stay in the edition', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    // this server answers like GitHub Pages: the one 404.html, status 404
    const response = await page.goto('/zh-CN/Sme-solutions/mes/mobil');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('页面未找到');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    const suggestions = await linkPaths(page.locator('#tl-not-found-list a'));
    expect(suggestions[0]).toBe('/zh-CN/Sme-solutions/mes/mobile');
    for (const path of suggestions) expect(path).toMatch(/^\/zh-CN\//);
    await expect(page.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/zh-CN');
    // an unknown address has no English twin: the switch offers the English home page
    await expect(languageSwitch(page, 'English')).toHaveAttribute('href', '/');
    expect(errors).toEqual([]);
  });
});
