import { expect, type Page } from '@playwright/test';
import { requestsSettled, test } from './app-test';
import { WORD_CARD_DEMO_ID } from './spec-routes';
import { buildSearchFiles } from '../plugins/search/build/search-files';
import { serveLargeIndex, serveSearchFiles } from './search-support';
import { caughtUp, collectPageErrors, gate, linkPaths } from './support';

const TAGLINE_PART = '上瘾';
const searchBar = (page: Page) => page.locator('.tl-search');
const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search the site' });
const options = (page: Page) => page.getByRole('listbox').getByRole('option');
const marks = (page: Page) => page.locator('.tl-search-popover mark');

async function open(page: Page, path = '/download') {
  await page.goto(path);
  await requestsSettled(page);
}

async function searchFor(page: Page, keywords: string) {
  await searchBox(page).fill(keywords);
  await expect(searchBar(page)).toHaveAttribute('data-status', 'done');
}

/** The search requests of a page from now on: path, and bytes on the wire (gzip, as served). */
function searchRequests(page: Page) {
  const seen: { path: string; bytes: Promise<number>; body: Promise<string> }[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (!/\/search[./-]|\.async\.js$/.test(path)) return;
    seen.push({
      path,
      bytes: response
        .request()
        .sizes()
        .then((sizes) => sizes.responseBodySize),
      body: response.text().catch(() => ''),
    });
  });
  return seen;
}

