import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { requestsSettled, test } from './app-test';
import { collectPageErrors, gate } from './support';

/**
 * plugins/internals/intl-alias.ts replaces react-intl with the site's own module in the browser bundles and
 * in the server bundle the pages are prerendered with, and plugins/editions/messages.ts parses the
 * messages at build time. These are texts only react-intl and formatjs's parsers contain (error
 * kinds of the message parser, the prefix of react-intl's errors, the skeleton parser's module
 * path, which the unminified server bundle names). The runtime uses formatjs's syntax tree types.
 */
const FORMATJS_MARKERS = [
  'EXPECT_ARGUMENT_CLOSING_BRACE',
  'MISSING_OTHER_CLAUSE',
  'icu-skeleton-parser',
  '[React Intl]',
];
/** A text from the site's own intl runtime (.dumi/theme/common/intl/create-intl.ts). */
const OWN_RUNTIME_MARKER = 'has no usable value';

const scripts = (folder: string) =>
  readdirSync(folder)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, text: readFileSync(join(folder, name), 'utf8') }));

for (const folder of ['dist', 'server']) {
  test(`no script in ${folder}/ holds react-intl or a message parser, and one holds the site's intl`, () => {
    expect(existsSync(folder), `${folder}/ is written by npm run build`).toBe(true);
    const files = scripts(folder);
    expect(files.length).toBeGreaterThan(0);
    const withFormatjs = files
      .filter(({ text }) => FORMATJS_MARKERS.some((marker) => text.includes(marker)))
      .map(({ name }) => name);
    expect(withFormatjs).toEqual([]);
    expect(files.filter(({ text }) => text.includes(OWN_RUNTIME_MARKER))).toHaveLength(1);
  });
}

test('the browser gets the message sets of both editions, in no more than one script each', () => {
  // the search placeholder of each edition's message set (.dumirc.ts configures en-US and zh-CN)
  for (const placeholder of ['Type keywords...', '输入关键字搜索...']) {
    const carriers = scripts('dist').filter(({ text }) => text.includes(placeholder));
    expect(carriers.length, placeholder).toBe(1);
  }
});

test.describe('each edition loads only its own message set', () => {
  const ENGLISH = 'Type keywords...';
  const CHINESE = '输入关键字搜索...';

  /** The site's scripts a page fetched, as texts. */
  function fetchedScripts(page: Page) {
    const texts: string[] = [];
    page.on('response', async (response) => {
      if (response.url().endsWith('.js')) texts.push(await response.text().catch(() => ''));
    });
    return texts;
  }

  test('an English page carries no Chinese interface text; the switch loads it, once', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    const texts = fetchedScripts(page);
    await page.goto('/products/dict-card');
    await requestsSettled(page);
    expect(texts.some((text) => text.includes(ENGLISH))).toBe(true);
    expect(texts.some((text) => text.includes(CHINESE))).toBe(false);

    let chineseRequests = 0;
    page.on('request', (request) => {
      if (/\/messages-zh-CN\.[0-9a-f]+\.async\.js$/.test(request.url())) chineseRequests++;
    });
    const chineseSet = page.waitForRequest(/\/messages-zh-CN\.[0-9a-f]+\.async\.js$/);
    await page.locator('.dumi-default-lang-switch').click();
    await chineseSet;
    await expect(page.locator('.tl-search-input')).toHaveAttribute('placeholder', CHINESE);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

    // back and forth again: both sets are there, nothing more is fetched
    const before = texts.length;
    await page.locator('.dumi-default-lang-switch').click();
    await expect(page.locator('.tl-search-input')).toHaveAttribute('placeholder', ENGLISH);
    await page.locator('.dumi-default-lang-switch').click();
    await expect(page.locator('.tl-search-input')).toHaveAttribute('placeholder', CHINESE);
    await requestsSettled(page);
    expect(texts.slice(before).filter((text) => text.includes(CHINESE))).toEqual([]);
    expect(chineseRequests, 'the Chinese set is fetched once').toBe(1);
    expect(errors).toEqual([]);
  });

  test('while the Chinese set is on its way, the English page stays as it is', async ({ page }) => {
    const errors = collectPageErrors(page);
    const { released, release } = gate();
    await page.route(/\/messages-zh-CN\./, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/products/dict-card');
    await requestsSettled(page);
    const toChinese = page.locator('.dumi-default-lang-switch');
    await toChinese.click();
    await toChinese.click(); // impatient: the same click again
    await expect(page).toHaveURL('/zh-CN/products/dict-card');
    await expect(page.locator('.tl-nav-progress')).toBeVisible();
    await expect(page.locator('.tl-search-input')).toHaveAttribute('placeholder', ENGLISH);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    release();
    await expect(page.locator('.tl-search-input')).toHaveAttribute('placeholder', CHINESE);
    await expect(page.locator('article h1')).toHaveText('WordCard');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    expect(errors).toEqual([]);
  });

  test('a Chinese page opened directly loads only the Chinese set', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/zh-CN/download');
    await requestsSettled(page);
    await expect(page.locator('.tl-search-input')).toHaveAttribute('placeholder', CHINESE);
    expect(requested.filter((path) => path.includes('/messages-'))).toEqual([
      expect.stringMatching(/^\/messages-zh-CN\./),
    ]);
  });
});
