import { expect } from '@playwright/test';
import { test } from './app-test';
import { createPageChecker } from '../plugins/page-checks/check-pages';
import { EXTERNAL_LINKS, SITE_EDITIONS } from '../site.config';

/** The ids of the headings in a built page's article, in order, and every element id of the page. */
function idsIn(html: string) {
  const article = html.slice(html.indexOf('<article'), html.indexOf('</article>'));
  return {
    headings: [...article.matchAll(/<h[1-6][^>]*\sid="([^"]+)"/g)].map((match) => match[1]),
    all: new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1])),
  };
}

test('the page checks know the anchors the build gives every page: headings, in order, and demos', async ({
  request,
}) => {
  const { routes, anchors } = await createPageChecker({
    cwd: process.cwd(),
    docDirs: ['docs'],
    editions: [...SITE_EDITIONS],
    externalLinks: EXTERNAL_LINKS,
  }).check();
  expect(routes.size).toBeGreaterThan(20);
  let demos = 0;
  for (const [route, file] of routes) {
    const response = await request.get(route);
    expect(response.status(), route).toBe(200);
    const built = idsIn(await response.text());
    const expected = anchors.get(file)!;
    expect(built.headings, route).toEqual(expected.headings);
    for (const demo of expected.demos) expect([...built.all], route).toContain(demo);
    demos += expected.demos.length;
  }
  expect(demos, 'pages with demos were compared').toBeGreaterThan(0);
});