test.describe('loading', () => {
  test('search code and the index manifest load only when the search box is first focused', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await open(page);
    await page.mouse.move(600, 20); // hovering the header loads nothing either
    expect(requested.filter((path) => /search/.test(path))).toEqual([]);
    expect(page.workers().map((worker) => worker.url())).not.toContainEqual(
      expect.stringMatching(/search-worker/),
    );

    const workerChunk = page.waitForRequest(/search-worker\.[\w]+\.async\.js$/);
    // the results' code and what starts the worker: one chunk
    const searchCode = page.waitForRequest(/\/search\.[\w]+\.async\.js$/);
    const manifest = page.waitForResponse(/\/search\/en-US\/index\.json$/);
    await searchBox(page).focus();
    await Promise.all([workerChunk, searchCode, manifest]);
    await expect
      .poll(() => page.workers().filter((worker) => /search-worker/.test(worker.url())).length)
      .toBe(1);

    // a second focus starts nothing new
    await searchBox(page).blur();
    await searchBox(page).focus();
    await searchFor(page, 'superadmin');
    expect(requested.filter((path) => /search-worker/.test(path))).toHaveLength(1);
    expect(requested.filter((path) => /\/search\.[\w]+\.async/.test(path))).toHaveLength(1);
    expect(requested.filter((path) => path.endsWith('/index.json'))).toHaveLength(1);
  });

  test('the first search fetches what the query needs, not every page’s texts', async ({
    page,
  }) => {
    await open(page);
    const requests = searchRequests(page);
    await searchBox(page).focus();
    await searchFor(page, 'superadmin');
    await expect(options(page).first()).toHaveAttribute('href', /^\/Sme-solutions\/mes\/vue-web/);
    await requestsSettled(page);

    const paths = requests.map((request) => request.path);
    expect(paths.filter((path) => path.startsWith('/search/en-US/'))).toEqual([
      '/search/en-US/index.json',
      expect.stringMatching(/^\/search\/en-US\/postings-0\.[0-9a-f]{8}\.json$/),
      // the Vue Web page's pack of records only
      expect.stringMatching(/^\/search\/en-US\/pages-\d+\.[0-9a-f]{8}\.json$/),
    ]);
    // no page's texts module (dumi's records with a paragraph id)
    const bodies = await Promise.all(requests.map((request) => request.body));
    expect(bodies.filter((body) => /paraId:\d/.test(body))).toEqual([]);
    // what the first search costs, within the budget
    const bytes = (await Promise.all(requests.map((request) => request.bytes))).reduce(
      (sum, size) => sum + size,
      0,
    );
    expect(requests.length).toBeLessThanOrEqual(5);
    expect(bytes).toBeLessThan(30 * 1024);
  });

  test('search code that fails to download says so, and the next focus tries again', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    let failing = true;
    await page.route(/\/search\.[\w]+\.async\.js$/, (route) =>
      failing ? route.abort() : route.continue(),
    );
    await open(page);
    await searchBox(page).fill('superadmin');
    await expect(searchBar(page)).toHaveAttribute('data-status', 'failed');
    await expect(page.locator('.tl-search-popover')).toContainText('Search could not be loaded');
    await expect(page.locator('article h1')).toHaveText('Download'); // the page is untouched

    failing = false;
    await searchBox(page).blur();
    await searchBox(page).focus();
    await searchFor(page, 'Superadmin');
    await expect(options(page).first()).toHaveAttribute('href', /^\/Sme-solutions\/mes\/vue-web/);
    expect(errors).toEqual([]);
  });

  test('an index that fails to download says so; focusing again searches again', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    let failing = true;
    let asked = 0;
    await page.route(/\/search\/en-US\/index\.json$/, (route) => {
      asked++;
      return failing ? route.fulfill({ status: 503, body: '' }) : route.continue();
    });
    await open(page);
    await searchBox(page).fill('superadmin');
    await expect(searchBar(page)).toHaveAttribute('data-status', 'failed');
    await expect(page.locator('.tl-search-popover')).toContainText('Search could not be loaded');
    await expect(searchBar(page).getByRole('status')).toHaveText(
      'Search could not be loaded. Check your connection and try again.',
    );

    failing = false;
    await searchBox(page).blur();
    await searchBox(page).focus();
    await expect(searchBar(page)).toHaveAttribute('data-status', 'done');
    await expect(options(page).first()).toHaveAttribute('href', /^\/Sme-solutions\/mes\/vue-web/);
    expect(asked).toBeGreaterThanOrEqual(2);
    expect(errors).toEqual([]);
  });

  test('a query typed before the index arrived is answered once it is there', async ({ page }) => {
    const held = gate();
    let holding = 0;
    await page.route(/\/search\/en-US\/index\.json$/, async (route) => {
      holding++;
      await held.released;
      await route.continue();
    });
    await open(page);
    await searchBox(page).fill('superadmin');
    await expect(searchBar(page)).toHaveAttribute('data-status', 'searching');
    await expect(page.locator('.tl-search-popover')).toContainText('Loading...');
    // the worker asked for the index (on a busy machine it may start after the query was typed)
    await expect.poll(() => holding).toBe(1);
    await expect(searchBar(page)).toHaveAttribute('data-status', 'searching');
    held.release();
    await expect(searchBar(page)).toHaveAttribute('data-status', 'done');
    await expect(options(page).first()).toHaveAttribute('href', /^\/Sme-solutions\/mes\/vue-web/);
  });

  test('the same query twice gives the same results, the second time from what was fetched', async ({
    page,
  }) => {
    await open(page);
    const hrefs = () =>
      options(page).evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    const requests = searchRequests(page);
    await searchFor(page, 'folder mes');
    const first = await hrefs();
    expect(first.length).toBeGreaterThan(2);
    const indexParts = requests.filter((request) => /\/(postings|pages)-/.test(request.path));
    expect(indexParts.length).toBeGreaterThan(1);
    const before = requests.length;
    await searchBox(page).fill('');
    await searchFor(page, 'folder mes');
    expect(await hrefs()).toEqual(first);
    expect(requests.slice(before).map((request) => request.path)).toEqual([]);
  });
});

