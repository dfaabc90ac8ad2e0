import { expect, type Page } from '@playwright/test';
import { test } from './app-test';
import { CHINESE_PREFIX, UI_TEXTS } from './spec-routes';
import { collectPageErrors, hydrated } from './support';

/**
 * "Copy page" (issue 28): the button beside a page's title copies the page's Markdown, the same
 * text as its `.md`, says so for 2 s and tells screen readers. Chromium grants the clipboard here.
 */
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const LABELS = {
  en: { copy: 'Copy page', copied: 'Copied', failed: 'Copy failed' },
  'zh-CN': { copy: '复制页面', copied: '已复制', failed: '复制失败' },
};

const button = (page: Page) => page.locator('.tl-page-title > button');
const status = (page: Page) => page.locator('.tl-page-title [aria-live="polite"]');
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

/**
 * Records, in the page, whether the clipboard write started while the click was being handled
 * (Safari allows it only then) and what kind of data it was given.
 */
function watchClipboardWrites() {
  const state = window as unknown as { writes: { inClick: boolean; item: boolean }[] };
  state.writes = [];
  let inClick = false;
  window.addEventListener('click', () => (inClick = true), true);
  window.addEventListener('click', () => (inClick = false));
  const write = navigator.clipboard.write.bind(navigator.clipboard);
  navigator.clipboard.write = (items) => {
    state.writes.push({ inClick, item: items[0] instanceof ClipboardItem });
    return write(items);
  };
}

for (const [prefix, lang] of [
  ['', 'en'],
  [CHINESE_PREFIX, 'zh-CN'],
] as const) {
  test(`${prefix || '/'}: Copy page copies the page's Markdown and says so for 2 s`, async ({
    page,
    request,
  }) => {
    const errors = collectPageErrors(page);
    await page.addInitScript(watchClipboardWrites);
    const path = `${prefix}/Sme-solutions/mes/data-board`;
    const markdown = await (await request.get(`${path}.md`)).text();
    await page.goto(path);
    const copy = await hydrated(button(page));
    await expect(copy).toHaveAccessibleName(LABELS[lang].copy);
    await expect(status(page)).toHaveText('');

    // when the announcement changes, by the page's own clock
    await status(page).evaluate((region) => {
      const changes: [number, string][] = [];
      (window as unknown as { changes: typeof changes }).changes = changes;
      new MutationObserver(() => changes.push([performance.now(), region.textContent!])).observe(
        region,
        { childList: true, characterData: true, subtree: true },
      );
    });
    await copy.click();
    await expect(copy).toHaveAccessibleName(LABELS[lang].copied);
    await expect(status(page)).toHaveText(LABELS[lang].copied);
    expect(await clipboard(page)).toBe(markdown);
    expect(await page.evaluate(() => (window as unknown as { writes: unknown[] }).writes)).toEqual([
      { inClick: true, item: true },
    ]);
    await expect(copy).toHaveAccessibleName(LABELS[lang].copy, { timeout: 5_000 });
    await expect(status(page)).toHaveText('');
    const changes = await page.evaluate(
      () => (window as unknown as { changes: [number, string][] }).changes,
    );
    const shown = changes.find(([, text]) => text === LABELS[lang].copied)![0];
    const cleared = changes.find(([at, text]) => at > shown && text === '')![0];
    expect(cleared - shown).toBeGreaterThanOrEqual(1_950);

    // the width is kept for the longest label: nothing moves while it says "Copied"
    const widths = [await copy.evaluate((el) => el.getBoundingClientRect().width)];
    await copy.click();
    await expect(copy).toHaveAccessibleName(LABELS[lang].copied);
    widths.push(await copy.evaluate((el) => el.getBoundingClientRect().width));
    expect(widths[1]).toBe(widths[0]);
    expect(errors).toEqual([]);
  });
}

test('Copy page works from the keyboard, again on the next page, and on the home page', async ({
  page,
  request,
}) => {
  await page.goto('/products/folder-icon');
  const copy = await hydrated(button(page));
  await copy.focus();
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveText('Copied');
  expect(await clipboard(page)).toBe(await (await request.get('/products/folder-icon.md')).text());

  // after an in-app move, the button copies the page now shown
  await page.locator('.dumi-default-sidebar a', { hasText: 'WordCard' }).click();
  await expect(page.locator('h1')).toHaveText('WordCard');
  await button(page).click();
  await expect(status(page)).toHaveText('Copied');
  expect(await clipboard(page)).toBe(await (await request.get('/products/dict-card.md')).text());

  await page.goto('/');
  await (await hydrated(button(page))).click();
  await expect(status(page)).toHaveText('Copied');
  expect(await clipboard(page)).toBe(await (await request.get('/index.md')).text());
});

test('a browser without ClipboardItem copies the text once it has arrived', async ({
  page,
  request,
}) => {
  await page.addInitScript(() => {
    delete (window as { ClipboardItem?: unknown }).ClipboardItem;
  });
  await page.goto('/Sme-solutions/mes/mobile');
  await (await hydrated(button(page))).click();
  await expect(status(page)).toHaveText('Copied');
  expect(await clipboard(page)).toBe(
    await (await request.get('/Sme-solutions/mes/mobile.md')).text(),
  );
});

test('a copy that fails says so, and the next one succeeds', async ({ page, request }) => {
  let fail = true;
  await page.route('**/*.md', (route) => (fail ? route.abort() : route.continue()));
  await page.goto(`${CHINESE_PREFIX}/download`);
  const copy = await hydrated(button(page));
  await copy.click();
  await expect(copy).toHaveAccessibleName(LABELS['zh-CN'].failed);
  await expect(status(page)).toHaveText(LABELS['zh-CN'].failed);
  fail = false;
  await copy.click();
  await expect(status(page)).toHaveText(LABELS['zh-CN'].copied);
  expect(await clipboard(page)).toBe(
    await (await request.get(`${CHINESE_PREFIX}/download.md`)).text(),
  );
});

test('the button is in the prerendered page beside the title, and absent from the 404 page', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/Sme-solutions/mes/go-server');
  const title = page.locator('.tl-page-title');
  await expect(title.locator('h1')).toHaveText('Go Server');
  await expect(title.locator('> button')).toHaveAccessibleName('Copy page');
  const [heading, copy] = await Promise.all([
    title.locator('h1').boundingBox(),
    title.locator('> button').boundingBox(),
  ]);
  // on the title's line, at its right
  expect(copy!.y).toBeLessThan(heading!.y + heading!.height);
  expect(copy!.x).toBeGreaterThan(heading!.x);

  await page.goto('/no-such-page');
  await expect(page.getByText(UI_TEXTS.en.notFound)).toBeVisible();
  await expect(page.locator('.tl-copy-page')).toHaveCount(0);
  await context.close();
});
