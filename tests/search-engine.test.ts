import { describe, expect, it } from 'vitest';
import { buildRecords } from '../.dumi/theme/common/search/build-records';
import { createIndex, MAX_HINTS_PER_GROUP, search } from '../.dumi/theme/common/search/search';
import type { SearchHint, SearchRecord } from '../.dumi/theme/common/search/types';
import { fixtureMetadata } from './search-fixture';

const fixtureIndex = () => createIndex(buildRecords(fixtureMetadata()));
const hintsOf = (keywords: string) => search(fixtureIndex(), keywords).flatMap((g) => g.hints);
const text = (segments: { text: string }[]) => segments.map((s) => s.text).join('');

const page = (
  title: string,
  navTitle: string,
  navOrder: number,
  paragraph: string,
): SearchRecord => ({
  navTitle,
  navOrder,
  title,
  link: `/${title.toLowerCase()}`,
  sections: [{ rawTitle: '', title: '', link: `/${title.toLowerCase()}`, paragraphs: [paragraph] }],
  demos: [],
});

describe('search: states', () => {
  it('gives no groups for an empty or whitespace-only query', () => {
    expect(search(fixtureIndex(), '')).toEqual([]);
    expect(search(fixtureIndex(), ' \t ')).toEqual([]);
  });

  it('gives no groups when nothing matches', () => {
    expect(search(fixtureIndex(), 'kubernetes')).toEqual([]);
  });
});

describe('search: matching', () => {
  it('trims the query, and a text matches when it contains any word, in any case', () => {
    const links = hintsOf('  SUPERADMIN   flashcard ').map((h) => h.link);
    expect(links).toContain('/Sme-solutions/mes/vue-web#-menu');
    expect(links).toContain('/products/dict-card#docs-products-dict-card-demo-word-card-basic');
  });

  it('finds a page by part of its Chinese text', () => {
    const [hint] = hintsOf('上瘾');
    expect(hint).toMatchObject({
      type: 'content',
      link: '/products/dict-card',
      pageTitle: 'WordCard',
    });
    expect(hint.highlightTexts).toEqual([
      { text: '最简单、最', highlighted: false },
      { text: '上瘾', highlighted: true },
      { text: '的单词卡', highlighted: false },
    ]);
  });

  it('takes regular-expression characters literally', () => {
    expect(hintsOf('.*')).toEqual([]);
    expect(hintsOf('(')).toEqual([]);
    expect(hintsOf('c++')).toEqual([]);
    expect(hintsOf('task:').map((h) => h.link)).toEqual(['/Sme-solutions/mes/vue-web#-menu']);
  });

  it('never matches debug pages, catch-all routes or demos of unknown pages', () => {
    const links = hintsOf('dashboards').map((h) => h.link);
    expect(links.every((link) => link.startsWith('/Sme-solutions/mes/vue-web'))).toBe(true);
  });

  it('searches content tabs', () => {
    expect(hintsOf('container').map((h) => h.link)).toEqual([
      '/Sme-solutions/mes/go-server?tab=deployment#docker',
    ]);
  });
});