test.describe('states', () => {
  test('"Loading..." while waiting, then the result groups', async ({ page }) => {
    // the index waits until "Loading..." has been seen: on a fast answer it shows only briefly
    const held = gate();
    await page.route(/\/search\/en-US\/index\.json$/, async (route) => {
      await held.released;
      await route.continue();
    });
    await open(page);
    await searchBox(page).fill('superadmin');
    await expect(page.locator('.tl-search-popover')).toContainText('Loading...');
    held.release();
    await expect(searchBar(page)).toHaveAttribute('data-status', 'done');
    await expect(page.locator('.tl-search-loading')).toHaveCount(0);
    await expect(page.locator('.tl-search-group-title')).toHaveText(['SME Solutions']);
    await expect(options(page).first()).toHaveAttribute('href', /^\/Sme-solutions\/mes\/vue-web/);
  });

  test('"No content was found", with the query as plain text and links to the main sections', async ({
    page,
  }) => {
    await open(page);
    await searchFor(page, 'xylophone-quasar');
    const popover = page.locator('.tl-search-popover');
    await expect(popover).toContainText('No content was found');
    await expect(popover).toContainText('Searched for: xylophone-quasar');
    await expect(options(page)).toHaveCount(0);
    const sections = popover.locator('.tl-search-empty-links a');
    expect(await linkPaths(sections)).toEqual([
      '/products',
      '/Sme-solutions/computer-vision',
      '/Sme-solutions/mes',
      '/download',
    ]);
    await sections.last().click();
    await expect(page).toHaveURL(/\/download$/);
    await expect(popover).toBeHidden();
  });

  test('an empty or whitespace-only query clears the results at once', async ({ page }) => {
    await page.clock.install();
    await open(page);
    await searchFor(page, 'superadmin');
    await expect(options(page)).not.toHaveCount(0);

    // with time stopped, no timer can run: the clearing must not wait for one
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await searchBox(page).fill('   ');
    await expect(searchBar(page)).toHaveAttribute('data-status', 'idle');
    await expect(options(page)).toHaveCount(0);
    await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('.tl-search-popover')).toBeHidden();
  });
});

test('a query typed, pasted or corrected before the page is interactive is searched once it is', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // a slow phone: the prerendered box is there, and typed into, before the scripts arrive
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let releaseScripts = () => {};
  let scriptsHeld = Promise.resolve();
  await page.route(/\.js$/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  // each way acts before the scripts come; "corrected" goes on typing while they load and hydrate
  const ways: [string, (box: ReturnType<typeof searchBox>) => Promise<void>, RegExp][] = [
    ['typed', (box) => box.pressSequentially('Folder'), /^\/products\/folder-icon/],
    ['pasted', (box) => box.fill('superadmin'), /^\/Sme-solutions\/mes\/vue-web/],
    [
      'corrected',
      async (box) => {
        await box.pressSequentially('Foldre');
        releaseScripts();
        await box.press('Backspace');
        await box.press('Backspace');
        await box.pressSequentially('er');
      },
      /^\/products\/folder-icon/,
    ],
  ];
  for (const round of [1, 2]) {
    for (const [way, act, first] of ways) {
      scriptsHeld = new Promise((release) => (releaseScripts = release));
      await page.goto('/products', { waitUntil: 'commit' });
      const box = searchBox(page);
      await box.waitFor();
      const early = await box.evaluate(
        (input) => !Object.keys(input).some((key) => key.startsWith('__reactProps')),
      );
      expect(early, `${way}, round ${round}: the box is there before React`).toBe(true);
      await act(box);
      releaseScripts();
      await expect(searchBar(page), `${way}, round ${round}`).toHaveAttribute(
        'data-status',
        'done',
      );
      await expect(box, `${way}, round ${round}`).toHaveAttribute('aria-expanded', 'true');
      await expect(options(page).first(), `${way}, round ${round}`).toHaveAttribute('href', first);
    }
  }
});

test('get-search-result is sent 200 ms after the last keystroke, not before', async ({ page }) => {
  await page.clock.install();
  await open(page);
  await searchFor(page, 'superadmin'); // loads the data and builds the index
  await searchBox(page).fill('');

  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await searchBox(page).pressSequentially('folder');
  await page.clock.runFor(190);
  await expect(searchBar(page)).toHaveAttribute('data-status', 'waiting');
  await expect(page.locator('.tl-search-popover')).toContainText('Loading...');

  // another keystroke restarts the wait
  await searchBox(page).press('s');
  await page.clock.runFor(190);
  await expect(searchBar(page)).toHaveAttribute('data-status', 'waiting');

  await page.clock.runFor(20);
  await expect(searchBar(page)).toHaveAttribute('data-status', /searching|done/);
  await expect(searchBar(page)).toHaveAttribute('data-status', 'done');
  await expect(options(page).first()).toBeVisible();
});

