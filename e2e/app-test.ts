import { test as base, expect, type Page, type Request } from '@playwright/test';
import { caughtUp } from './support';

/** How long a page may take to hydrate before the test that opened it fails. */
const HYDRATION_WAIT_MS = 15_000;

/**
 * Waits until React has bound the app's markup: the entry script starts only after the page's
 * first paint, so the `load` event that `page.goto` waits for can come before the app is live. A
 * page whose scripts cannot all load (a test blocks them on purpose) never gets there: the wait
 * ends as soon as a script fails to load. A page that does neither fails the test, naming itself.
 */
async function waitForApp(page: Page) {
  const started = await page
    .waitForFunction(
      () => {
        const state = window as unknown as { __scriptFailed?: boolean };
        if (state.__scriptFailed) return true;
        const element =
          document.querySelector('.tl-site-footer') ?? document.querySelector('#root *');
        return (
          element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'))
        );
      },
      undefined,
      { timeout: HYDRATION_WAIT_MS },
    )
    .then(
      () => true,
      () => false,
    );
  if (!started) {
    throw new Error(
      `${page.url()} did not hydrate within ${HYDRATION_WAIT_MS / 1000} s: React never bound its markup, and no script failed to load`,
    );
  }
}

/** Notes in the page when a script element fails to load (the event does not bubble: capture it). */
function noteScriptFailures() {
  window.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLScriptElement) {
        (window as unknown as { __scriptFailed?: boolean }).__scriptFailed = true;
      }
    },
    true,
  );
}

/** The requests of each test's page that have not ended yet. */
const openRequests = new WeakMap<Page, Set<Request>>();

/**
 * Waits until every request the page has made so far has ended, and none began meanwhile: the
 * lazy chunks a page loads as it hydrates are in, and their errors reported. Unlike Playwright's
 * `networkidle`, which waits for half a second of silence, it goes by the request log; a request
 * still open after 15 s fails the test, naming it. It waits for rendering frames, which a paused
 * fake clock holds back: settle before pausing the clock.
 */
export async function requestsSettled(page: Page) {
  const open = openRequests.get(page);
  if (!open) throw new Error('requestsSettled: the page is not the one of ./app-test');
  do {
    await expect
      .poll(() => [...open].map((request) => request.url()), {
        message: `${page.url()}: requests that never ended`,
        timeout: HYDRATION_WAIT_MS,
      })
      .toEqual([]);
    // the chunks that arrived may start others as they run: what they start is logged by then
    await caughtUp(page);
  } while (open.size);
}

/**
 * Playwright's `test`, whose `page.goto` also waits for the app to hydrate when it opened a page of
 * the app with scripts on; `waitUntil: 'commit'` leaves the page to the test as soon as it answers.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    const open = new Set<Request>();
    openRequests.set(page, open);
    page.on('request', (request) => open.add(request));
    page.on('requestfinished', (request) => open.delete(request));
    page.on('requestfailed', (request) => open.delete(request));
    if (javaScriptEnabled !== false) {
      await page.addInitScript(noteScriptFailures);
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        const html = /text\/html/.test(response?.headers()['content-type'] ?? '');
        if (html && options?.waitUntil !== 'commit') await waitForApp(page);
        return response;
      };
    }
    await use(page);
  },
});
