import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { load } from 'js-yaml';
import { requestsSettled, test } from './app-test';
import { collectPageErrors, gate, hydrated } from './support';

/**
 * The entry script keeps of each page's frontmatter only what other pages read; a page's
 * description, keywords, hero texts, feature cards and date come with the page's own chunk. These
 * tests hold that chunk back to see the page wait for it, on a first visit and on a navigation.
 */
const TAGLINE = 'Open Source Software, SME Solutions, and Technology Sharing.';
const HOME_CHUNK = /\/docs__index\.md\.[0-9a-f]+\.async\.js$/;
const MES_CHUNK = /\/docs__SMESolutions__MES__index\.md\.[0-9a-f]+\.async\.js$/;

/** A page's description, as its Markdown file gives it. */
function descriptionOf(markdown: string): string {
  const frontmatter = /^---\n([\s\S]*?)\n---/.exec(readFileSync(markdown, 'utf8'))![1];
  return (load(frontmatter) as { description: string }).description;
}

/** The body of the page's entry script (umi.<hash>.js: the inline loader adds its tag after paint). */
async function entryScript(page: Page): Promise<string> {
  const src = await page.locator('script[src*="/umi."]').getAttribute('src');
  return (await page.request.get(src!)).text();
}

test("the entry script holds no page's description or hero texts; the page's chunk does", async ({
  page,
}) => {
  const chunks: string[] = [];
  const sections: string[] = [];
  page.on('response', async (response) => {
    if (/\/docs__Download__index\.md\./.test(response.url())) chunks.push(await response.text());
    if (/\/section__download\./.test(response.url())) sections.push(await response.text());
  });
  await page.goto('/download');
  await hydrated(page.locator('.dumi-default-header'));
  const entry = await entryScript(page);
  const download = descriptionOf('docs/Download/index.md');
  // the page is known to its section's chunk (by its route id), not to the entry, which is the
  // same for every page
  expect(entry).not.toContain('docs/Download/index');
  expect(entry).not.toContain('docs/Products/folderIcon');
  await expect
    .poll(() => sections.some((section) => section.includes('"docs/Download/index"')))
    .toBe(true);
  expect(entry).not.toContain(download);
  expect(entry).not.toContain(descriptionOf('docs/Products/folderIcon.md'));
  expect(entry).not.toContain(TAGLINE);
  await expect.poll(() => chunks.some((chunk) => chunk.includes(download))).toBe(true);
  await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', download);
});

test('while the page chunk is on its way, the prerendered hero, cards and footer stay; then they hydrate', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const { released, release } = gate();
  await page.route(HOME_CHUNK, async (route) => {
    await released;
    await route.continue();
  });
  // the held chunk may be asked for before the load event, which then waits for it
  await page.goto('/', { waitUntil: 'commit' });
  await hydrated(page.locator('.dumi-default-header'));
  await expect(page.locator('.tl-hero-tagline')).toHaveText(TAGLINE);
  await expect(page.locator('.tl-feature')).toHaveCount(5);
  await expect(page.locator('.dumi-default-content-footer time')).toBeAttached();
  await expect(page.locator('head meta[name="description"]')).toHaveCount(1);

  release();
  await hydrated(page.locator('.tl-hero-action').first());
  await hydrated(page.locator('.dumi-default-content-footer a').first());
  await expect(page.locator('.tl-hero-tagline')).toHaveText(TAGLINE);
  await expect(page.locator('.tl-feature')).toHaveCount(5);
  await expect(page.locator('head meta[name="description"]')).toHaveAttribute(
    'content',
    descriptionOf('docs/index.md'),
  );
  expect(errors).toEqual([]);
});

test('a navigation to the home page keeps the previous page until the home chunk is there', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.goto('/download');
  await requestsSettled(page);
  const { released, release } = gate();
  await page.route(HOME_CHUNK, async (route) => {
    await released;
    await route.continue();
  });
  await page.locator('.tl-logo').click();
  await expect(page).toHaveURL('/');
  await expect(page.locator('.tl-nav-progress')).toBeVisible();
  await expect(page.locator('article h1')).toHaveText('Download');
  await expect(page.locator('.tl-hero')).toHaveCount(0);

  release();
  await expect(page.locator('.tl-hero-tagline')).toHaveText(TAGLINE);
  await expect(page.locator('.tl-feature')).toHaveCount(5);
  await expect(page.locator('head meta[name="description"]')).toHaveAttribute(
    'content',
    descriptionOf('docs/index.md'),
  );
  await expect(page).toHaveTitle('Tessera Lab');
  expect(errors).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the sidebar toggle, used before the page chunk is there, keeps the TOC and the footer', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    const { released, release } = gate();
    await page.route(MES_CHUNK, async (route) => {
      await released;
      await route.continue();
    });
    // the held chunk is asked for with the entry script, so the load event waits for it too
    await page.goto('/Sme-solutions/mes', { waitUntil: 'commit' });
    const toggle = await hydrated(page.getByRole('button', { name: 'Sidebar' }));
    const tocLinks = await page.locator('.dumi-default-toc a').count();
    expect(tocLinks).toBeGreaterThan(0);

    await toggle.click();
    await expect(page.locator('.dumi-default-sidebar')).toBeInViewport();
    await expect(page.locator('.dumi-default-toc a')).toHaveCount(tocLinks);
    await expect(page.locator('.dumi-default-content-footer time')).toBeAttached();
    await expect(page.locator('article h1')).toHaveText('MES overview');
    await page.keyboard.press('Escape'); // and closed again, still before the chunk
    await expect(page.locator('.dumi-default-sidebar')).not.toBeInViewport();

    release();
    await hydrated(page.locator('.dumi-default-content-footer time'));
    await expect(page.locator('.dumi-default-toc a')).toHaveCount(tocLinks);
    expect(consoleErrors).toEqual([]);
    expect(errors).toEqual([]);
  });
});
