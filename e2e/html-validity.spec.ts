import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect } from '@playwright/test';
import { test } from './app-test';

/** Every HTML file of the build: the prerendered pages and the standalone demo pages. */
function htmlFiles(dir = 'dist'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

const BLOCKING_ONLY_ON_STYLESHEETS =
  'A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.';

interface NuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
}

test('the W3C Nu validator finds no error in any HTML file of the build', () => {
  test.setTimeout(180_000);
  const pages = htmlFiles();
  expect(pages.length).toBeGreaterThanOrEqual(13);
  // the five standalone demo pages are checked too
  expect(pages.filter((page) => page.includes('~demos')).length).toBeGreaterThanOrEqual(5);
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
    // HTML allows `blocking` on `<link rel="expect">` too; the validator knows only stylesheets
    .filter(({ message }) => message !== BLOCKING_ONLY_ON_STYLESHEETS)
    .map(
      ({ url, lastLine, message }) =>
        `${relative(process.cwd(), new URL(url).pathname)}:${lastLine ?? '?'} ${message}`,
    );
  expect(errors).toEqual([]);
});

test('no HTML file of either build holds a NUL byte (React 18 can stream them with Chinese text)', () => {
  for (const dir of ['dist', 'dist-site']) {
    const withNul = htmlFiles(dir).filter((file) => readFileSync(file).includes(0));
    expect(withNul, dir).toEqual([]);
  }
});
