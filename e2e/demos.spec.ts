import {
  expect,
  type BrowserContext,
  type Locator,
  type Page,
  type Request,
  type Response,
} from '@playwright/test';
import { requestsSettled, test } from './app-test';
import { decompressFromBase64 } from 'lz-string';
import { FIXTURES_URL } from './fixtures/server';
import { DATA_BOARD_DEMO_IDS, SITE_NAME, WORD_CARD_DEMO_ID } from './spec-routes';
import { collectPageErrors, hydrated } from './support';

/** Stops the page's clock (installed before loading), so that only `runFor` moves time on. */
async function pauseClock(page: Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
}

const WORD_CARD_PAGE = '/products/dict-card';
const DATA_BOARD_PAGE = '/Sme-solutions/mes/data-board';

const demoBlock = (page: Page, id: string) => page.locator(`[id="${id}"]`);
/** A demo action by its accessible name (each icon-only control is named by its tooltip text). */
const action = (page: Page, id: string, name: string) =>
  demoBlock(page, id).locator('.dumi-default-previewer-actions').getByLabel(name, { exact: true });

async function openWordCardSource(page: Page) {
  await page.goto(WORD_CARD_PAGE);
  await requestsSettled(page);
  await (await hydrated(action(page, WORD_CARD_DEMO_ID, 'Show Code'))).click();
  return demoBlock(page, WORD_CARD_DEMO_ID).locator('.dumi-default-previewer-sources');
}

test('Show Code reveals the demo source and Hide Code hides it again', async ({ page }) => {
  const sources = await openWordCardSource(page);
  await expect(sources).toBeVisible();
  await expect(sources).toContainText("import { WordCard } from 'tessera-lab-site';");
  await expect(sources).toContainText('word="resilient"');

  await action(page, WORD_CARD_DEMO_ID, 'Hide Code').click();
  await expect(sources).toHaveCount(0);
  await expect(action(page, WORD_CARD_DEMO_ID, 'Show Code')).toBeVisible();
});

test('the source viewer numbers its lines', async ({ page }) => {
  const sources = await openWordCardSource(page);
  const numbers = sources.locator('.token-line-num');
  // the highlighter loads on demand: wait for the numbered lines before counting them
  await expect(sources.locator('.line-cell').first()).toBeVisible();
  const lineCount = await sources.locator('.line-cell').count();
  expect(lineCount).toBeGreaterThan(5);
  await expect(numbers).toHaveText(Array.from({ length: lineCount }, (_, i) => String(i + 1)));
});

test('source copy puts the code on the clipboard and shows "copied" for 2 s', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.clock.install();
  // the theme's source viewer, here showing the shell command of the Download page
  await page.goto('/download');
  await requestsSettled(page);
  const viewer = page.locator('.dumi-default-source-code').filter({ hasText: 'shasum' });
  const copy = viewer.locator('.dumi-default-source-code-copy');
  await expect(copy).not.toHaveAttribute('data-copied');

  // the theme shows the copy button while the pointer is over the code
  await viewer.hover();
  await pauseClock(page);
  await copy.click();
  await expect(copy).toHaveAttribute('data-copied', 'true');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.trim()).toBe('shasum -a 256 ~/Downloads/<file name of the download>');

  await page.clock.runFor(1_990);
  await expect(copy).toHaveAttribute('data-copied', 'true');
  await page.clock.runFor(20);
  await expect(copy).not.toHaveAttribute('data-copied');
});

/**
 * Clicks a demo action that posts a form to an online IDE in a new window, answers that request
 * locally instead of letting it reach the service, and returns it.
 */
async function captureExport(page: Page, context: BrowserContext, origin: string, tooltip: string) {
  const posted: Request[] = [];
  await context.route(`${origin}/**`, (route) => {
    posted.push(route.request());
    return route.fulfill({ status: 200, contentType: 'text/html', body: 'intercepted' });
  });
  await page.goto(WORD_CARD_PAGE);
  await requestsSettled(page);
  const button = await hydrated(action(page, WORD_CARD_DEMO_ID, tooltip));
  const popup = page.waitForEvent('popup');
  await button.click();
  await (await popup).waitForLoadState();
  expect(posted).toHaveLength(1);
  expect(posted[0].method()).toBe('POST');
  return posted[0];
}

