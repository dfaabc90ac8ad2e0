import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { requestsSettled, test } from './app-test';
import { FIXTURES_URL } from './fixtures/server';
import { collectPageErrors } from './support';

/** A grammar name only the highlighter's chunk (prism) holds. */
const HIGHLIGHTER_FINGERPRINT = 'markup-templating';
const PAGE_WITH_CODE = '/download';
const COMMAND = 'shasum -a 256 ~/Downloads/<file name of the download>';

/** Records the bodies of the scripts the page loads from now on. */
function collectScripts(page: Page): string[] {
  const bodies: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') bodies.push(await response.text());
  });
  return bodies;
}

const loadedHighlighter = (scripts: string[]) =>
  scripts.some((body) => body.includes(HIGHLIGHTER_FINGERPRINT));

test('a page opened directly shows its prerendered highlighting without loading the highlighter', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const scripts = collectScripts(page);
  await page.goto(PAGE_WITH_CODE);
  await requestsSettled(page);

  const block = page.locator('.dumi-default-source-code').filter({ hasText: 'shasum' });
  await expect(block.locator('.token-line')).toHaveText([COMMAND]);
  await expect(block.locator('.token.number')).toHaveText('256');
  await expect(block.locator('.token-line-num')).toHaveText(['1']);
  expect(loadedHighlighter(scripts)).toBe(false);
  expect(errors).toEqual([]);

  // still interactive after hydration: the copy button is named and reports the copy
  const copy = block.getByRole('button', { name: 'Copy code' });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await copy.focus();
  await expect(copy).toBeVisible();
  await copy.press('Enter');
  await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
});

test('a page reached by client-side navigation loads the highlighter and highlights its code', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.goto('/');
  await requestsSettled(page);
  const scripts = collectScripts(page);
  await page.getByRole('navigation').first().locator(`a[href="${PAGE_WITH_CODE}"]`).first().click();
  await expect(page).toHaveURL(PAGE_WITH_CODE);

  const block = page.locator('.dumi-default-source-code').filter({ hasText: 'shasum' });
  await expect(block.locator('.token.number')).toHaveText('256');
  await expect(block.locator('.token-line')).toHaveText([COMMAND]);
  expect(loadedHighlighter(scripts)).toBe(true);
  expect(errors).toEqual([]);
});

test('a fenced block lists its lines as spans, the only content a <pre> may hold', async ({
  page,
}) => {
  await page.goto(PAGE_WITH_CODE);
  const pre = page.locator('.dumi-default-source-code pre').first();
  await expect(pre).toBeVisible();
  const childTags = await pre.evaluate((element) =>
    Array.from(element.querySelectorAll('*'), (child) => child.tagName.toLowerCase()),
  );
  expect(childTags.length).toBeGreaterThan(0);
  expect(new Set(childTags)).toEqual(new Set(['span']));
});

test.describe('a page with code in several languages, blank lines included (test fixture)', () => {
  test.use({ baseURL: FIXTURES_URL });
  const FIXTURE = 'e2e/fixtures/docs/code-languages.md';
  /** The code of each fenced block of the fixture page, line by line. */
  const fencedBlocks = (markdown: string) =>
    [...markdown.matchAll(/^```[^\n]*\n([\s\S]*?)\n```$/gm)].map(([, code]) => code.split('\n'));

  test('opened directly, it keeps the prerendered highlighting of every block and loads no highlighter', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    const scripts = collectScripts(page);
    await page.goto('/code-languages');
    await requestsSettled(page);
    const expected = fencedBlocks(readFileSync(FIXTURE, 'utf8'));
    const blocks = page.locator('.dumi-default-source-code pre');
    await expect(blocks).toHaveCount(expected.length);
    for (const [index, lines] of expected.entries()) {
      const rendered = await blocks.nth(index).locator('.token-line').allTextContents();
      expect(rendered.map((line) => line.replace(/\n$/, ''))).toEqual(lines);
    }
    // the TypeScript block is highlighted (a keyword token), as the build left it
    await expect(blocks.first().locator('.token.keyword').first()).toHaveText('interface');
    expect(loadedHighlighter(scripts), 'the highlighter was downloaded').toBe(false);
    expect(errors).toEqual([]);
  });
});
