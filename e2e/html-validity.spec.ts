import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect } from '@playwright/test';
import { test } from './app-test';

/** Every prerendered page of the build: all HTML files but the standalone demo pages. */
function prerenderedPages(dir = 'dist'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '~demos' ? [] : prerenderedPages(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

interface NuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
}

test('the W3C Nu validator finds no error in any prerendered page', () => {
  test.setTimeout(180_000);
  const pages = prerenderedPages();
  expect(pages.length).toBeGreaterThanOrEqual(13);
  // the path the vnu-jar package exports
  const jar = join('node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');
  let report = '';
  try {
    execFileSync('java', ['-jar', jar, '--format', 'json', '--errors-only', ...pages], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    // vnu exits non-zero when it reports errors; they are on stderr, as JSON
    report = String((error as { stderr?: Buffer }).stderr ?? error);
  }
  const messages: NuMessage[] = report ? JSON.parse(report).messages : [];
  const errors = messages
    .filter(({ type }) => type === 'error' || type === 'non-document-error')
    .map(
      ({ url, lastLine, message }) =>
        `${relative(process.cwd(), new URL(url).pathname)}:${lastLine ?? '?'} ${message}`,
    );
  expect(errors).toEqual([]);
});