test.describe('open the demo elsewhere (no request reaches the services)', () => {
  test('CodeSandbox receives a POST to its define endpoint with the files and dependencies', async ({
    page,
    context,
  }) => {
    const request = await captureExport(
      page,
      context,
      'https://codesandbox.io',
      'Open in CodeSandbox',
    );
    expect(request.url()).toBe('https://codesandbox.io/api/v1/sandboxes/define');
    const parameters = new URLSearchParams(request.postData() ?? '').get('parameters') ?? '';
    const base64 = parameters.replace(/-/g, '+').replace(/_/g, '/');
    const { files } = JSON.parse(decompressFromBase64(base64) ?? 'null');
    expect(files['App.tsx'].content).toContain('word="resilient"');
    expect(files['index.tsx'].content).toContain('App');
    // the unpublished component package travels as source files, imported locally
    expect(files['App.tsx'].content).toContain("from './tessera-lab-site'");
    expect(files['tessera-lab-site/index.ts'].content).toContain('WordCard');
    expect(files['tessera-lab-site/WordCard/index.tsx'].content).toContain('aria-pressed');
    const pkg = JSON.parse(files['package.json'].content);
    expect(Object.keys(pkg.dependencies).sort()).toEqual(['react', 'react-dom']);
  });

  test('StackBlitz receives a POST to /run with the files and dependencies', async ({
    page,
    context,
  }) => {
    const request = await captureExport(
      page,
      context,
      'https://stackblitz.com',
      'Open in StackBlitz',
    );
    expect(new URL(request.url()).pathname).toBe('/run');
    const form = new URLSearchParams(request.postData() ?? '');
    expect(form.get('project[template]')).toBe('create-react-app');
    expect(form.get('project[files][App.tsx]')).toContain('word="resilient"');
    expect(form.get('project[files][index.tsx]')).toContain('App');
    expect(form.get('project[files][App.tsx]')).toContain("from './tessera-lab-site'");
    expect(form.get('project[files][tessera-lab-site/WordCard/index.css]')).toContain(
      '.tl-word-card',
    );
    const pkg = JSON.parse(form.get('project[files][package.json]') ?? '{}');
    expect(Object.keys(pkg.dependencies).sort()).toEqual(['react', 'react-dom']);
  });
});

test.describe('the demo on its own page', () => {
  test('the demo block links to /~demos/{id}, which renders the demo alone', async ({ page }) => {
    await page.goto(WORD_CARD_PAGE);
    const link = action(page, WORD_CARD_DEMO_ID, 'Open in separate page');
    // dumi adds the page's route id, which the standalone page uses to find the demo
    await expect(link).toHaveAttribute(
      'href',
      `/~demos/${WORD_CARD_DEMO_ID}?routeId=${encodeURIComponent('docs/Products/dictCard')}`,
    );
    await expect(link).toHaveAttribute('target', '_blank');

    const popupPromise = page.waitForEvent('popup');
    await link.click();
    const popup = await popupPromise;
    await expect(popup).toHaveURL(new RegExp(`/~demos/${WORD_CARD_DEMO_ID}\\?routeId=`));
    const card = popup.getByRole('button', { name: /^resilient\b/ });
    await card.click();
    await expect(popup.getByText('able to recover quickly from difficulty')).toBeVisible();
  });

  test("each demo's own page is titled with the demo's title and the site name", async ({
    page,
  }) => {
    const titles: Record<string, string> = {
      [WORD_CARD_DEMO_ID]: 'A word card',
      'docs-products-dict-card-demo-word-card-deck': 'A short study round',
      [DATA_BOARD_DEMO_IDS.tiles]: 'Three tiles, three statuses',
      [DATA_BOARD_DEMO_IDS.board]: 'A board for one shift',
      [DATA_BOARD_DEMO_IDS.locale]: "Figures in the page's language",
    };
    for (const [id, title] of Object.entries(titles)) {
      const response = await page.request.get(`/~demos/${id}`);
      const html = await response.text();
      // in the file itself, before any script runs, and still without prerendered content
      expect(html, id).toMatch(/<html lang="en">/);
      expect(html, id).toMatch(/<div id="root"><\/div>/);
      await page.goto(`/~demos/${id}`);
      await expect(page, id).toHaveTitle(`${title} - ${SITE_NAME}`);
    }
  });

  test('?locale= overrides the locale there', async ({ page }) => {
    const path = `/~demos/${DATA_BOARD_DEMO_IDS.locale}`;
    await page.goto(path);
    await expect(page.getByText('Formatted for en-US')).toBeVisible();
    await expect(page.getByText('6,284.5 pcs')).toBeVisible();

    await page.goto(`${path}?locale=de-DE`);
    await expect(page.getByText('Formatted for de-DE')).toBeVisible();
    await expect(page.getByText('6.284,5 pcs')).toBeVisible();
  });
});

