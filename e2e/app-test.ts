import { test as base, type Page } from '@playwright/test';

/** How long a page may take to hydrate before a test goes on without waiting further. */
const HYDRATION_WAIT_MS = 15_000;

/**
 * Waits until React has bound the app's markup: the entry script starts only after the page's
 * first paint, so the `load` event that `page.goto` waits for can come before the app is live.
 * A page whose scripts cannot all load (a test blocks them on purpose) never gets there: the wait
 * ends as soon as a script fails to load.
 */
async function waitForApp(page: Page) {
  await page
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
    .catch(() => undefined);
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

/** Playwright's `test`, whose `page.goto` also waits for the app to hydrate (when scripts run). */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      await page.addInitScript(noteScriptFailures);
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await waitForApp(page);
        return response;
      };
    }
    await use(page);
  },
});
