import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { test } from './app-test';
// @ts-expect-error plain ES module without type declarations, shared with scripts/bench.mjs
import { measureFirstLoad } from '../scripts/page-weight.mjs';
import { FIXTURES_URL } from './fixtures/server';
import { ALL_ROUTES } from './spec-routes';

/**
 * Byte budgets of issue 5, in gzip (level 9) bytes of the built files in dist/. "First load" is
 * every file the browser fetches from the site for a fresh visit until the page is idle (see
 * scripts/page-weight.mjs): sizes of files, so the figures are the same on every run.
 */
const KB = 1024;
const BUDGET = { firstLoadJs: 150 * KB, firstLoadTotal: 250 * KB, renderBlockingCss: 15 * KB };
/**
 * Issue 17's targets: a page without live demos loads at most 90 KB of JS and 110 KB in all; a
 * page with them (the spec's WordCard and Data Board pages, in both editions) 115 KB and 135 KB.
 */
const TARGET = {
  withoutDemos: { js: 90 * KB, total: 110 * KB },
  withDemos: { js: 115 * KB, total: 135 * KB },
};
const PAGES_WITH_DEMOS = ['/products/dict-card', '/Sme-solutions/mes/data-board'];

interface FileWeight {
  path: string;
  kind: string;
  bytes: number;
}
interface PageWeight {
  files: FileWeight[];
  js: number;
  font: number;
  total: number;
  renderBlockingCss: number;
  renderBlockingFiles: string[];
}

const sizes = (weight: PageWeight) =>
  weight.files.map(({ path, bytes }) => `${path} ${(bytes / KB).toFixed(1)} KB`).join('\n');

for (const route of ALL_ROUTES) {
  test(`${route.path} keeps within the byte budgets`, async ({ browser, baseURL }) => {
    const weight: PageWeight = await measureFirstLoad(browser, {
      origin: new URL(baseURL!).origin,
      root: 'dist',
      path: route.path,
    });
    expect(weight.files.some(({ kind }) => kind === 'js')).toBe(true);
    expect(weight.js, `first-load JS of ${route.path}:\n${sizes(weight)}`).toBeLessThanOrEqual(
      BUDGET.firstLoadJs,
    );
    expect(weight.renderBlockingCss).toBeGreaterThan(0);
    expect(weight.renderBlockingCss).toBeLessThanOrEqual(BUDGET.renderBlockingCss);
    expect(weight.total, sizes(weight)).toBeLessThanOrEqual(BUDGET.firstLoadTotal);
    const target = PAGES_WITH_DEMOS.includes(route.path.replace(/^\/zh-CN/, ''))
      ? TARGET.withDemos
      : TARGET.withoutDemos;
    expect(weight.js, `first-load JS of ${route.path}:\n${sizes(weight)}`).toBeLessThanOrEqual(
      target.js,
    );
    expect(weight.total, sizes(weight)).toBeLessThanOrEqual(target.total);
    expect(weight.font, 'no web font is loaded up front').toBe(0);
    for (const file of weight.renderBlockingFiles) {
      // `src: local(...)` only names fonts the system already has; a web font is downloaded
      const downloaded = readFileSync(file, 'utf8').match(
        /@font-face\s*{[^}]*url\(|data:(font|application\/(x-)?font)|\.(woff2?|ttf|otf)\b/,
      );
      expect(downloaded?.[0], `${file} must not load a web font`).toBeUndefined();
    }
    // antd may serve live demos, but never a page's first load
    for (const { path, kind } of weight.files.filter(({ kind }) => kind === 'js')) {
      const code = readFileSync(`dist${path}`, 'utf8');
      expect(code, `${path} (${kind}) must not contain antd`).not.toMatch(/\bant-btn\b|"antd"/);
    }
  });
}

test('code blocks in six languages add their builtin to a page, never a highlighter (test fixture)', async ({
  browser,
}) => {
  const weigh = (path: string): Promise<PageWeight> =>
    measureFirstLoad(browser, { origin: FIXTURES_URL, root: 'dist-fixtures', path });
  const [withCode, withoutCode] = [await weigh('/code-languages'), await weigh('/callouts')];
  // the code block builtin (lines, copy button) and the page's longer text; prism alone is 26 KB
  expect(withCode.js - withoutCode.js, sizes(withCode)).toBeLessThanOrEqual(8 * KB);
  expect(withCode.js, sizes(withCode)).toBeLessThanOrEqual(BUDGET.firstLoadJs);
});