test('copy to a design app puts Sketch JSON of the demo on the clipboard, as group or symbol', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(WORD_CARD_PAGE);
  await requestsSettled(page);
  const select = demoBlock(page, WORD_CARD_DEMO_ID).getByRole('combobox', {
    name: 'Copy to Sketch app',
  });
  // the chooser's icon shows the "copied" state
  const sketch = select.locator('..');
  // a real prompt first (valid HTML: no empty option), then the commands
  await expect(select.locator('option')).toHaveText([
    'Copy to Sketch app',
    'Copy as Sketch Group',
    'Copy as Sketch Symbol',
    'How to paste to Sketch?',
  ]);
  await expect(select.locator('option[value="group"]')).toHaveText('Copy as Sketch Group');
  await expect(select.locator('option[value="symbol"]')).toHaveText('Copy as Sketch Symbol');
  await expect(select).toHaveValue('');
  await hydrated(select);

  for (const [type, sketchClass] of [
    ['group', 'group'],
    ['symbol', 'symbolMaster'],
  ] as const) {
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await select.selectOption(type);
    await expect(sketch).toHaveAttribute('data-copied', 'true', { timeout: 15_000 });
    await expect(demoBlock(page, WORD_CARD_DEMO_ID).getByRole('status')).toHaveText(
      'Copied for Sketch: paste it into a Sketch document',
    );
    const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
    await expect.poll(clipboard).not.toBe('');
    const json = JSON.parse(await clipboard());
    expect(json._class).toBe(sketchClass);
    expect(JSON.stringify(json)).toContain('resilient');
    // the chooser returns to its prompt, ready for the next command
    await expect(select).toHaveValue('');
  }
  // the "copied" mark is feedback, not a state: it goes away again
  await expect(sketch).not.toHaveAttribute('data-copied', { timeout: 5_000 });
});

