import { expect, type Page } from '@playwright/test';
import { requestsSettled, test } from './app-test';
import { FIXTURES_URL } from './fixtures/server';

test.describe('API tables on the site', () => {
  test('the WordCard page documents every WordCard prop', async ({ page }) => {
    await page.goto('/products/dict-card');
    const table = page.locator('article table').filter({ hasText: 'defaultFlipped' });
    const names = table.locator('tbody tr td:first-child');
    await expect(names).toHaveText([
      'word',
      'phonetic',
      'meaning',
      'example',
      'partOfSpeech',
      'defaultFlipped',
      /^onFlip/,
    ]);
    const word = table.locator('tbody tr', { hasText: /^word/ });
    await expect(word).toContainText('The word to learn, shown on the front of the card.');
    await expect(word).toContainText('(required)');
    await expect(table.locator('tbody tr', { hasText: 'defaultFlipped' })).toContainText('false');
  });

  test('pages without an API table do not download the prop descriptions', async ({ page }) => {
    // a prop description of WordCard (src/WordCard), which only the parser's metadata holds
    const description = 'The word to learn, shown on the front of the card.';
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text());
    });
    for (const path of ['/', '/products', '/Sme-solutions/mes/go-server']) {
      await page.goto(path);
      await requestsSettled(page);
    }
    const loaded = await Promise.all(scripts);
    expect(loaded.length).toBeGreaterThan(3);
    expect(loaded.filter((text) => text.includes(description))).toEqual([]);

    await page.goto('/products/dict-card');
    await expect(page.locator('article table').filter({ hasText: description })).toBeVisible();
    await requestsSettled(page);
    const withTable = await Promise.all(scripts);
    expect(withTable.filter((text) => text.includes(description))).toHaveLength(1);
  });

  test('the Data Board page shows the KpiTile and KpiBoard tables with release tags', async ({
    page,
  }) => {
    await page.goto('/Sme-solutions/mes/data-board');
    const tile = page.locator('article table').filter({ hasText: 'higherIsBetter' });
    const trend = tile.locator('tbody tr', { hasText: /^trend/ });
    await expect(trend.locator('[data-release="beta"]').last()).toHaveText('Beta');
    await expect(tile.locator('tbody tr', { hasText: /^locale/ })).toContainText('1.0.0+');
    await expect(tile.locator('tbody tr', { hasText: /^warningMargin/ })).toContainText('0.05');
    const board = page.locator('article table').filter({ hasText: 'updatedAt' });
    await expect(board.locator('tbody tr td:first-child')).toHaveText([
      'title',
      'updatedAt',
      'columns',
      'children',
    ]);
  });

  test('a prop description shows its `code` spans as code, without backticks', async ({ page }) => {
    await page.goto('/Sme-solutions/mes/data-board');
    const status = kpiTileStatusCell(page, 1);
    await expect(status).toHaveText(
      'Sets the status directly instead of computing it from value and target.',
    );
    await expect(status.locator('code')).toHaveText(['value', 'target']);
    const tables = await page.locator('article table').allTextContents();
    expect(tables.filter((text) => text.includes('`'))).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('a long union type wraps between its members', async ({ page }) => {
      await page.goto('/Sme-solutions/mes/data-board');
      const type = kpiTileStatusCell(page, 2);
      await expect(type).toHaveText('"good"|"warning"|"critical"|"neutral"');
      const lines = await type.locator('code').evaluate((code) => {
        const range = document.createRange();
        range.selectNodeContents(code);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
      expect(lines).toBeGreaterThan(1);
    });
  });
});

/** A cell of the `status` row in the KpiTile's API table: 1 its description, 2 its type. */
function kpiTileStatusCell(page: Page, column: number) {
  const tile = page.locator('article table').filter({ hasText: 'higherIsBetter' });
  return tile
    .locator('tbody tr', { hasText: /^status/ })
    .locator('td')
    .nth(column);
}

test.describe('API table states (test-only fixture build)', () => {
  test.use({ baseURL: FIXTURES_URL });

  // a page whose <API id> names no component does not build (tests/page-markdown.test.ts)
  test('a component without a props definition says it was not found', async ({ page }) => {
    await page.goto('/api-states');
    await expect(
      page.getByText('Properties definition not found for Divider component'),
    ).toBeVisible();
  });

  test('before the parser has answered the table says it is resolving', async ({ page }) => {
    await page.goto('/api-states');
    await expect(
      page.getByText('Properties definition is resolving, wait a moment...'),
    ).toBeVisible();
  });

  test('a table without a component id raises an error', async ({ page }) => {
    await page.goto('/api-states');
    // the demo's error boundary shows the raised error's message and its stack
    const demo = page.locator('.dumi-default-previewer', { hasText: 'API table without an id' });
    await expect(demo.locator('strong')).toHaveText(
      '`id` properties if required for API component!',
    );
    await expect(demo.locator('details summary')).toHaveText('Error stack');
  });

  test('the fixture page never reaches the production build', async ({ request }) => {
    const production = await request.get(
      new URL('/api-states', test.info().project.use.baseURL).href,
    );
    expect(production.status()).toBe(404);
  });
});
