import { expect, test as base } from '@playwright/test';
import {
  ALL_ROUTES,
  DATA_BOARD_DEMO_IDS,
  SITE_NAME,
  UI_TEXTS,
  WORD_CARD_DEMO_ID,
} from '../spec-routes';
import { FIXTURES_URL } from '../fixtures/server';
import { SITE_URL, type EnginePage } from './engine';
import {
  attributeOf,
  currentAddress,
  fadeOver,
  isHydrated,
  layoutFaults,
  markedWords,
  pageSettled,
  prerenderedMainKept,
  sidewaysScroll,
  textOf,
} from './page-probes';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };

/** Polls a probe in the page until the assertion holds (between two documents it answers undefined). */
const probe = <T, A extends unknown[]>(engine: EnginePage, fn: (...args: A) => T, ...args: A) =>
  expect.poll(() => engine.evaluate(fn, ...args).catch(() => undefined), {
    intervals: [50],
    timeout: 15_000,
  });

/** Waits until an in-app move has shown the page titled `title` and its cross-fade is over. */
async function arrived(engine: EnginePage, title: string) {
  await probe(engine, textOf, 'article h1').toBe(title);
  await probe(engine, fadeOver).toBe(true);
}

/** Loads a path and waits until the page has hydrated, demos included, with no chunk on its way. */
async function open(engine: EnginePage, path: string) {
  await engine.goto(path);
  await expect
    .poll(() => engine.evaluate(pageSettled).catch(() => false), {
      message: `${path} hydrates and loads its demos`,
      timeout: 20_000,
      intervals: [50],
    })
    .toBe(true);
}

/**
 * At 1280 px and at 375 px (then back at 1280): the page is no wider than the window, and nothing
 * is out of line in the header or cut off (page-probes.ts, layoutFaults).
 */
async function expectLaidOut(engine: EnginePage) {
  for (const size of [DESKTOP, PHONE]) {
    await engine.setViewport(size.width, size.height);
    await expect
      .poll(() => engine.evaluate(sidewaysScroll), {
        message: `no sideways scroll at ${size.width} px`,
        timeout: 3_000,
        intervals: [100],
      })
      .toBeNull();
    await expect
      .poll(() => engine.evaluate(layoutFaults), {
        message: `header in line, no text cut off at ${size.width} px`,
        timeout: 3_000,
        intervals: [100],
      })
      .toEqual([]);
  }
  await engine.setViewport(DESKTOP.width, DESKTOP.height);
}

/** Set on `window` before an in-app navigation: still there after it if the document was kept. */
const markDocument = () => {
  (window as unknown as { __tlSameDocument: boolean }).__tlSameDocument = true;
};
const documentKept = () =>
  (window as unknown as { __tlSameDocument?: boolean }).__tlSameDocument === true;

/**
 * The site in a browser engine other than Playwright's Chromium: every route of both editions,
 * then search and its marks, in-app navigation, the colour switch, live-demo edits, the 404 pages,
 * early clicks and typing, and (in a second session, on the fixture build) a stale translation's
 * note. One browser session serves every test of the engine, in order, in one worker.
 */
