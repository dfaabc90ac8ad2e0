import { expect } from '@playwright/test';
import { test } from './app-test';
import { loadPageReader, readPage } from '../plugins/shared/page-reader';
import { ALL_ROUTES } from './spec-routes';

/** The ids of the headings in a built page's article, in order, and every element id of the page. */
function idsIn(html: string) {
  const article = html.slice(html.indexOf('<article'), html.indexOf('</article>'));
  return {
    headings: [...article.matchAll(/<h[1-6][^>]*\sid="([^"]+)"/g)].map((match) => match[1]),
    all: new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1])),
  };
}

test('the page reader gives headings and demos the ids the build gives them, in order', async ({
  request,
}) => {
  await loadPageReader();
  let demos = 0;
  for (const route of ALL_ROUTES) {
    const response = await request.get(route.path);
    expect(response.status(), route.path).toBe(200);
    const built = idsIn(await response.text());
    const read = readPage(route.source);
    expect(built.headings, route.path).toEqual(read.headings.map(({ id }) => id));
    for (const { id } of read.demos) expect([...built.all], route.path).toContain(id);
    demos += read.demos.length;
  }
  expect(demos, 'pages with demos were compared').toBeGreaterThan(0);
});