test.describe('multi-column demo grid (demo.cols: 2)', () => {
  /** How many columns the page's demos stand in: their distinct left edges. */
  const columnCount = (page: Page) =>
    page
      .locator('main .dumi-default-previewer')
      .evaluateAll(
        (blocks) =>
          new Set(blocks.map((block) => Math.round(block.getBoundingClientRect().left))).size,
      );

  for (const [width, columns] of [
    [1025, 2],
    [1024, 1],
  ] as const) {
    test(`a ${width} px wide window shows ${columns} column(s)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(DATA_BOARD_PAGE);
      await requestsSettled(page);
      await expect(page.locator('main .dumi-default-previewer')).toHaveCount(3);
      expect(await columnCount(page)).toBe(columns);
    });
  }

  test('resizing across 1024 px regroups the demos', async ({ page }) => {
    await page.goto(DATA_BOARD_PAGE);
    await expect.poll(() => columnCount(page)).toBe(2);
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect.poll(() => columnCount(page)).toBe(1);
    await page.setViewportSize({ width: 1025, height: 800 });
    await expect.poll(() => columnCount(page)).toBe(2);
  });

  test('the demos keep their reading order in both layouts', async ({ page }) => {
    await page.goto(DATA_BOARD_PAGE);
    const ids = () =>
      page.locator('main .dumi-default-previewer').evaluateAll((blocks) => blocks.map((b) => b.id));
    const expected = [
      DATA_BOARD_DEMO_IDS.tiles,
      DATA_BOARD_DEMO_IDS.board,
      DATA_BOARD_DEMO_IDS.locale,
    ];
    expect(await ids()).toEqual(expected);
    await page.setViewportSize({ width: 800, height: 800 });
    expect(await ids()).toEqual(expected);
  });
});

test.describe('live editing', () => {
  const tileDemo = DATA_BOARD_DEMO_IDS.tiles;

  async function openEditor(page: Page) {
    await page.clock.install();
    await page.goto(DATA_BOARD_PAGE);
    await requestsSettled(page);
    await (await hydrated(action(page, tileDemo, 'Show Code'))).click();
    const editor = demoBlock(page, tileDemo).locator('textarea');
    await expect(editor).toBeVisible();
    await pauseClock(page);
    return editor;
  }

  const source = (label: string) => `import React from 'react';
import { KpiTile } from 'tessera-lab-site';

export default () => <KpiTile label="${label}" value={5} target={4} />;
`;

  test('recompiles 500 ms after the last edit', async ({ page }) => {
    const errors = collectPageErrors(page);
    const editor = await openEditor(page);
    const preview = demoBlock(page, tileDemo).locator('.dumi-default-previewer-demo');
    await expect(preview).toContainText('Units produced');

    await editor.fill(source('First edit'));
    await page.clock.runFor(300);
    await editor.fill(source('Second edit'));
    await page.clock.runFor(490);
    await expect(preview).toContainText('Units produced');
    await expect(preview).not.toContainText('edit');

    await page.clock.runFor(20);
    await expect(preview).toContainText('Second edit');
    await expect(preview).not.toContainText('Units produced');
    await expect(preview).not.toContainText('First edit');
    expect(errors).toEqual([]);
  });

  /** The preview shows `label` after the 500 ms recompile delay, with no error box. */
  async function expectLabel(page: Page, label: string) {
    await page.clock.runFor(510);
    const block = demoBlock(page, tileDemo);
    await expect(block.locator('.dumi-default-previewer-demo')).toContainText(label);
    await expect(block.locator('.dumi-default-previewer-demo-error')).toHaveCount(0);
  }

  test('every edit of a series updates the demo, and the page stays whole', async ({ page }) => {
    const errors = collectPageErrors(page);
    const editor = await openEditor(page);
    for (const label of ['First edit', 'Second edit', 'Third edit', 'Fourth edit']) {
      await editor.fill(source(label));
      await expectLabel(page, label);
    }
    // the rest of the page is still there and still running
    await expect(page.locator('main h1')).toHaveText('Data Board');
    await expect(demoBlock(page, DATA_BOARD_DEMO_IDS.board)).toContainText('Units produced');
    await page.getByRole('banner').getByRole('link', { name: 'Download' }).click();
    await expect(page).toHaveURL(/\/download$/);
    expect(errors).toEqual([]);
  });

  test("an edit runs with the demo's own import of a file beside it", async ({ page }) => {
    const errors = collectPageErrors(page);
    const editor = await openEditor(page);
    const written = await editor.inputValue();
    expect(written).toContain("from './number-locale';");
    await editor.fill(written.replace('label="Units produced"', 'label="Own import kept"'));
    await expectLabel(page, 'Own import kept');
    expect(errors).toEqual([]);
  });

  test('a demo that throws while rendering crashes alone, and its fix brings it back', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    const editor = await openEditor(page);
    await editor.fill(source('Before the crash'));
    await expectLabel(page, 'Before the crash');

    await editor.fill(`import React from 'react';
export default function Broken() {
  throw new Error('The tile has no reading');
}
`);
    await page.clock.runFor(510);
    const preview = demoBlock(page, tileDemo).locator('.dumi-default-previewer-demo');
    await expect(preview.getByText('This demo has been crashed.')).toBeVisible();
    await expect(preview).toContainText('The tile has no reading');
    await expect(preview.locator('details summary')).toHaveText('Error stack');
    await expect(page.locator('main h1')).toHaveText('Data Board');

    await editor.fill(source('After the fix'));
    await expectLabel(page, 'After the fix');
    await expect(preview.getByText('This demo has been crashed.')).toHaveCount(0);
    // and it keeps working for the next edit
    await editor.fill(source('One more edit'));
    await expectLabel(page, 'One more edit');
    expect(errors).toEqual([]);
  });

  test('a syntax error shows the error box beside the last working demo; its fix clears it', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    const editor = await openEditor(page);
    await editor.fill(source('Working edit'));
    await expectLabel(page, 'Working edit');

    await editor.fill("import React from 'react';\nexport default () => <div>unclosed;\n");
    await page.clock.runFor(510);
    const block = demoBlock(page, tileDemo);
    await expect(block.locator('.dumi-default-previewer-demo-error')).toContainText('SyntaxError');
    await expect(block.locator('.dumi-default-previewer-demo')).toContainText('Working edit');

    await editor.fill(source('Fixed edit'));
    await expectLabel(page, 'Fixed edit');
    expect(errors).toEqual([]);
  });

  test('a default export that is no component is explained in the error box', async ({ page }) => {
    const editor = await openEditor(page);
    await editor.fill("export default 'a tile';\n");
    await page.clock.runFor(510);
    await expect(
      demoBlock(page, tileDemo).locator('.dumi-default-previewer-demo-error'),
    ).toHaveText('Error: The demo must export a React component as its default export.');
  });

  test('a source that does not compile shows an error box with the error text', async ({
    page,
  }) => {
    const editor = await openEditor(page);
    await editor.fill("import React from 'react';\nexport default () => <div>unclosed;\n");
    await page.clock.runFor(510);
    const box = demoBlock(page, tileDemo).locator('.dumi-default-previewer-demo-error');
    await expect(box).toBeVisible();
    await expect(box).toContainText('SyntaxError: Unexpected token');
    await expect(box).toContainText('(2:19)');
  });

  test('a source that throws while loading shows its error text', async ({ page }) => {
    const editor = await openEditor(page);
    await editor.fill("throw new Error('The tile data is missing');\nexport default () => null;\n");
    await page.clock.runFor(510);
    const box = demoBlock(page, tileDemo).locator('.dumi-default-previewer-demo-error');
    await expect(box).toHaveText('Error: The tile data is missing');
  });

  test('a demo that crashes shows "This demo has been crashed." with an expandable stack', async ({
    page,
  }) => {
    const editor = await openEditor(page);
    // a test-only component that renders fine until its button is pressed
    await editor.fill(`import React, { useState } from 'react';

export default function Fragile() {
  const [broken, setBroken] = useState(false);
  if (broken) throw new Error();
  return <button onClick={() => setBroken(true)}>Break this demo</button>;
}
`);
    await page.clock.runFor(510);
    const preview = demoBlock(page, tileDemo).locator('.dumi-default-previewer-demo');
    await preview.getByRole('button', { name: 'Break this demo' }).click();

    await expect(preview.getByText('This demo has been crashed.')).toBeVisible();
    const details = preview.locator('details');
    const summary = details.locator('summary');
    await expect(summary).toHaveText('Error stack');
    await expect(details.locator('pre')).toContainText('Fragile');
    await summary.click();
    await expect(details).not.toHaveAttribute('open');
    await expect(details.locator('pre')).toBeHidden();
    await summary.click();
    await expect(details.locator('pre')).toBeVisible();
  });

  test("on a phone, a crashed demo's message and stack stay within the window", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const editor = await openEditor(page);
    // a message without spaces, and a stack whose lines are long URLs
    await editor.fill(`import React from 'react';

export default function Unreadable() {
  throw new Error('${'no-reading-from-the-line-sensor/'.repeat(4)}');
}
`);
    await page.clock.runFor(510);
    const preview = demoBlock(page, tileDemo).locator('.dumi-default-previewer-demo');
    await expect(preview.getByText('This demo has been crashed.')).toBeVisible();
    await expect(preview.locator('details pre')).toBeVisible();
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      window: document.documentElement.clientWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.window);
  });
});

test('#{demo id} in the URL highlights that demo block only', async ({ page }) => {
  await page.goto(`${DATA_BOARD_PAGE}#${DATA_BOARD_DEMO_IDS.board}`);
  await requestsSettled(page);
  const target = demoBlock(page, DATA_BOARD_DEMO_IDS.board);
  const other = demoBlock(page, DATA_BOARD_DEMO_IDS.tiles);
  await expect(target).toHaveAttribute('data-active', 'true');
  await expect(other).not.toHaveAttribute('data-active');
  const border = (id: string) =>
    demoBlock(page, id).evaluate((el) => getComputedStyle(el).borderTopColor);
  expect(await border(DATA_BOARD_DEMO_IDS.board)).not.toBe(await border(DATA_BOARD_DEMO_IDS.tiles));

  await demoBlock(page, DATA_BOARD_DEMO_IDS.tiles).getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`#${DATA_BOARD_DEMO_IDS.tiles}$`));
  await expect(other).toHaveAttribute('data-active', 'true');
  await expect(target).not.toHaveAttribute('data-active');
});