export function defineEngineChecks(name: string, launch: (siteUrl: string) => Promise<EnginePage>) {
  const session = (
    siteUrl: string,
  ): [
    (args: object, use: (engine: EnginePage) => Promise<void>) => Promise<void>,
    { scope: 'worker'; timeout: number },
  ] => [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use: (engine: EnginePage) => Promise<void>) => {
      const engine = await launch(siteUrl);
      try {
        await use(engine);
      } finally {
        await engine.close();
      }
    },
    // both engines start while the rest of the suite runs: on a busy 2-core machine a cold
    // start of Firefox or WebKitWebDriver has taken more than a minute
    { scope: 'worker', timeout: 120_000 },
  ];
  // the fixture build's session starts only for the test that asks for it
  const test = base.extend<object, { engine: EnginePage; fixtureEngine: EnginePage }>({
    engine: session(SITE_URL),
    fixtureEngine: session(FIXTURES_URL),
  });

  test.describe(name, () => {
    // in order in one worker and one browser session; a failure starts a fresh session. Each
    // step goes through the engine's protocol: a busy machine needs more than the usual 30 s
    test.describe.configure({ mode: 'default', timeout: 60_000 });

    test.beforeEach(async ({ engine }) => {
      test.info().annotations.push({ type: 'engine', description: engine.version });
      engine.slowDown(null);
      await engine.setViewport(DESKTOP.width, DESKTOP.height);
      await engine.problems(); // anything left by a test that failed half-way
    });

    for (const route of ALL_ROUTES) {
      test(`${route.path}: hydrates its prerendered page with no error, laid out at a laptop's and a phone's width`, async ({
        engine,
      }) => {
        await open(engine, route.path);
        expect(await engine.evaluate(() => document.title)).toBe(
          route.title ? `${route.title} - ${SITE_NAME}` : SITE_NAME,
        );
        expect(
          await engine.evaluate(prerenderedMainKept),
          'React kept the prerendered <main>',
        ).toBe(true);
        await expectLaidOut(engine);
        expect(await engine.problems()).toEqual([]);
      });
    }

    test('search finds a page and opens it in the app; a query with no match says so', async ({
      engine,
    }) => {
      await open(engine, '/download');
      await engine.evaluate(markDocument);
      await engine.type('.tl-search-input', 'superadmin');
      await probe(engine, attributeOf, '.tl-search', 'data-status').toBe('done');
      const firstHit = '[role="listbox"] [role="option"]';
      await probe(engine, attributeOf, firstHit, 'href').toMatch(/^\/Sme-solutions\/mes\/vue-web/);
      await engine.click(firstHit);
      await probe(engine, currentAddress).toMatch(/^\/Sme-solutions\/mes\/vue-web/);
      await arrived(engine, 'Vue Web');
      expect(await engine.evaluate(documentKept), 'no page reload').toBe(true);

      await engine.replaceIn('.tl-search-input', 'superadmin', 'xylophone-quasar');
      await probe(engine, textOf, '.tl-search-popover').toContain(UI_TEXTS.en.noResults);
      await engine.press('Escape');

      // the Chinese edition searches its own pages
      await open(engine, '/zh-CN/download');
      await engine.type('.tl-search-input', '上瘾');
      await probe(engine, attributeOf, '.tl-search', 'data-status').toBe('done');
      await probe(engine, attributeOf, firstHit, 'href').toMatch(/^\/zh-CN\/products\/dict-card/);
      expect(await engine.problems()).toEqual([]);
    });

    test('in-app navigation: sidebar, header, next page and back, without a reload', async ({
      engine,
    }) => {
      await open(engine, '/products');
      await engine.evaluate(markDocument);
      await engine.click('.dumi-default-sidebar a[href="/products/folder-icon"]');
      await probe(engine, currentAddress).toBe('/products/folder-icon');
      await arrived(engine, 'Folder Icon');
      await engine.click('.dumi-default-content-footer a[data-next]');
      await probe(engine, currentAddress).toBe('/products/dict-card');
      await arrived(engine, 'WordCard');
      // read down the page, then leave it: back brings it back where it was left, every time
      const scrolled = () => Math.round(window.scrollY);
      await engine.evaluate(() => window.scrollTo(0, 400));
      await probe(engine, scrolled).toBe(400);
      // a click from the page itself: a driver's click would first scroll the link into view
      await engine.evaluate(() =>
        document.querySelector<HTMLElement>('header a[href="/download"]')!.click(),
      );
      await probe(engine, currentAddress).toBe('/download');
      await arrived(engine, 'Download');
      await engine.evaluate(() => history.back());
      await probe(engine, currentAddress).toBe('/products/dict-card');
      await arrived(engine, 'WordCard');
      await probe(engine, scrolled).toBe(400);
      await engine.evaluate(() => history.forward());
      await arrived(engine, 'Download');
      await engine.evaluate(() => history.back());
      await arrived(engine, 'WordCard');
      await probe(engine, scrolled).toBe(400);
      expect(await engine.evaluate(documentKept), 'no page reload').toBe(true);
      // a reload is the browser's to put back, as on any site; once no chunk is on its way,
      // which a reload would cut off as a failed load
      await probe(engine, pageSettled).toBe(true);
      await engine.evaluate(() => void setTimeout(() => location.reload()));
      await probe(engine, documentKept).toBe(false);
      await probe(engine, () => document.readyState).toBe('complete');
      await probe(engine, scrolled).toBe(400);
      expect(await engine.problems()).toEqual([]);
    });

    test('the colour switch applies the choice, stores it, and the next page keeps it', async ({
      engine,
    }) => {
      const colourSwitch = '.dumi-default-color-switch select';
      const shownColour = () => probe(engine, attributeOf, 'html', 'data-prefers-color');
      const stored = () => engine.evaluate(() => localStorage.getItem('dumi:prefers-color'));
      await open(engine, '/products');
      await engine.choose(colourSwitch, 'dark');
      await shownColour().toBe('dark');
      expect(await stored()).toBe('dark');

      await open(engine, '/zh-CN/download');
      await shownColour().toBe('dark');
      await probe(
        engine,
        () =>
          (document.querySelector('.dumi-default-color-switch select') as HTMLSelectElement).value,
      ).toBe('dark');
      await engine.choose(colourSwitch, 'light');
      await shownColour().toBe('light');
      await engine.choose(colourSwitch, 'auto');
      const system = await engine.evaluate(() =>
        matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light',
      );
      await shownColour().toBe(system);
      expect(await stored()).toBe('auto');
      expect(await engine.problems()).toEqual([]);
    });

    test('two live-demo edits in a row each show in the demo', async ({ engine }) => {
      const block = `[id="${DATA_BOARD_DEMO_IDS.tiles}"]`;
      const editor = `${block} textarea`;
      const preview = `${block} .dumi-default-previewer-demo`;
      await open(engine, '/Sme-solutions/mes/data-board');
      await engine.click(`${block} button[aria-label="Show Code"]`);
      await probe(engine, (selector) => document.querySelector(selector) !== null, editor).toBe(
        true,
      );
      // a tile's label changed, then changed again, as a visitor edits the code
      let label = 'Units produced';
      for (const edited of ['First edit in the engine', 'Second edit in the engine']) {
        await engine.replaceIn(editor, label, edited);
        await expect
          .poll(() => engine.evaluate(textOf, preview), { timeout: 20_000, intervals: [100] })
          .toContain(edited);
        label = edited;
      }
      expect(await engine.evaluate(textOf, preview)).not.toContain('First edit');
      expect(
        await engine.evaluate(textOf, `${block} .dumi-default-previewer-demo-error`),
      ).toBeNull();
      expect(await engine.problems()).toEqual([]);
    });

    for (const [path, texts, home] of [
      ['/no-such-page', UI_TEXTS.en, '/'],
      ['/zh-CN/no-such-page', UI_TEXTS['zh-CN'], '/zh-CN'],
    ] as const) {
      test(`the 404 page at ${path} says so and leads home`, async ({ engine }) => {
        await open(engine, path);
        await probe(engine, textOf, 'main').toContain(texts.notFound);
        await expectLaidOut(engine);
        await engine.click(`main a[href="${home}"]`);
        await probe(engine, currentAddress).toBe(home);
        await probe(engine, textOf, '.tl-hero-title').toBe(SITE_NAME);
        expect(await engine.problems()).toEqual([]);
      });
    }

    for (const [page, demo] of [
      ['/products/dict-card', WORD_CARD_DEMO_ID],
      ['/Sme-solutions/mes/data-board', DATA_BOARD_DEMO_IDS.board],
    ] as const) {
      test(`"Show Code" on ${page} acts on a click made as soon as the page has hydrated`, async ({
        engine,
      }) => {
        // the page's code and its demos' code come late, as on a slow connection
        engine.slowDown(/\.async\.js$/, 600);
        const toggle = `[id="${demo}"] .tl-demo-actions > button:last-of-type`;
        await engine.goto(page);
        await expect
          .poll(() => engine.evaluate(isHydrated, 'main').catch(() => false), {
            intervals: [20],
            timeout: 20_000,
          })
          .toBe(true);
        const label = await engine.evaluate(attributeOf, toggle, 'aria-label');
        expect(label, (await engine.problems()).join('\n')).toBe('Show Code');
        await engine.click(toggle);
        await probe(engine, attributeOf, toggle, 'aria-label').toBe('Hide Code');
        await probe(engine, textOf, `[id="${demo}"] .dumi-default-previewer-sources`).toContain(
          "from 'tessera-lab-site'",
        );
        await probe(engine, pageSettled).toBe(true);
        expect(await engine.problems()).toEqual([]);
      });
    }

    test('a chosen hint marks the words of the query in its section; Escape clears them', async ({
      engine,
    }) => {
      const section = '/zh-CN/Sme-solutions/mes/vue-web#-system-platforms';
      await open(engine, '/zh-CN/download');
      await engine.type('.tl-search-input', 'SuperAdmin 权限');
      await probe(engine, attributeOf, '.tl-search', 'data-status').toBe('done');
      await engine.click(`[role="listbox"] [role="option"][href="${section}"]`);
      await probe(engine, currentAddress).toBe(section);
      await probe(engine, markedWords).toEqual(['superadmin', '权限']);
      await engine.press('Escape');
      await probe(engine, markedWords).toEqual([]);
      expect(await engine.problems()).toEqual([]);
    });

    test('a translation behind its English page says so, before and after hydration', async ({
      fixtureEngine,
    }) => {
      await open(fixtureEngine, '/zh-CN/translation-behind');
      expect(await fixtureEngine.evaluate(prerenderedMainKept), 'React kept the page').toBe(true);
      expect(await fixtureEngine.evaluate(textOf, '.tl-translation-note')).toMatch(
        /^英文原文已于 \d{4}年\d{1,2}月\d{1,2}日 更新，本译文尚未跟进。/,
      );
      expect(await fixtureEngine.evaluate(attributeOf, '.tl-translation-note', 'role')).toBe(
        'status',
      );
      expect(await fixtureEngine.problems()).toEqual([]);
    });

    test('a query typed before the page is interactive is searched once it is, every time', async ({
      engine,
    }) => {
      await open(engine, '/products');
      // the entry runs, but the page's own code comes late: the box is there before React is
      engine.slowDown(/\.async\.js$/, 600);
      for (const [attempt, query] of ['Folder', 'superadmin', 'Folder', 'superadmin'].entries()) {
        // the engine's own navigation would wait for the load event, which waits for the chunks
        await engine.evaluate(markDocument);
        await engine.evaluate((to) => location.assign(to), attempt % 2 ? '/products' : '/download');
        const parsed = () =>
          !(window as unknown as { __tlSameDocument?: boolean }).__tlSameDocument &&
          document.readyState !== 'loading';
        await probe(engine, parsed).toBe(true);
        const interactive = await engine.evaluate(isHydrated, 'main').catch(() => true);
        await engine.type('.tl-search-input', query);
        await probe(engine, attributeOf, '.tl-search', 'data-status').toBe('done');
        const firstHit = '[role="listbox"] [role="option"]';
        await probe(engine, attributeOf, firstHit, 'href').toMatch(/^\/(products|Sme-solutions)/);
        expect(interactive, `attempt ${attempt}: typed before the page was interactive`).toBe(
          false,
        );
      }
      engine.slowDown(null);
      expect(await engine.problems()).toEqual([]);
    });

    test('another page opened while one is still loading is the page that stays', async ({
      engine,
    }) => {
      engine.slowDown(/\.async\.js$/, 800);
      await engine.goto('/products/dict-card');
      // the app has started and asked for the page's chunks, which are on their way
      await probe(engine, () => document.querySelector('script[data-webpack]') !== null).toBe(true);
      await engine.goto('/download');
      engine.slowDown(null);
      await probe(engine, pageSettled).toBe(true);
      // the page left behind had its downloads cancelled: it must not reload itself over this one
      expect((await engine.servedPages()).slice(-2)).toEqual(['/products/dict-card', '/download']);
      expect(await engine.evaluate(currentAddress)).toBe('/download');
      expect(await engine.evaluate(textOf, 'article h1')).toBe('Download');
      expect(await engine.problems()).toEqual([]);
    });
  });
}
