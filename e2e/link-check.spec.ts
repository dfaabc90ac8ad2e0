import { readdirSync } from 'node:fs';
import { sep } from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { test } from './app-test';

/** Every HTML file of the build, as the path a browser asks for. */
function builtPages(dir = 'dist'): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter(
      (file) => file.endsWith('.html') && !file.split(sep).some((part) => part.startsWith('.')),
    )
    .map((file) => `/${file.split(sep).join('/')}`)
    .map((path) => path.replace(/(^|\/)index\.html$/, '$1'));
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
};

/** The href and src values of an HTML text, entity-decoded. */
function references(html: string): string[] {
  return [...html.matchAll(/\s(?:href|src)="([^"]*)"/g)].map(([, value]) =>
    value.replace(/&(amp|quot|#x27|#39);/g, (entity) => ENTITIES[entity]),
  );
}

test('every internal link and anchor in every built HTML file resolves', async ({
  request,
  baseURL,
}) => {
  const pages = builtPages();
  expect(pages.length).toBeGreaterThan(10);
  const bodies = new Map<string, Promise<{ status: number; html: string }>>();
  const fetchPage = (path: string) => {
    if (!bodies.has(path)) {
      bodies.set(
        path,
        (request as APIRequestContext)
          .get(path, { maxRedirects: 0 })
          .then(async (response) => ({ status: response.status(), html: await response.text() })),
      );
    }
    return bodies.get(path)!;
  };

  const broken: string[] = [];
  let checked = 0;
  for (const page of pages) {
    const { status, html } = await fetchPage(page);
    expect(status, page).toBe(200);
    for (const reference of new Set(references(html))) {
      const target = new URL(reference, `${baseURL}${page}`);
      if (target.origin !== new URL(baseURL!).origin) continue;
      checked++;
      const found = await fetchPage(target.pathname + target.search);
      if (found.status !== 200) {
        broken.push(`${page}: ${reference} answers ${found.status}`);
        continue;
      }
      const anchor = decodeURIComponent(target.hash.slice(1));
      if (anchor && !found.html.includes(`id="${anchor}"`)) {
        broken.push(`${page}: ${reference} has no element with id "${anchor}"`);
      }
    }
  }
  expect(checked, 'links were found and checked').toBeGreaterThan(100);
  expect(broken).toEqual([]);
});