test('no page loads the Sketch converter until a visitor asks for it', async ({ page }) => {
  const converterRequests: string[] = [];
  page.on('request', (request) => {
    if (/html2sketch|alipayobjects/.test(request.url())) converterRequests.push(request.url());
  });
  await page.goto(WORD_CARD_PAGE);
  await requestsSettled(page);
  const html = await (await page.request.get(WORD_CARD_PAGE)).text();
  expect(html).not.toContain('alipayobjects');
  expect(converterRequests).toEqual([]);
});

test('the exporters and the component sources load with the first export, not with the page', async ({
  page,
  context,
}) => {
  // TypeScript source text, which the compiled components in the page's scripts do not hold
  const SOURCES_MARKER = 'export interface WordCardProps';
  // a method of lz-string, which CodeSandbox's export compresses its files with
  const EXPORTER_MARKER = 'compressToBase64';
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(request.url());
  });
  const scriptsWith = async (marker: string) => {
    const found: string[] = [];
    for (const url of scripts) {
      if ((await (await page.request.get(url)).text()).includes(marker)) found.push(url);
    }
    return found;
  };
  await context.route('https://codesandbox.io/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: 'intercepted' }),
  );
  await page.goto(WORD_CARD_PAGE);
  await requestsSettled(page);
  expect(scripts.size).toBeGreaterThan(1);
  expect(await scriptsWith(SOURCES_MARKER)).toEqual([]);
  expect(await scriptsWith(EXPORTER_MARKER)).toEqual([]);

  const popup = page.waitForEvent('popup');
  await (await hydrated(action(page, WORD_CARD_DEMO_ID, 'Open in CodeSandbox'))).click();
  await (await popup).waitForLoadState();
  expect(await scriptsWith(SOURCES_MARKER)).toHaveLength(1);
  expect(await scriptsWith(EXPORTER_MARKER)).toHaveLength(1);
});

