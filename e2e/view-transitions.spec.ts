import { expect, type Page } from '@playwright/test';
import { test } from './app-test';
import { caughtUp, collectPageErrors, gate, hydrated } from './support';

/**
 * View transitions (issue 28): a move to another page inside the app cross-fades the content in a
 * view transition, with the header and the sidebar kept out of it; none under reduced motion,
 * and a browser without the API moves as before. `document.startViewTransition` is watched by an
 * init script that counts its calls and still runs the real one.
 */

interface Watched {
  transitions: { finished: boolean; from: string; to?: string }[];
}

function watchViewTransitions() {
  const state = window as unknown as Watched;
  state.transitions = [];
  const original = document.startViewTransition?.bind(document);
  if (!original) return;
  document.startViewTransition = ((update: () => Promise<void>) => {
    const record: Watched['transitions'][number] = {
      finished: false,
      from: document.querySelector('article h1')?.textContent ?? '',
    };
    state.transitions.push(record);
    const transition = original(async () => {
      await update();
      record.to = document.querySelector('article h1')?.textContent ?? '';
    });
    transition.finished.then(() => (record.finished = true));
    return transition;
  }) as typeof document.startViewTransition;
}

const transitions = (page: Page) => page.evaluate(() => (window as unknown as Watched).transitions);
const sidebarLink = (page: Page, name: string) =>
  page.locator('.dumi-default-sidebar').getByRole('link', { name, exact: true });

test('a move to another page cross-fades it, with the header and sidebar kept out', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.addInitScript(watchViewTransitions);
  await page.goto('/Sme-solutions/mes/go-server');
  await expect(page.locator('.dumi-default-header')).toHaveCSS('view-transition-name', 'tl-header');
  await expect(page.locator('.dumi-default-sidebar')).toHaveCSS(
    'view-transition-name',
    'tl-sidebar',
  );

  await (await hydrated(sidebarLink(page, 'Vue Web'))).click();
  await expect(page.locator('article h1')).toHaveText('Vue Web');
  // the fade's new picture is taken once React has committed the page, or after a short hold
  // when it is slow (a busy machine): the move itself is one finished fade from the old page
  await expect
    .poll(() => transitions(page))
    .toEqual([{ from: 'Go Server', to: expect.any(String), finished: true }]);

  // a section of the same page is no move: no fade
  await page.locator('.tl-toc a').first().click();
  await expect(page).toHaveURL(/#/);
  await caughtUp(page);
  expect(await transitions(page)).toHaveLength(1);

  // back to the previous page does not fade (a fade would start before the page changes), the
  // other edition (the language switch) does
  await page.goBack();
  await page.goBack();
  await expect(page.locator('article h1')).toHaveText('Go Server');
  expect(await transitions(page)).toHaveLength(1);
  await page.locator('.dumi-default-lang-switch').click();
  await expect(page.locator('article h1')).toHaveText('Go Server');
  await expect(page).toHaveURL('/zh-CN/Sme-solutions/mes/go-server');
  await expect.poll(async () => (await transitions(page)).length).toBe(2);
  await expect.poll(async () => (await transitions(page)).every((t) => t.finished)).toBe(true);
  expect(errors).toEqual([]);
});

