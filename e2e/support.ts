import type { Locator, Page } from '@playwright/test';

/** Collects uncaught script errors of a page (hydration errors included) from now on. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The paths the matched links point to, in document order. */
export function linkPaths(links: Locator): Promise<string[]> {
  return links.evaluateAll((anchors) =>
    anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname),
  );
}