test('an export whose files fail to download says so; the next clicks open the demo', async ({
  page,
  context,
}) => {
  const posted: string[] = [];
  await context.route('https://codesandbox.io/**', (route) => {
    posted.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html', body: 'intercepted' });
  });
  let failures = 0;
  await page.route(/\/demo-sources\.[0-9a-f]+\.async\.js$/, (route) => {
    if (failures++ === 0) return route.abort('connectionreset');
    return route.continue();
  });
  await page.goto(WORD_CARD_PAGE);
  const sandbox = await hydrated(action(page, WORD_CARD_DEMO_ID, 'Open in CodeSandbox'));
  const failure = page.getByRole('alert').filter({ hasText: 'could not be opened elsewhere' });

  await sandbox.click();
  await expect(failure).toBeVisible();
  expect(posted).toEqual([]);

  for (const attempt of [1, 2]) {
    const popup = page.waitForEvent('popup');
    await sandbox.click();
    await (await popup).close();
    await expect.poll(() => posted.length).toBe(attempt);
    await expect(failure).toBeHidden();
  }
  expect(failures).toBe(2);
});

test('demo titles are headings one level below the section they sit in', async ({ page }) => {
  await page.goto(DATA_BOARD_PAGE);
  // the three demos follow the h2 "Features", in the order the page lists them
  const titles = page.locator('.dumi-default-previewer').getByRole('heading', { level: 3 });
  await expect(titles).toHaveText([
    'Three tiles, three statuses',
    'A board for one shift',
    "Figures in the page's language",
  ]);
  await expect(page.locator('.dumi-default-previewer h5')).toHaveCount(0);
});

