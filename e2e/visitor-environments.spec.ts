import { test as base, expect, type Page } from '@playwright/test';
import { requestsSettled, test } from './app-test';
import { ALL_ROUTES, DATA_BOARD_DEMO_IDS, WORD_CARD_DEMO_ID } from './spec-routes';
import { collectPageErrors, gate, hydrated } from './support';

/**
 * Every route, opened by visitors whose browsers differ in what a prerendered page cannot know:
 * language, time zone, colour scheme, motion preference, screen and input. Each page must hydrate
 * the prerendered markup as it is (React keeps the server's elements) with no error at all.
 */
const PROFILES = {
  'en-US in UTC, desktop': { locale: 'en-US', timezoneId: 'UTC' },
  'phone with touch (412 px, scale 2.6), reduced motion': {
    locale: 'en-US',
    reducedMotion: 'reduce',
    viewport: { width: 412, height: 915 },
    deviceScaleFactor: 2.6,
    isMobile: true,
    hasTouch: true,
  },
  'de-DE in Berlin': { locale: 'de-DE', timezoneId: 'Europe/Berlin' },
  'ar-EG in Cairo': { locale: 'ar-EG', timezoneId: 'Africa/Cairo' },
  'he-IL in Jerusalem': { locale: 'he-IL', timezoneId: 'Asia/Jerusalem' },
  'zh-CN in Shanghai': { locale: 'zh-CN', timezoneId: 'Asia/Shanghai' },
  'ja-JP in Tokyo, dark scheme': {
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    colorScheme: 'dark',
  },
} as const;