test('the production worker answers generate-metadata and get-search-result as the spec says', async ({
  page,
}) => {
  await open(page);
  const chunk = page.waitForRequest(/search-worker\.\w+\.async\.js$/);
  await searchBox(page).focus();
  const workerUrl = (await chunk).url();

  // a site written for this test, so that every expected figure follows from the spec's rules;
  // the build's own index writer makes its index, served here below /__search-test/
  const nav = [
    { title: 'Guides', link: '/guides', activePath: '/guides' },
    { title: 'Tools', link: '/tools', activePath: '/tools' },
  ];
  const files = buildSearchFiles([
    {
      title: 'Press',
      link: '/tools/press',
      sections: [
        {
          rawTitle: 'Setup',
          title: 'Setup',
          link: '/tools/press#setup',
          paragraphs: ['Bolt the press to the bench before use.'],
        },
      ],
      demos: [
        {
          link: '/tools/press#vice-demo',
          rawTitle: 'Vice',
          title: 'Vice',
          description: 'Clamp a part to the bench.',
          keywords: [],
        },
      ],
    },
    {
      title: 'Bench guide',
      link: '/guides/bench',
      sections: [
        {
          rawTitle: '',
          title: '',
          link: '/guides/bench',
          paragraphs: ['Sizes for the workshop.'],
        },
        {
          rawTitle: 'Bench height',
          title: 'Bench height',
          link: '/guides/bench#bench-height',
          paragraphs: ['A workshop bench should reach the hips of whoever uses it.'],
        },
      ],
      demos: [],
    },
  ]);
  await serveSearchFiles(page, /\/__search-test\//, files);
  const metadata = { index: '/__search-test/index.json', nav };
  const answers = await page.evaluate(
    async ({ url, metadata }) => {
      const worker = new Worker(url);
      const ask = (message: unknown) =>
        new Promise<unknown>((resolve) => {
          worker.onmessage = (event) => resolve(event.data);
          worker.postMessage(message);
        });
      const built = await ask({ action: 'generate-metadata', args: metadata });
      const found = await ask({ action: 'get-search-result', args: { keywords: '  BENCH ' } });
      worker.terminate();
      return { built, found };
    },
    { url: workerUrl, metadata },
  );

  expect(answers.built).toMatchObject({ action: 'generate-metadata', pages: 2 });
  const plain = (text: string) => ({ text, highlighted: false });
  const marked = (text: string) => ({ text, highlighted: true });
  const bench = [
    plain('A workshop '),
    marked('bench'),
    plain(' should reach the hips of whoever uses it.'),
  ];
  expect(answers.found).toEqual({
    action: 'get-search-result',
    keywords: '  BENCH ',
    batches: 1,
    more: false,
    took: expect.any(Number),
    result: [
      {
        title: 'Guides',
        priority: 0,
        hints: [
          {
            type: 'page',
            link: '/guides/bench',
            priority: 100,
            highlightTitleTexts: [marked('Bench'), plain(' guide')],
            highlightTexts: [plain('Sizes for the workshop.')],
            pageTitle: 'Bench guide',
          },
          {
            type: 'content',
            link: '/guides/bench#bench-height',
            priority: 11,
            highlightTitleTexts: [marked('Bench'), plain(' height')],
            highlightTexts: bench,
            pageTitle: 'Bench guide',
          },
          {
            type: 'title',
            link: '/guides/bench#bench-height',
            priority: 10,
            highlightTitleTexts: [marked('Bench'), plain(' height')],
            highlightTexts: bench,
            pageTitle: 'Bench guide',
          },
        ],
      },
      {
        title: 'Tools',
        priority: 1000,
        hints: [
          {
            type: 'content',
            link: '/tools/press#setup',
            priority: 1,
            highlightTitleTexts: [plain('Setup')],
            // the plain lead is longer than 20 characters: its last 20, after "..."
            highlightTexts: [
              plain('...lt the press to the '),
              marked('bench'),
              plain(' before use.'),
            ],
            pageTitle: 'Press',
          },
          {
            type: 'demo',
            link: '/tools/press#vice-demo',
            priority: 1,
            highlightTitleTexts: [plain('Vice')],
            highlightTexts: [plain('Clamp a part to the '), marked('bench'), plain('.')],
            pageTitle: 'Press',
          },
        ],
      },
    ],
  });
});

test.describe('the spec query rules', () => {
  test('any word matches, case-insensitively, after trimming', async ({ page }) => {
    await open(page);
    await searchFor(page, '  SUPERADMIN   zzqxv  ');
    await expect(options(page).first()).toHaveAttribute('href', /^\/Sme-solutions\/mes\/vue-web/);
    const found = await marks(page).allTextContents();
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((text) => text.toLowerCase() === 'superadmin')).toBe(true);
  });

  for (const special of ['c++', '(', '.*', '[a-z]', 'a|b']) {
    test(`regular-expression characters match literally: ${special}`, async ({ page }) => {
      await open(page);
      await searchFor(page, special);
      const found = await marks(page).allTextContents();
      // read as a pattern, these would match (or break on) nearly every text
      expect(found.every((text) => text.toLowerCase() === special)).toBe(true);
      if (!found.length)
        await expect(page.locator('.tl-search-popover')).toContainText('No content was found');
    });
  }

  test('markup in a query is shown as text and never run', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      dialog.dismiss();
    });
    await open(page);
    const attack = 'superadmin <img src=x onerror="alert(1);window.__searched=1">';
    await searchFor(page, attack);
    await expect(options(page).first()).toBeVisible();
    await expect(searchBox(page)).toHaveValue(attack);
    await expect(page.locator('.tl-search img')).toHaveCount(0);

    const nothing = '<b>zzqxv</b><script>window.__searched=2</script>';
    await searchFor(page, nothing);
    await expect(page.locator('.tl-search-empty-query')).toHaveText(`Searched for: ${nothing}`);
    await expect(page.locator('.tl-search b, .tl-search script')).toHaveCount(0);
    expect(
      await page.evaluate(() => (window as { __searched?: number }).__searched),
    ).toBeUndefined();
    expect(dialogs).toEqual([]);
  });

  test('Chinese: part of the WordCard tagline finds the WordCard page', async ({ page }) => {
    await open(page);
    await searchFor(page, TAGLINE_PART);
    const hint = options(page).filter({ has: page.locator('mark', { hasText: TAGLINE_PART }) });
    await expect(hint.first()).toHaveAttribute('href', /^\/products\/dict-card/);
    await expect(hint.first()).toContainText('最简单、最上瘾的单词卡');
    await hint.first().click();
    await expect(page.locator('article h1')).toHaveText('WordCard');
  });

  test('mixed Chinese and English words find both pages', async ({ page }) => {
    await open(page);
    await searchFor(page, `${TAGLINE_PART} superadmin`);
    const hrefs = await options(page).evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')),
    );
    expect(hrefs.some((href) => href?.startsWith('/products/dict-card'))).toBe(true);
    expect(hrefs.some((href) => href?.startsWith('/Sme-solutions/mes/vue-web'))).toBe(true);
  });
});

