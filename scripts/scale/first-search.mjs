// What a visitor's first search costs, measured through the page as a person uses it: open a page
// in a fresh tab, let it settle, open the search (focus the box, or click a search button), type a
// query at a person's pace, and wait until a result naming the query's last word shows. Counts the
// requests to the site and the bytes they moved (gzip -9 of each built file, or the file itself
// when that is smaller, as for Pagefind's precompressed files) from the first focus until the
// results show, and the time from the last keystroke to the results.
import { statSync } from 'node:fs';
import { fileForPath, gzipSize } from '../page-weight.mjs';

const KEY_DELAY_MS = 120;

const transferSize = (file) => Math.min(statSync(file).size, gzipSize(file));

/**
 * `site`: { origin, root, path, openSearch(page) → input locator, resultSelector }.
 * Returns { query, requests, bytes, afterLastKeyMs }.
 */
export async function measureFirstSearch(browser, site, query) {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.addInitScript(() => {
      document.addEventListener(
        'keydown',
        () => {
          window.__benchLastKey = performance.now();
        },
        true,
      );
    });
    await page.goto(site.origin + site.path, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.evaluate(
      () => new Promise((done) => requestIdleCallback(() => done(null), { timeout: 5000 })),
    );
    const paths = [];
    page.on('request', (request) => {
      if (!/^https?:/.test(request.url())) return;
      const url = new URL(request.url());
      if (url.origin === site.origin) paths.push(url.pathname);
    });
    const input = await site.openSearch(page);
    await input.pressSequentially(query, { delay: KEY_DELAY_MS });
    const lastWord = query.split(/\s+/).pop().toLowerCase();
    const shown = await page.waitForFunction(
      ({ selector, word }) => {
        const hit = [...document.querySelectorAll(selector)].find(
          (element) =>
            element.getClientRects().length > 0 && element.textContent.toLowerCase().includes(word),
        );
        return hit ? performance.now() - window.__benchLastKey : false;
      },
      { selector: site.resultSelector, word: lastWord },
      { polling: 'raf', timeout: 120_000 },
    );
    const afterLastKeyMs = await shown.jsonValue();
    const bytes = paths.reduce((sum, path) => sum + transferSize(fileForPath(site.root, path)), 0);
    return { query, requests: paths.length, bytes, afterLastKeyMs };
  } finally {
    await context.close();
  }
}
