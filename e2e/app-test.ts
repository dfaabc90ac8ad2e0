import { test as base, type Page } from '@playwright/test';

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

/**
 * Playwright's `test`, whose `page.goto` also waits for the app to hydrate when it opened a page of
 * the app with scripts on; `waitUntil: 'commit'` leaves the page to the test as soon as it answers.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
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