test.describe('odd input', () => {
  for (const [name, query] of [
    ['a backslash', '\\'],
    ['a lone quote and brackets', '"]}'],
    ['an emoji', '🦄'],
    ['a very long word', 'superadmin'.repeat(300)],
    ['many words', Array.from({ length: 200 }, (_, i) => `w${i}`).join(' ')],
  ]) {
    test(`${name} is searched literally, and nothing breaks`, async ({ page }) => {
      const errors = collectPageErrors(page);
      await open(page);
      await searchFor(page, query);
      await expect(page.locator('.tl-search-popover')).toContainText('No content was found');
      // the box still works
      await searchFor(page, 'superadmin');
      await expect(options(page).first()).toBeVisible();
      expect(errors).toEqual([]);
    });
  }

  test('whitespace of any kind is no query: the results are cleared', async ({ page }) => {
    await open(page);
    await searchFor(page, 'superadmin');
    await searchBox(page).fill(' \t\u00a0\u3000 ');
    await expect(searchBar(page)).toHaveAttribute('data-status', 'idle');
    await expect(page.locator('.tl-search-popover')).toBeHidden();
  });
});

test.describe('many results', () => {
  test('come in batches: "More results" loads the next hints, up to 20 a group', async ({
    page,
  }) => {
    await serveLargeIndex(page, 'en-US');
    await open(page);
    await searchFor(page, 'widget');
    const more = page.getByRole('button', { name: 'More results' });
    await expect(options(page)).toHaveCount(5);
    await expect(searchBar(page).getByRole('status')).toHaveText('5 results, more available');
    const titles = () => page.locator('.tl-search-hint-title').allTextContents();
    expect(await titles()).toEqual(['Widget 1', 'Widget 2', 'Widget 3', 'Widget 4', 'Widget 5']);

    await more.click();
    await expect(options(page)).toHaveCount(10);
    expect((await titles()).slice(5)).toEqual([
      'Widget 6',
      'Widget 7',
      'Widget 8',
      'Widget 9',
      'Widget 10',
    ]);
    // the first new hint is the active one, and the box keeps the keyboard
    await expect(options(page).nth(5)).toHaveAttribute('aria-selected', 'true');
    await expect(searchBox(page)).toBeFocused();

    // from the keyboard: Tab reaches the control (after the list, which the browser may make a
    // Tab stop of its own as it scrolls), Enter loads the next batch
    for (
      let tab = 0;
      tab < 3 && !(await more.evaluate((el) => el === document.activeElement));
      tab++
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(more).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(options(page)).toHaveCount(15);
    await expect(searchBox(page)).toHaveAttribute(
      'aria-activedescendant',
      (await options(page).nth(10).getAttribute('id'))!,
    );
    await more.click();
    // a group shows its best 20 hints: nothing more to load
    await expect(options(page)).toHaveCount(20);
    await expect(more).toHaveCount(0);
    await expect(searchBar(page).getByRole('status')).toHaveText('20 results');
  });

  test('a new query starts again from the first batch', async ({ page }) => {
    await serveLargeIndex(page, 'en-US');
    await open(page);
    await searchFor(page, 'widget');
    await page.getByRole('button', { name: 'More results' }).click();
    await expect(options(page)).toHaveCount(10);
    await searchFor(page, 'widget 1');
    await expect(options(page)).toHaveCount(5);
  });

  test('the Chinese edition names the control in Chinese', async ({ page }) => {
    await serveLargeIndex(page, 'zh-CN');
    await open(page, '/zh-CN/download');
    await page.getByRole('combobox', { name: '搜索本站' }).fill('widget');
    await expect(searchBar(page)).toHaveAttribute('data-status', 'done');
    await expect(page.getByRole('button', { name: '更多结果' })).toBeVisible();
    await expect(searchBar(page).getByRole('status')).toHaveText('5 条结果，还有更多');
  });
});

test.describe('hints and ranking', () => {
  test('groups follow the nav order: Products, SME Solutions, Download', async ({ page }) => {
    await open(page);
    await searchFor(page, 'folder mes');
    const titles = await page.locator('.tl-search-group-title').allTextContents();
    const navGroups = titles.filter((title) =>
      ['Products', 'SME Solutions', 'Download'].includes(title),
    );
    expect(navGroups).toEqual(['Products', 'SME Solutions', 'Download']);
  });

  test('a page-title match (weight 100) leads its group, as a page hint', async ({ page }) => {
    await open(page);
    await searchFor(page, 'superadmin vue');
    const group = page.getByRole('group', { name: 'SME Solutions' });
    const first = group.getByRole('option').first();
    await expect(first).toHaveAttribute('data-type', 'page');
    await expect(first).toHaveAttribute('href', '/Sme-solutions/mes/vue-web');
    await expect(first.locator('.tl-search-hint-title mark')).toHaveText(['Vue']);
  });

  test('a section-title match is a title hint linking to its anchor', async ({ page }) => {
    await open(page);
    await searchFor(page, 'menu');
    const hint = page.locator('[data-type="title"][href="/Sme-solutions/mes/vue-web#-menu"]');
    await expect(hint).toBeVisible();
    await expect(hint.locator('.tl-search-hint-title mark')).toHaveText(['Menu']);
    await expect(hint.locator('.tl-search-hint-page')).toHaveText(' · Vue Web');
  });

  test('a text match is a content hint, highlighted, its long lead trimmed to "..." + 20', async ({
    page,
  }) => {
    await open(page);
    await searchFor(page, 'the');
    const texts = page.locator('[data-type="content"] .tl-search-hint-text');
    await expect(texts.first()).toBeVisible();
    const leads = await texts.evaluateAll((nodes) =>
      nodes.map((node) => ({
        first: node.firstElementChild?.textContent ?? '',
        firstIsMark: node.firstElementChild?.tagName === 'MARK',
        parts: node.children.length,
      })),
    );
    const trimmed = leads.filter((lead) => lead.first.startsWith('...'));
    expect(trimmed.length).toBeGreaterThan(0);
    for (const lead of leads) {
      if (lead.parts > 1 && !lead.firstIsMark) expect(lead.first.length).toBeLessThanOrEqual(23);
    }
    for (const lead of trimmed) expect(lead.first).toHaveLength(23);
  });

  test('a demo is found as a demo hint that opens its demo block', async ({ page }) => {
    await open(page);
    await searchFor(page, 'card');
    const demo = page.locator(
      `[data-type="demo"][href="/products/dict-card#${WORD_CARD_DEMO_ID}"]`,
    );
    await expect(demo).toBeVisible();
    await demo.click();
    await expect(page).toHaveURL(new RegExp(`/products/dict-card#${WORD_CARD_DEMO_ID}$`));
    await expect(page.locator(`[id="${WORD_CARD_DEMO_ID}"]`)).toBeAttached();
  });
});

test.describe('keyboard', () => {
  test('Ctrl+K and "/" focus the search box, but "/" typed in a text field stays there', async ({
    page,
  }) => {
    await open(page);
    await page.keyboard.press('Control+k');
    await expect(searchBox(page)).toBeFocused();
    await searchBox(page).blur();
    await page.keyboard.press('Meta+k');
    await expect(searchBox(page)).toBeFocused();
    await searchBox(page).blur();
    await page.keyboard.press('/');
    await expect(searchBox(page)).toBeFocused();
    await expect(searchBox(page)).toHaveValue('');

    await page.keyboard.type('go/');
    await expect(searchBox(page)).toHaveValue('go/');

    // a text field of the page's own (as a live demo might have)
    await page.evaluate(() => {
      const field = document.createElement('input');
      field.id = 'other-field';
      document.querySelector('article')!.prepend(field);
    });
    await page.locator('#other-field').focus();
    await page.keyboard.type('a/b');
    await expect(page.locator('#other-field')).toHaveValue('a/b');
    await expect(page.locator('#other-field')).toBeFocused();
  });

  test('on a phone, Ctrl+K and "/" open the menu the search box is in and focus it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await open(page);
    const menuButton = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    for (const shortcut of ['Control+k', '/']) {
      await page.keyboard.press(shortcut);
      await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
      await expect(searchBox(page)).toBeFocused();
      await page.keyboard.type('go');
      await expect(searchBox(page)).toHaveValue('go');
      await searchBox(page).fill('');
      // Escape closes the hints, then the menu
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    }
  });

  test('arrow keys move through the hints, Enter opens the active one', async ({ page }) => {
    await open(page);
    await searchBox(page).focus();
    await searchFor(page, 'folder mes');
    const all = options(page);
    const count = await all.count();
    expect(count).toBeGreaterThan(2);
    const box = searchBox(page);
    await expect(box).not.toHaveAttribute('aria-activedescendant');

    await box.press('ArrowDown');
    await expect(all.nth(0)).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute(
      'aria-activedescendant',
      (await all.nth(0).getAttribute('id'))!,
    );
    await box.press('ArrowDown');
    await expect(all.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(all.nth(0)).toHaveAttribute('aria-selected', 'false');
    await box.press('ArrowUp');
    await box.press('ArrowUp'); // wraps to the last hint
    await expect(all.nth(count - 1)).toHaveAttribute('aria-selected', 'true');
    await box.press('ArrowDown'); // and back to the first
    await box.press('ArrowDown');
    const target = (await all.nth(1).getAttribute('href'))!;
    await box.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname + url.search + url.hash === target);
    await expect(page.locator('.tl-search-popover')).toBeHidden();
  });

  test('Escape closes the results and gives focus back', async ({ page }) => {
    await open(page, '/products/folder-icon');
    const sidebarLink = page.locator('.dumi-default-sidebar a').first();
    await sidebarLink.focus();
    await page.keyboard.press('/');
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.type('superadmin');
    await expect(options(page).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('.tl-search-popover')).toBeHidden();
    await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebarLink).toBeFocused();
  });
});

