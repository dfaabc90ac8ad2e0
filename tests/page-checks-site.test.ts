import { describe, expect, it } from 'vitest';
import { CHINESE_ROUTES, SPEC_ROUTES } from '../e2e/spec-routes';
import { createPageChecker } from '../plugins/page-checks/check-pages';
import { EXTERNAL_LINKS, SITE_EDITIONS } from '../site.config';
import { brief, checkSite, page } from './page-checks-support';

/** The checks over this site's own pages and the test-only ones, as `npm run build:fixtures` runs them. */
const checkThisSite = () =>
  createPageChecker({
    cwd: process.cwd(),
    docDirs: ['docs', 'e2e/fixtures/docs'],
    editions: [...SITE_EDITIONS],
    externalLinks: EXTERNAL_LINKS,
    untranslated: ['e2e/fixtures/docs'],
  }).check();

describe("page checks on the site's own pages", () => {
  it('find no problem in any of them', async () => {
    const { problems, pageCount } = await checkThisSite();
    expect(problems.map(brief)).toEqual([]);
    expect(pageCount).toBeGreaterThanOrEqual(30);
  });

  it("know every address of the spec's route table, in both editions, and the anchors it names", async () => {
    const { routes, anchors } = await checkThisSite();
    for (const route of [...SPEC_ROUTES, ...CHINESE_ROUTES]) {
      expect(routes.get(route.path), route.path).toBe(route.source);
      for (const anchor of route.anchors)
        expect(anchors.get(route.source)?.headings, route.path).toContain(anchor);
    }
  });

  it('leave the debug page out of the addresses a production build has', async () => {
    const { routes, debugFiles } = await checkThisSite();
    expect(debugFiles).toEqual(new Set(['docs/styleguide.md']));
    expect([...routes.values()]).not.toContain('docs/styleguide.md');
  });
});

describe('page checks: frontmatter values YAML reads otherwise', () => {
  it('takes a commit made of digits only as it is written, not as the number YAML reads', async () => {
    const problems = await checkSite({
      'docs/a.zh-CN.md': page('title: 甲\ntranslatedFrom: 0123456789'),
    });
    expect(problems.map(brief).filter((problem) => problem.includes('frontmatter-'))).toEqual([]);
  });
});
