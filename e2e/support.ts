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