describe('search: hints', () => {
  it('makes a page hint for a match in the page title, worth 100 a word', () => {
    const pageHint = hintsOf('vue').find((h) => h.type === 'page');
    expect(pageHint).toEqual({
      type: 'page',
      link: '/Sme-solutions/mes/vue-web',
      priority: 100,
      highlightTitleTexts: [
        { text: 'Vue', highlighted: true },
        { text: ' Web', highlighted: false },
      ],
      highlightTexts: [{ text: 'The admin platform of the MES.', highlighted: false }],
      pageTitle: 'Vue Web',
    } satisfies SearchHint);
  });

  it("does not repeat the page hint's first paragraph as a content hint", () => {
    const hints = hintsOf('vue platform');
    expect(hints.map((h) => [h.type, h.link])).toEqual([['page', '/Sme-solutions/mes/vue-web']]);
    expect(hintsOf('platform').map((h) => [h.type, h.link, h.priority])).toEqual([
      ['content', '/Sme-solutions/mes/vue-web', 1],
    ]);
  });

  it('makes a title hint for a section title match, worth 10 a word', () => {
    const titleHint = hintsOf('menu').find((h) => h.type === 'title');
    expect(titleHint).toMatchObject({
      link: '/Sme-solutions/mes/vue-web#-menu',
      priority: 10,
      highlightTitleTexts: [{ text: 'Menu', highlighted: true }],
      pageTitle: 'Vue Web',
    });
    expect(text(titleHint!.highlightTexts)).toBe(
      'Pages grouped by task: dashboards and live streams.',
    );
  });

  it('makes content hints for text matches, worth 1 a word, plus the section title words', () => {
    const hints = hintsOf('dashboards menu');
    const menuContent = hints.find(
      (h) =>
        h.type === 'content' &&
        h.link.endsWith('#-menu') &&
        text(h.highlightTexts).includes('task'),
    );
    expect(menuContent?.priority).toBe(10 + 1);
    const featuresContent = hints.find((h) => h.link.endsWith('#-features'));
    expect(featuresContent).toMatchObject({ type: 'content', priority: 1 });
    expect(text(featuresContent!.highlightTitleTexts)).toBe('Features');
  });

  it('makes demo hints from a demo title, description or keywords', () => {
    for (const keywords of ['flip', 'meaning', 'flashcard']) {
      expect(hintsOf(keywords)).toEqual([
        expect.objectContaining({
          type: 'demo',
          link: '/products/dict-card#docs-products-dict-card-demo-word-card-basic',
          pageTitle: 'WordCard',
        }),
      ]);
    }
    expect(hintsOf('flip')[0].priority).toBe(10);
    expect(hintsOf('meaning')[0].priority).toBe(1);
  });

  it('counts each distinct word once per place', () => {
    const records = [page('Go', 'Docs', 0, 'An introduction.')];
    records[0].sections[0].paragraphs.push('go go go, and go again');
    const hints = search(createIndex(records), 'go GO again').flatMap((g) => g.hints);
    expect(hints.map((h) => [h.type, h.priority])).toEqual([
      ['page', 100],
      ['content', 2],
    ]);
  });

  it('trims a long lead before the first match in a snippet', () => {
    const records = [
      page('Board', 'Docs', 0, 'The data board on the shop floor shows live output'),
    ];
    const [hint] = search(createIndex(records), 'live')[0].hints;
    expect(hint.highlightTexts).toEqual([
      { text: '...he shop floor shows ', highlighted: false },
      { text: 'live', highlighted: true },
      { text: ' output', highlighted: false },
    ]);
  });
});

describe('search: ranking', () => {
  it('sorts hints in a group by priority, highest first', () => {
    const priorities = search(fixtureIndex(), 'vue menu dashboards')
      .find((g) => g.title === 'SME Solutions')!
      .hints.map((h) => h.priority);
    expect(priorities.length).toBeGreaterThan(3);
    expect(priorities).toEqual([...priorities].sort((a, b) => b - a));
    expect(priorities[0]).toBe(100);
  });

  it('groups hints by nav entry, ranked by nav order × 1000, first nav entry first', () => {
    const records = [
      page('Gamma', 'Third', 2, 'shared word'),
      page('Alpha', 'First', 0, 'shared word'),
      page('Beta', 'Second', 1, 'shared word'),
      page('Alpha Two', 'First', 0, 'shared word'),
    ];
    const groups = search(createIndex(records), 'shared');
    expect(groups.map((g) => [g.title, g.priority, g.hints.length])).toEqual([
      ['First', 0, 2],
      ['Second', 1000, 1],
      ['Third', 2000, 1],
    ]);
  });

  it('ranks pages outside the nav last, in a group without a title', () => {
    const groups = search(fixtureIndex(), 'source');
    expect(groups.map((g) => g.title)).toEqual([undefined]);
    expect(groups[0].priority).toBe(2000);
    expect(search(fixtureIndex(), 'source go').map((g) => g.title)).toEqual([
      'SME Solutions',
      undefined,
    ]);
  });

  it(`keeps the best ${MAX_HINTS_PER_GROUP} hints of a group, earlier pages first among equals`, () => {
    const records = Array.from({ length: 30 }, (_, i) =>
      page(`Page${i}`, 'Docs', 0, 'shared word'),
    );
    records[25].sections[0].paragraphs.push('shared, and the rare word too');
    const [group] = search(createIndex(records), 'shared rare');
    expect(group.hints).toHaveLength(MAX_HINTS_PER_GROUP);
    expect(group.hints[0]).toMatchObject({ link: '/page25', priority: 2 });
    expect(group.hints.slice(1).map((h) => h.link)).toEqual(
      Array.from({ length: MAX_HINTS_PER_GROUP - 1 }, (_, i) => `/page${i}`),
    );
  });
});
