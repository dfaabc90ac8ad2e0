import { execFileSync } from 'node:child_process';
import { expect } from '@playwright/test';
import { test } from './app-test';
import { FIXTURES_URL } from './fixtures/server';
import { CHINESE_ROUTES } from './spec-routes';

/**
 * A translation whose English page changed after the commit it follows says so above its text
 * (issue 46). The fixture build plants one: e2e/fixtures/docs/translation-behind.zh-CN.md follows
 * the commit that added its English page, which changed in a later commit.
 */
const BEHIND = `${FIXTURES_URL}/zh-CN/translation-behind`;
const ENGLISH_FILE = 'e2e/fixtures/docs/translation-behind.md';
const note = (page: import('@playwright/test').Page) => page.locator('.tl-translation-note');

/** The day git last changed the English page, as the note must give it: 2026年11月27日. */
function englishChange() {
  const day = execFileSync('git', ['log', '-1', '--format=%as', '--', ENGLISH_FILE])
    .toString()
    .trim();
  const [year, month, date] = day.split('-').map(Number);
  return `${year}年${month}月${date}日`;
}

test('a translation behind its English page says when the English page changed, and links it', async ({
  page,
}) => {
  await page.goto(BEHIND);
  await expect(note(page)).toHaveText(
    `英文原文已于 ${englishChange()} 更新，本译文尚未跟进。 阅读英文原文`,
  );
  await expect(note(page)).toHaveAttribute('role', 'status');
  // above the text of the page
  const [noteTop, titleTop] = await Promise.all([
    note(page).evaluate((element) => element.getBoundingClientRect().top),
    page.locator('article h1').evaluate((element) => element.getBoundingClientRect().top),
  ]);
  expect(noteTop).toBeLessThan(titleTop);
  await note(page).getByRole('link', { name: '阅读英文原文' }).click();
  await expect(page).toHaveURL(`${FIXTURES_URL}/translation-behind`);
  await expect(page.locator('article h1')).toHaveText('Translation behind');
  await expect(note(page)).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the note is in the prerendered page', async ({ page }) => {
    await page.goto(BEHIND);
    await expect(note(page)).toContainText(`英文原文已于 ${englishChange()} 更新`);
    await expect(note(page).getByRole('link')).toHaveAttribute('href', '/translation-behind');
  });
});

test('a move in the app to the page brings the note once, as a status', async ({ page }) => {
  // the language switch of the English page moves to the translation inside the app
  await page.goto(`${FIXTURES_URL}/translation-behind`);
  await page.locator('.dumi-default-lang-switch').click();
  await expect(page).toHaveURL(BEHIND);
  await expect(page.getByRole('status').filter({ hasText: '英文原文已于' })).toHaveCount(1);
});

test('the Markdown copy carries the same note; up-to-date translations have none', async ({
  page,
  request,
}) => {
  const markdown = await (await request.get(`${BEHIND}.md`)).text();
  expect(markdown).toContain(
    `> 英文原文已于 ${execFileSync('git', ['log', '-1', '--format=%as', '--', ENGLISH_FILE]).toString().trim()} 更新，本译文尚未跟进。[阅读英文原文](https://tessera-lab.github.io/translation-behind)`,
  );
  for (const route of CHINESE_ROUTES.filter(({ title }) => title !== null)) {
    await page.goto(route.path);
    await expect(note(page), route.path).toHaveCount(0);
    const copy = await (
      await request.get(`${route.path === '/zh-CN' ? '/zh-CN/index' : route.path}.md`)
    ).text();
    expect(copy, route.path).not.toContain('本译文尚未跟进');
  }
});