test.describe('accessibility', () => {
  test('combobox, listbox and options, and a polite count for screen readers', async ({ page }) => {
    await open(page);
    const box = searchBox(page);
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveAttribute('aria-autocomplete', 'list');
    const listboxId = (await box.getAttribute('aria-controls'))!;
    await expect(page.locator(`[id="${listboxId}"]`)).toHaveAttribute('role', 'listbox');

    await searchFor(page, 'mes');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const count = await options(page).count();
    expect(count).toBeGreaterThan(1);
    const status = searchBar(page).getByRole('status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(status).toHaveText(`${count} results`);
    await expect(page.getByRole('listbox').getByRole('group').first()).toHaveAccessibleName(/.+/);

    await searchFor(page, 'zzqxv');
    await expect(status).toHaveText('No content was found');
  });
});

test.describe('mobile header', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu holds a working search box', async ({ page }) => {
    await open(page, '/products');
    await expect(searchBox(page)).toBeHidden();
    await page.locator('.dumi-default-header-menu-btn').click();
    await expect(searchBox(page)).toBeVisible();
    await searchBox(page).click();
    await searchBox(page).fill(TAGLINE_PART);
    const hint = options(page).first();
    await expect(hint).toBeVisible();
    const box = await hint.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    await hint.click();
    await expect(page.locator('article h1')).toHaveText('WordCard');
    await expect(searchBox(page)).toBeHidden(); // the menu closed on the way
  });
});