/** Tags the `<main>` the HTML parser creates, before any app script can run. */
async function tagPrerenderedMain(page: Page) {
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      const main = document.querySelector('main');
      if (!main) return;
      (main as unknown as { __prerendered: boolean }).__prerendered = true;
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

/** Whether React runs the page on the very `<main>` element that came with the HTML. */
const hydratedInPlace = (page: Page) =>
  page.evaluate(() => {
    const main = document.querySelector('main') as
      (HTMLElement & { __prerendered?: boolean }) | null;
    return Boolean(
      main?.__prerendered && Object.keys(main).some((key) => key.startsWith('__reactFiber')),
    );
  });

/** Uncaught errors and console errors of a page from now on, each with the address it was at. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${page.url()}: ${message.text()}`);
  });
  return problems;
}

for (const [name, profile] of Object.entries(PROFILES)) {
  test.describe(name, () => {
    test.use(profile);

    test('every route hydrates its prerendered page with no error', async ({ page }) => {
      test.slow(); // every route in one test
      const problems = collectProblems(page);
      await tagPrerenderedMain(page);
      for (const route of ALL_ROUTES) {
        await page.goto(route.path);
        await requestsSettled(page);
        expect(await hydratedInPlace(page), `${route.path} was rendered afresh`).toBe(true);
      }
      expect(problems).toEqual([]);
    });
  });
}

/**
 * What some browsers report as `navigator.language(s)`: WebKitGTK on a system with the C locale
 * says "C", embedded views have given POSIX names or nothing; none of these is a tag `Intl`
 * accepts, and the figures fall back to en-US ("en_US" is read as en-US). An extension tag is
 * valid and is followed.
 */
const ODD_LANGUAGES = [
  { reported: '', figure: '1,260 pcs' },
  { reported: 'C', figure: '1,260 pcs' },
  { reported: 'C.UTF-8', figure: '1,260 pcs' },
  { reported: 'en_US', figure: '1,260 pcs' },
  { reported: 'x-invalid', figure: '1,260 pcs' },
  { reported: 'ar-EG-u-nu-arab', figure: '١٬٢٦٠ pcs' },
];

test.describe('a browser language that is not a valid tag', () => {
  for (const { reported, figure } of ODD_LANGUAGES) {
    test(`navigator.language "${reported}": no error, figures and dates in a valid locale`, async ({
      page,
    }) => {
      const problems = collectProblems(page);
      await page.addInitScript((language) => {
        Object.defineProperty(Navigator.prototype, 'language', { get: () => language });
        Object.defineProperty(Navigator.prototype, 'languages', {
          get: () => (language ? [language] : []),
        });
      }, reported);
      await tagPrerenderedMain(page);
      // the pages that format for the visitor: dates in every footer, figures in the KPI demos
      for (const path of [
        '/',
        '/products/dict-card',
        '/zh-CN/Sme-solutions/mes/data-board',
        '/Sme-solutions/mes/data-board',
      ]) {
        await page.goto(path);
        await requestsSettled(page);
        expect(await hydratedInPlace(page), `${path} was rendered afresh`).toBe(true);
      }
      await expect(page.locator(`[id="${DATA_BOARD_DEMO_IDS.tiles}"]`)).toContainText(figure);
      await expect(page.locator('.tl-demo-crash')).toHaveCount(0);
      // the footer's date, once the page runs, is in the browser's own format (en-US here), no
      // longer the prerendered UTC text
      const date = page.locator('.dumi-default-content-footer time');
      await expect(date).not.toContainText('UTC');
      await expect(date).toHaveText(/^\d{1,2}\/\d{1,2}\/\d{2}, \d{1,2}:\d{2}\s[AP]M$/);
      expect(problems).toEqual([]);
    });
  }
});

test.describe('a right-to-left browser language', () => {
  for (const { locale, timezoneId, figure, date } of [
    {
      locale: 'he-IL',
      timezoneId: 'Asia/Jerusalem',
      figure: '1,260 pcs',
      date: /^\d{1,2}\.\d{1,2}\.\d{4}/,
    },
    { locale: 'ar-EG', timezoneId: 'Africa/Cairo', figure: '١٬٢٦٠ pcs', date: /^[٠-٩]/ },
  ]) {
    test.describe(locale, () => {
      test.use({ locale, timezoneId });
      test(`the pages keep their own direction and stay readable, with ${locale} figures and dates`, async ({
        page,
      }) => {
        const problems = collectPageErrors(page);
        for (const [path, lang] of [
          ['/Sme-solutions/mes/data-board', 'en'],
          ['/zh-CN/Sme-solutions/mes/data-board', 'zh-CN'],
        ] as const) {
          for (const width of [1280, 375]) {
            await page.setViewportSize({ width, height: 800 });
            await page.goto(path);
            await requestsSettled(page);
            // the page is in its edition's language, written left to right, whatever the visitor's
            await expect(page.locator('html')).toHaveAttribute('lang', lang);
            const layout = await page.evaluate(() => ({
              direction: getComputedStyle(document.querySelector('main')!).direction,
              alignedRight: ['right', 'end'].includes(
                getComputedStyle(document.querySelector('article p')!).textAlign,
              ),
              sideways: document.documentElement.scrollWidth > document.documentElement.clientWidth,
            }));
            expect(layout, `${path} at ${width} px`).toEqual({
              direction: 'ltr',
              alignedRight: false,
              sideways: false,
            });
            await expect(page.locator('article h1')).toBeInViewport();
          }
        }
        // on the English page, figures and dates follow the visitor's language
        await page.goto('/Sme-solutions/mes/data-board');
        await expect(page.locator(`[id="${DATA_BOARD_DEMO_IDS.tiles}"]`)).toContainText(figure);
        await expect(page.locator('.dumi-default-content-footer time')).toHaveText(date);
        expect(problems).toEqual([]);
      });
    });
  }
});

test.describe('numbers after hydration', () => {
  for (const [locale, figure] of [
    ['de-DE', '1.260 pcs'],
    ['ar-EG', '١٬٢٦٠ pcs'],
    ['en-US', '1,260 pcs'],
  ] as const) {
    test(`the KPI tiles show ${locale} numbers once the page runs`, async ({ browser }) => {
      const context = await browser.newContext({ locale });
      const page = await context.newPage();
      const response = await page.goto('/Sme-solutions/mes/data-board');
      // the prerendered page has the same numbers for everyone
      expect(await response!.text()).toContain('1,260 pcs');
      const tiles = page.locator(`[id="${DATA_BOARD_DEMO_IDS.tiles}"]`);
      await expect(tiles).toContainText(figure);
      await context.close();
    });
  }
});

test.describe('a visitor who acts before the page has finished hydrating', () => {
  // the code of the page and its demos arrives late, as on a slow connection
  test.beforeEach(async ({ page }) => {
    await page.route(/\.async\.js$/, async (route) => {
      await new Promise((done) => setTimeout(done, 800));
      await route.continue();
    });
  });

  for (const [what, target] of [
    ['a demo title', 'a[href="#docs-products-dict-card-demo-word-card-deck"]'],
    ['a heading anchor', 'article h2 a[href^="#"]'],
  ] as const) {
    test(`clicking ${what} keeps the prerendered page and raises no error`, async ({ page }) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
      await tagPrerenderedMain(page);
      await page.goto('/products/dict-card');
      await page.locator(target).first().click();
      await expect(page).toHaveURL(/#/);
      // the demos arrive, hydrate in place and work
      const card = page.getByRole('button', { name: /^resilient\b/ });
      await (await hydrated(card)).click();
      await expect(page.getByText('able to recover quickly from difficulty')).toBeVisible();
      expect(await hydratedInPlace(page)).toBe(true);
      await page.goBack();
      await expect(page).toHaveURL(/\/products\/dict-card$/);
      expect(problems).toEqual([]);
    });
  }
});

test.describe('a click on a control that is on screen but not yet live', () => {
  const toggle = (page: Page, id: string) =>
    page.locator(`[id="${id}"] .tl-demo-actions > button`).last();

  test('"Show Code" clicked while its demo\'s code is on its way acts once the code is there', async ({
    page,
  }) => {
    const problems = collectPageErrors(page);
    // the scripts with the WordCard page's demos wait until the test lets them through
    const { released, release } = gate();
    const held: string[] = [];
    await page.route(/\.async\.js$/, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('able to recover quickly from difficulty')) {
        held.push(route.request().url());
        await released;
      }
      await route.fulfill({ response, body });
    });
    await page.goto('/products/dict-card');
    await hydrated(page.locator('main'));
    await expect.poll(() => held.length).toBeGreaterThan(0);

    // two impatient clicks on a button that looks ready: the code view opens once
    const button = toggle(page, WORD_CARD_DEMO_ID);
    await expect(button).toHaveAttribute('aria-label', 'Show Code');
    await button.click();
    await button.click();
    await expect(button).toHaveAttribute('aria-label', 'Show Code');
    release();
    await expect(button).toHaveAttribute('aria-label', 'Hide Code');
    const sources = page.locator(`[id="${WORD_CARD_DEMO_ID}"] .dumi-default-previewer-sources`);
    await expect(sources).toContainText("from 'tessera-lab-site'");
    // and from then on it works as any button
    await button.click();
    await expect(button).toHaveAttribute('aria-label', 'Show Code');
    await expect(sources).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  // Playwright's own `test`: this page.goto must not wait for the app, which is held back
  base(
    'a click and a colour choice made before the app has started act once it has',
    async ({ page }) => {
      const problems = collectPageErrors(page);
      // the entry script, which starts the app, waits until the test lets it through
      const { released, release } = gate();
      let entryHeld = false;
      await page.route(/\/umi\.[\w]+\.js$/, async (route) => {
        entryHeld = true;
        await released;
        await route.continue();
      });
      test.slow();
      // a slow phone (Lighthouse's four-fold CPU slowdown): React hydrates in many short slices,
      // between which the page is not live yet (a control that has its props but is not committed
      // yet drops what it is given). Higher rates are erratic on shared virtual machines: hydration
      // then takes anywhere from seconds to minutes.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto('/Sme-solutions/mes/data-board', { waitUntil: 'domcontentloaded' });
      await expect.poll(() => entryHeld).toBe(true);

      const button = toggle(page, DATA_BOARD_DEMO_IDS.board);
      await button.click();
      // a choice in the colour switch with the keyboard, as a visitor makes it
      const colours = page.locator('.dumi-default-color-switch select');
      await colours.focus();
      await page.keyboard.press('ArrowUp');
      const chosen = await colours.inputValue();
      expect(chosen).toBe('dark');
      release();

      // the page keeps an early click for 30 s (internals/early-clicks-script.ts)
      await expect(button).toHaveAttribute('aria-label', 'Hide Code', { timeout: 30_000 });
      await expect(page.locator('html')).toHaveAttribute('data-prefers-color', chosen);
      expect(await page.evaluate(() => localStorage.getItem('dumi:prefers-color'))).toBe(chosen);
      expect(problems).toEqual([]);
    },
  );
});

test.describe('a visitor who leaves a demo page before its demos have loaded', () => {
  // each page's demos by a text of their sample data, which no other script of the page holds
  for (const { from, demoData, demoClass, link, to, heading } of [
    {
      from: '/zh-CN/Sme-solutions/mes/data-board',
      demoData: 'day shift',
      demoClass: 'tl-kpi-board',
      link: 'Go Server',
      to: '/zh-CN/Sme-solutions/mes/go-server',
      heading: /Go Server/,
    },
    {
      from: '/products/dict-card',
      demoData: 'able to recover quickly from difficulty',
      demoClass: 'tl-word-card',
      link: 'Folder Icon',
      to: '/products/folder-icon',
      heading: /Folder Icon/,
    },
  ]) {
    test(`a sidebar link on ${from} leads away with no error, and back the demos work`, async ({
      page,
    }) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      // the scripts with the page's demos wait until the test lets them through
      const { released, release } = gate();
      const held: string[] = [];
      await page.route(/\.async\.js$/, async (route) => {
        const response = await route.fetch();
        const body = await response.text();
        if (body.includes(demoData)) {
          held.push(route.request().url());
          await released;
        }
        await route.fulfill({ response, body });
      });
      await page.goto(from);
      const sidebarLink = page.locator('.dumi-default-sidebar a', { hasText: link }).first();
      await hydrated(sidebarLink);
      await expect.poll(() => held.length).toBeGreaterThan(0);

      await sidebarLink.click();
      await expect(page).toHaveURL(to);
      release();
      await expect(page.locator('article h1')).toHaveText(heading);

      await page.goBack();
      await expect(page).toHaveURL(from);
      const demo = page.locator(`.dumi-default-previewer-demo [class^="${demoClass}"]`).first();
      await expect(demo).toBeVisible();
      await hydrated(demo);
      expect(problems).toEqual([]);
    });
  }
});
