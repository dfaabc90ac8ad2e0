import { execFileSync } from 'node:child_process';
import { expect, type Locator, type Page } from '@playwright/test';

/** Collects uncaught script errors of a page (hydration errors included) from now on. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Waits until React has hydrated an element, so that a click or key press on it runs its handler. */
export async function hydrated(locator: Locator) {
  await expect
    .poll(() => locator.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps'))))
    .toBe(true);
  return locator;
}

/** The paths the matched links point to, in document order. */
export function linkPaths(links: Locator): Promise<string[]> {
  return links.evaluateAll((anchors) =>
    anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname),
  );
}

/** When git last changed a file, as an ISO string (the footer must show this, not the build time). */
export function gitLastUpdated(source: string): string {
  const seconds = execFileSync('git', ['log', '-1', '--format=%at', '--', source])
    .toString()
    .trim();
  expect(seconds, `${source} must be committed`).not.toBe('');
  return new Date(Number(seconds) * 1000).toISOString();
}
/**
 * Collects Content-Security-Policy violations of a page from now on: the browser's console reports
 * and the `securitypolicyviolation` events, which also cover reports the console may word otherwise.
 */
export async function collectCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation(text: string): void })
        .__reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  return violations;
}

/** A gate for held requests: `released` settles when the test calls `release()`. */
export function gate() {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  return { released, release };
}

/**
 * Before a test checks that something did not happen: waits until the browser has reported all it
 * did so far. The page logs a marker, after two rendering frames unless `frames` is false (a
 * paused fake clock holds frames back); Playwright delivers a page's events in order, so every
 * request and console message the page sent before the marker has reached the test's listeners
 * once it comes. With `clockMs`, timers the page set come due first on Playwright's fake clock
 * (which the test installed), as far ahead as that.
 */
export async function caughtUp(page: Page, { clockMs = 0, frames = true } = {}) {
  if (clockMs) await page.clock.fastForward(clockMs);
  const marker = `caught-up ${Math.random()}`;
  const logged = page.waitForEvent('console', (message) => message.text() === marker);
  await page.evaluate(
    ([text, waitForFrames]) => {
      const frame = () => new Promise((done) => requestAnimationFrame(done));
      const ready = waitForFrames ? frame().then(frame) : Promise.resolve();
      void ready.then(() => console.log(text));
    },
    [marker, frames] as const,
  );
  await logged;
}