test('back and forward bring each page back where the visitor left it', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.addInitScript(watchViewTransitions);
  const scrolled = () => page.evaluate(() => Math.round(window.scrollY));
  // where the visitor left it, give or take the pixel the browser's scroll anchoring may add as
  // the page settles
  const putBack = (top: number) =>
    expect.poll(async () => Math.abs((await scrolled()) - top)).toBeLessThanOrEqual(2);
  const scrollTo = (top: number) =>
    page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
  const h1 = page.locator('article h1');
  await page.goto('/products/folder-icon');
  const download = page.locator('.dumi-default-navbar').getByRole('link', { name: 'Download' });
  await hydrated(download);
  await scrollTo(400);
  await download.click();
  await expect(h1).toHaveText('Download');
  // the link's move fades; the visitor reads on once it is over
  await expect.poll(async () => (await transitions(page)).map((t) => t.finished)).toEqual([true]);

  // a scroll, then back or forward at once: the browser tells of a scroll with its next frame,
  // which on a busy page comes after the move; held back here until the move, so that it does
  const scrollThenMove = (top: number, move: 'back' | 'forward') =>
    page.evaluate(
      ([y, direction]) => {
        const hold = (event: Event) => event.stopImmediatePropagation();
        const options = { capture: true };
        addEventListener('scroll', hold, options);
        addEventListener('popstate', () => removeEventListener('scroll', hold, options), {
          once: true,
        });
        window.scrollTo({ top: y, behavior: 'instant' });
        history[direction]();
      },
      [top, move] as const,
    );
  await scrollThenMove(200, 'back');
  await expect(h1).toHaveText('Folder Icon');
  await putBack(400);
  await scrollThenMove(350, 'forward');
  await expect(h1).toHaveText('Download');
  await putBack(200);
  // and again at a visitor's pace
  await page.goBack();
  await expect(h1).toHaveText('Folder Icon');
  await putBack(350);
  await page.goForward();
  await expect(h1).toHaveText('Download');
  await putBack(200);
  // back and forward did not fade
  expect(await transitions(page)).toHaveLength(1);
  // a reload is the browser's to put back, as on any site
  await page.reload();
  await putBack(200);
  expect(errors).toEqual([]);
});

test('a page whose code is slow to come still arrives, and the old page stays meanwhile', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.addInitScript(watchViewTransitions);
  await page.goto('/products');
  const { released, release } = gate();
  await page.route(/docs__Download__index\.md\..*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await (
    await hydrated(page.locator('.dumi-default-navbar').getByRole('link', { name: 'Download' }))
  ).click();
  await expect(page.locator('.tl-nav-progress')).toBeVisible();
  await expect(page.locator('article h1')).toHaveText('Products');
  release();
  await expect(page.locator('article h1')).toHaveText('Download');
  await expect.poll(async () => (await transitions(page)).map((t) => t.finished)).toEqual([true]);
  expect(errors).toEqual([]);
});

test.describe('under prefers-reduced-motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('moves between pages use no view transition', async ({ page }) => {
    await page.addInitScript(watchViewTransitions);
    await page.goto('/products');
    await (await hydrated(sidebarLink(page, 'Folder Icon'))).click();
    await expect(page.locator('article h1')).toHaveText('Folder Icon');
    await sidebarLink(page, 'WordCard').click();
    await expect(page.locator('article h1')).toHaveText('WordCard');
    expect(await transitions(page)).toEqual([]);
  });
});

test('a browser without view transitions moves between pages as before', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.addInitScript(() => {
    delete (Document.prototype as { startViewTransition?: unknown }).startViewTransition;
  });
  await page.goto('/products');
  expect(await page.evaluate(() => 'startViewTransition' in document)).toBe(false);
  await (await hydrated(sidebarLink(page, 'Folder Icon'))).click();
  await expect(page.locator('article h1')).toHaveText('Folder Icon');
  await page.goBack();
  await expect(page.locator('article h1')).toHaveText('Products');
  expect(errors).toEqual([]);
});

test('a second move while the first still fades ends on the right page, with no error', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.addInitScript(watchViewTransitions);
  await page.goto('/products');
  await hydrated(sidebarLink(page, 'WordCard'));
  for (const [first, second] of [
    ['Folder Icon', 'WordCard'],
    ['Products', 'Folder Icon'],
    ['WordCard', 'Products'],
  ]) {
    // the second click comes while the first move's fade is taking its pictures
    await page.evaluate(
      async ([a, b]) => {
        const link = (name: string) =>
          [...document.querySelectorAll<HTMLAnchorElement>('.dumi-default-sidebar a')].find(
            (anchor) => anchor.textContent === name,
          )!;
        link(a).click();
        await new Promise((resolve) => setTimeout(resolve, 30));
        link(b).click();
      },
      [first, second],
    );
    await expect(page.locator('article h1')).toHaveText(second);
  }
  // every fade has ended, and what it ran is reported
  await expect.poll(async () => (await transitions(page)).every((t) => t.finished)).toBe(true);
  await caughtUp(page);
  expect(errors).toEqual([]);
});