test.describe('tooltips of the icon-only demo actions', () => {
  /** The tooltip drawn for a control: its text, or null while it is not shown. */
  const tooltip = (control: Locator) =>
    control.evaluate((element) => {
      const box = element.closest('[data-tip]')!;
      const after = getComputedStyle(box, '::after');
      return after.display === 'none' ? null : after.content.replace(/^"|"$/g, '');
    });

  test('show the name on hover and on keyboard focus only', async ({ page }) => {
    await page.goto(WORD_CARD_PAGE);
    const sandbox = action(page, WORD_CARD_DEMO_ID, 'Open in CodeSandbox');
    const stackBlitz = action(page, WORD_CARD_DEMO_ID, 'Open in StackBlitz');
    await expect(sandbox).toBeVisible();
    expect(await tooltip(sandbox)).toBeNull();

    await sandbox.hover();
    expect(await tooltip(sandbox)).toBe('Open in CodeSandbox');
    expect(await tooltip(stackBlitz)).toBeNull();

    await page.mouse.move(0, 0);
    await sandbox.focus();
    await page.keyboard.press('Tab');
    await expect(stackBlitz).toBeFocused();
    expect(await tooltip(stackBlitz)).toBe('Open in StackBlitz');
    expect(await tooltip(sandbox)).toBeNull();

    // the Sketch chooser and the standalone-page link too
    const sketch = action(page, WORD_CARD_DEMO_ID, 'Copy to Sketch app');
    await page.keyboard.press('Tab');
    await expect(sketch).toBeFocused();
    expect(await tooltip(sketch)).toBe('Copy to Sketch app');
    await page.keyboard.press('Tab');
    expect(await tooltip(action(page, WORD_CARD_DEMO_ID, 'Open in separate page'))).toBe(
      'Open in separate page',
    );
  });

  test('read well in both themes', async ({ page }) => {
    await page.goto(WORD_CARD_PAGE);
    const sandbox = action(page, WORD_CARD_DEMO_ID, 'Open in CodeSandbox');
    await sandbox.hover();
    const colours = () =>
      sandbox.evaluate((element) => {
        const after = getComputedStyle(element, '::after');
        return [after.color, after.backgroundColor];
      });
    const light = await colours();
    await page.evaluate(() => document.documentElement.setAttribute('data-prefers-color', 'dark'));
    const dark = await colours();
    // white on near-black, then near-black on a light grey: both far above 4.5:1
    expect(light).toEqual(['rgb(255, 255, 255)', 'rgb(31, 35, 40)']);
    expect(dark).toEqual(['rgb(20, 23, 26)', 'rgb(230, 233, 238)']);
  });
});