test.describe('a chosen hint marks the query’s words in its section', () => {
  const QUERY = 'SuperAdmin 权限';
  const SECTION = '/zh-CN/Sme-solutions/mes/vue-web#-system-platforms';
  /** The marks the page has: the text of each, and whether the first is in the window. */
  const markedWords = (page: Page) =>
    page.evaluate(() => {
      const ranges = [...(CSS.highlights.get('tl-search-match')?.values() ?? [])] as Range[];
      const first = ranges[0]?.getBoundingClientRect();
      return {
        texts: ranges.map((range) => range.toString()),
        firstInView: !!first && first.top >= 0 && first.bottom <= window.innerHeight,
      };
    });
  /** How often each word stands in the section's text, read from the page itself. */
  const occurrencesInSection = (page: Page) =>
    page.evaluate(() => {
      const heading = document.getElementById('-system-platforms')!;
      let text = '';
      for (let node = heading as Element | null; node; node = node.nextElementSibling) {
        if (node !== heading && /^H[1-2]$/.test(node.tagName)) break;
        text += ` ${node.textContent}`;
      }
      const count = (word: string) => text.toLowerCase().split(word).length - 1;
      return count('superadmin') + count('权限');
    });

  async function choose(page: Page) {
    // the Chinese edition's box, named in Chinese
    await page.locator('.tl-search-input').fill(QUERY);
    await expect(searchBar(page)).toHaveAttribute('data-status', 'done');
    await options(page)
      .and(page.locator(`[href="${SECTION}"]`))
      .first()
      .click();
    await expect(page).toHaveURL(SECTION);
  }

  test('every word of a two-word query, one of them Chinese, is marked there; Escape clears them', async ({
    page,
  }) => {
    await open(page, '/zh-CN/download');
    await choose(page);
    await expect.poll(async () => (await markedWords(page)).texts.length).toBeGreaterThan(1);
    const { texts } = await markedWords(page);
    expect(new Set(texts.map((text) => text.toLowerCase()))).toEqual(
      new Set(['superadmin', '权限']),
    );
    expect(texts).toHaveLength(await occurrencesInSection(page));
    // the page may still be scrolling to the section
    await expect.poll(async () => (await markedWords(page)).firstInView).toBe(true);
    // the page's own DOM is as React made it: no element was added for a mark
    await expect(page.locator('article mark')).toHaveCount(0);

    await page.keyboard.press('Escape');
    expect((await markedWords(page)).texts).toEqual([]);
  });

  test('the next move clears them, and a reload or a shared link shows the section unmarked', async ({
    page,
  }) => {
    await open(page, '/zh-CN/download');
    await choose(page);
    await expect.poll(async () => (await markedWords(page)).texts.length).toBeGreaterThan(0);
    const firstLink = page.locator('.dumi-default-sidebar').getByRole('link').first();
    await firstLink.click();
    // the page's listeners hear of the move when the next page is shown, not when the address changes
    await expect(firstLink).toHaveAttribute('aria-current', 'page');
    expect((await markedWords(page)).texts).toEqual([]);

    await page.goto(SECTION);
    await expect(page.locator('#-system-platforms')).toBeInViewport();
    await caughtUp(page);
    expect((await markedWords(page)).texts).toEqual([]);
    await page.reload();
    await caughtUp(page);
    expect((await markedWords(page)).texts).toEqual([]);
  });
});