test.describe('the file switcher of a multi-file demo', () => {
  test.use({ baseURL: FIXTURES_URL });

  test('is a tablist: arrows, Home and End select a file, only the selected tab is a Tab stop', async ({
    page,
  }) => {
    await page.goto('/demo-files');
    await requestsSettled(page);
    await (await hydrated(page.getByRole('button', { name: 'Show Code' }))).click();
    const tablist = page.getByRole('tablist', { name: 'Demo files' });
    const tabs = tablist.getByRole('tab');
    // the entry file (dumi names it index.tsx) first, then its imports in the order it imports them
    await expect(tabs).toHaveText(['index.tsx', 'shift-names.ts', 'shift-greeting-text.ts']);
    const selected = (name: string) => tablist.getByRole('tab', { name, selected: true });
    const panel = page.getByRole('tabpanel');
    await expect(selected('index.tsx')).toHaveAttribute('tabindex', '0');
    await expect(tabs.nth(1)).toHaveAttribute('tabindex', '-1');
    await expect(tabs.nth(2)).toHaveAttribute('tabindex', '-1');
    // the entry file is live-editable
    await expect(panel.locator('textarea')).toHaveValue(/greetingFor\(SHIFT_NAMES\[0\]\)/);

    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(selected('shift-names.ts')).toBeFocused();
    await expect(panel).toContainText("'Early shift', 'Late shift', 'Night shift'");
    await expect(panel).toContainText('Only the entry file can be edited');
    await expect(tabs.first()).toHaveAttribute('tabindex', '-1');

    await page.keyboard.press('End');
    await expect(selected('shift-greeting-text.ts')).toBeFocused();
    await expect(panel).toContainText('the line is ready for you');
    await page.keyboard.press('ArrowRight');
    await expect(selected('index.tsx')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(selected('shift-greeting-text.ts')).toBeFocused();
    await page.keyboard.press('Home');
    await expect(selected('index.tsx')).toBeFocused();
    await expect(panel).toHaveAttribute(
      'aria-labelledby',
      (await tabs.first().getAttribute('id')) ?? '',
    );

    // Tab leaves the tablist for the panel's content instead of walking through the other tabs
    await page.keyboard.press('Tab');
    await expect(tabs.nth(1)).not.toBeFocused();
    await expect(tabs.nth(2)).not.toBeFocused();
  });

  test('keeps an edit of the entry file when another file is viewed', async ({ page }) => {
    await page.goto('/demo-files');
    await requestsSettled(page);
    await (await hydrated(page.getByRole('button', { name: 'Show Code' }))).click();
    const editor = page.getByRole('tabpanel').locator('textarea');
    await editor.fill("import React from 'react';\nexport default () => <p>Edited greeting</p>;\n");
    await expect(page.locator('.dumi-default-previewer-demo')).toContainText('Edited greeting');
    await page.getByRole('tab', { name: 'shift-names.ts' }).click();
    await page.getByRole('tab', { name: 'index.tsx' }).click();
    await expect(page.getByRole('tabpanel').locator('textarea')).toHaveValue(/Edited greeting/);
  });
});

test('a demo page downloads its own demos, not those of the other demo pages', async ({ page }) => {
  // sample data of a demo on each page: the WordCard basic demo and the Data Board's board demo
  const wordCardDemo = 'able to recover quickly from difficulty';
  const dataBoardDemo = 'day shift';
  for (const [path, own, other] of [
    [WORD_CARD_PAGE, wordCardDemo, dataBoardDemo],
    [DATA_BOARD_PAGE, dataBoardDemo, wordCardDemo],
  ]) {
    const scripts: Promise<string>[] = [];
    const onResponse = (response: Response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text());
    };
    page.on('response', onResponse);
    await page.goto(path);
    await hydrated(page.locator('.dumi-default-previewer').first());
    await requestsSettled(page);
    page.off('response', onResponse);
    const loaded = await Promise.all(scripts);
    expect(
      loaded.some((text) => text.includes(own)),
      `${path} loads its demo`,
    ).toBe(true);
    expect(
      loaded.filter((text) => text.includes(other)),
      `${path} skips the other page's demo`,
    ).toEqual([]);
  }
});
