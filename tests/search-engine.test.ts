import { describe, expect, it } from 'vitest';
import type { IndexedPage, SearchHint, SearchResultGroup } from '../plugins/search/browser/types';
// @ts-expect-error plain ES module without type declarations
import { seededRandom } from '../scripts/synthetic-site.mjs';
import { engineFor, fixtureNav, fixtureRecords, onePage } from './search-fixture';

// the rules for a large result, restated: a group shows its best 20 hints, and one batch of
// results fetches at most 5 packs of page records
const MAX_HINTS_PER_GROUP = 20;
const PACKS_PER_BATCH = 5;

const fixture = () => engineFor(fixtureRecords());
const searchFixture = async (keywords: string) => (await fixture().engine.search(keywords)).result;
const hintsOf = async (keywords: string) => (await searchFixture(keywords)).flatMap((g) => g.hints);
const text = (segments: { text: string }[]) => segments.map((s) => s.text).join('');

describe('search: states', () => {
  it('gives no groups for an empty or whitespace-only query, and fetches nothing for it', async () => {
    const { engine, fetched } = fixture();
    expect(await engine.search('')).toEqual({ result: [], more: false });
    expect(await engine.search(' \t\n ')).toEqual({ result: [], more: false });
    expect(fetched).toEqual([]);
  });

  it('gives no groups when nothing matches, without fetching postings or pages', async () => {
    const { engine, fetched } = fixture();
    expect(await engine.search('kubernetes')).toEqual({ result: [], more: false });
    expect(fetched).toEqual(['index.json']);
  });
});

describe('search: matching', () => {
  it('trims the query, and a text matches when it contains any word, in any case', async () => {
    const links = (await hintsOf('  SUPERADMIN   flashcard ')).map((h) => h.link);
    expect(links).toContain('/Sme-solutions/mes/vue-web#-menu');
    expect(links).toContain('/products/dict-card#docs-products-dict-card-demo-word-card-basic');
  });

  it('finds part of a word: "ord" finds "WordCard" and "word"', async () => {
    const hints = await hintsOf('ORD');
    expect(hints.map((h) => [h.type, h.link])).toEqual([
      ['page', '/products/dict-card'],
      ['content', '/products/dict-card'],
      ['demo', '/products/dict-card#docs-products-dict-card-demo-word-card-basic'],
    ]);
    expect(hints[0].highlightTitleTexts).toEqual([
      { text: 'W', highlighted: false },
      { text: 'ord', highlighted: true },
      { text: 'Card', highlighted: false },
    ]);
  });

  it('finds a page by part of its Chinese text, inside a phrase', async () => {
    for (const word of ['上瘾', '单词']) {
      const [hint] = await hintsOf(word);
      expect(hint).toMatchObject({
        type: 'content',
        link: '/products/dict-card',
        pageTitle: 'WordCard',
      });
      expect(hint.highlightTexts.find((s) => s.highlighted)?.text).toBe(word);
    }
    expect((await hintsOf('上瘾'))[0].highlightTexts).toEqual([
      { text: '最简单、最', highlighted: false },
      { text: '上瘾', highlighted: true },
      { text: '的单词卡', highlighted: false },
    ]);
  });

  it('takes regular-expression characters literally', async () => {
    for (const special of ['.*', '(', '\\', 'c++', '[a-z]', 'a|b', '^', '$']) {
      expect(await hintsOf(special)).toEqual([]);
    }
    expect((await hintsOf('task:')).map((h) => h.link)).toEqual([
      '/Sme-solutions/mes/vue-web#-menu',
    ]);
    expect((await hintsOf(';')).map((h) => h.link)).toEqual([
      '/products/dict-card#docs-products-dict-card-demo-word-card-basic',
    ]);
  });

  it('searches content tabs, whose sections link with ?tab=', async () => {
    expect((await hintsOf('container')).map((h) => h.link)).toEqual([
      '/Sme-solutions/mes/go-server?tab=deployment#docker',
    ]);
  });

  it('copes with odd input: emoji, long input, many words', async () => {
    expect(await hintsOf('📋')).toEqual([]);
    expect(await hintsOf('x'.repeat(5000))).toEqual([]);
    const many = Array.from({ length: 300 }, (_, i) => `w${i}`).join(' ');
    expect((await hintsOf(`${many} superadmin`)).map((h) => h.link)).toEqual([
      '/Sme-solutions/mes/vue-web#-menu',
    ]);
  });
});

describe('search: hints', () => {
  it('makes a page hint for a match in the page title, worth 100 a word', async () => {
    const pageHint = (await hintsOf('vue')).find((h) => h.type === 'page');
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

  it("does not repeat the page hint's first paragraph as a content hint", async () => {
    expect((await hintsOf('vue platform')).map((h) => [h.type, h.link])).toEqual([
      ['page', '/Sme-solutions/mes/vue-web'],
    ]);
    expect((await hintsOf('platform')).map((h) => [h.type, h.link, h.priority])).toEqual([
      ['content', '/Sme-solutions/mes/vue-web', 1],
    ]);
  });

  it('makes a title hint for a section title match, worth 10 a word', async () => {
    const titleHint = (await hintsOf('menu')).find((h) => h.type === 'title');
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

  it('makes content hints for text matches, worth 1 a word, plus the section title words', async () => {
    const hints = await hintsOf('dashboards menu');
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

  it('makes demo hints from a demo title, description or keywords', async () => {
    for (const keywords of ['flip', 'meaning', 'flashcard']) {
      expect(await hintsOf(keywords)).toEqual([
        expect.objectContaining({
          type: 'demo',
          link: '/products/dict-card#docs-products-dict-card-demo-word-card-basic',
          pageTitle: 'WordCard',
        }),
      ]);
    }
    expect((await hintsOf('flip'))[0].priority).toBe(10);
    expect((await hintsOf('meaning'))[0].priority).toBe(1);
    // title, description and keywords count apart: "card" is in all three
    expect((await hintsOf('card')).find((h) => h.type === 'demo')?.priority).toBe(10 + 1 + 1);
  });

  it('counts each distinct word once per place', async () => {
    const records = [onePage('Go', 'An introduction.')];
    records[0].sections[0].paragraphs.push('go go go, and go again');
    const { result } = await engineFor(records, []).engine.search('go GO again');
    expect(result.flatMap((g) => g.hints).map((h) => [h.type, h.priority])).toEqual([
      ['page', 100],
      ['content', 2],
    ]);
  });

  it('trims a long lead before the first match in a snippet', async () => {
    const records = [onePage('Board', 'The data board on the shop floor shows live output')];
    const [hint] = (await engineFor(records, []).engine.search('live')).result[0].hints;
    expect(hint.highlightTexts).toEqual([
      { text: '...he shop floor shows ', highlighted: false },
      { text: 'live', highlighted: true },
      { text: ' output', highlighted: false },
    ]);
  });
});

describe('search: ranking', () => {
  it('sorts hints in a group by priority, highest first', async () => {
    const priorities = (await searchFixture('vue menu dashboards'))
      .find((g) => g.title === 'SME Solutions')!
      .hints.map((h) => h.priority);
    expect(priorities.length).toBeGreaterThan(3);
    expect(priorities).toEqual([...priorities].sort((a, b) => b - a));
    expect(priorities[0]).toBe(100);
  });

  it('groups hints by nav entry, ranked by nav order × 1000, first nav entry first', async () => {
    const nav = ['First', 'Second', 'Third'].map((title) => ({
      title,
      link: `/${title.toLowerCase()}`,
    }));
    const records = [
      onePage('Gamma', 'shared word', '/third/gamma'),
      onePage('Alpha', 'shared word', '/first/alpha'),
      onePage('Beta', 'shared word', '/second/beta'),
      onePage('Alpha Two', 'shared word', '/first/alpha-two'),
    ];
    const { result } = await engineFor(records, nav).engine.search('shared');
    expect(result.map((g) => [g.title, g.priority, g.hints.length])).toEqual([
      ['First', 0, 2],
      ['Second', 1000, 1],
      ['Third', 2000, 1],
    ]);
  });

  it('ranks pages outside the nav last, in a group without a title', async () => {
    const groups = await searchFixture('source');
    expect(groups.map((g) => g.title)).toEqual([undefined]);
    expect(groups[0].priority).toBe(2000);
    expect((await searchFixture('source go')).map((g) => g.title)).toEqual([
      'SME Solutions',
      undefined,
    ]);
  });

  it(`keeps the best ${MAX_HINTS_PER_GROUP} hints of a group, earlier pages first among equals`, async () => {
    const records = Array.from({ length: 30 }, (_, i) => onePage(`Page${i}`, 'shared word'));
    records[25].sections[0].paragraphs.push('shared, and the rare word too');
    const { engine } = engineFor(records, []);
    const [group] = (await engine.search('shared rare', 10)).result;
    expect(group.hints).toHaveLength(MAX_HINTS_PER_GROUP);
    expect(group.hints[0]).toMatchObject({ link: '/page25', priority: 2 });
    expect(group.hints.slice(1).map((h) => h.link)).toEqual(
      Array.from({ length: MAX_HINTS_PER_GROUP - 1 }, (_, i) => `/page${i}`),
    );
  });

  it('ranks a demo found in its description and keywords (2 points) before text of earlier pages', async () => {
    const records: IndexedPage[] = Array.from({ length: 7 }, (_, i) => onePage(`P${i}`, 'zz here'));
    records[6].sections[0].paragraphs = ['nothing'];
    records[6].demos.push({
      link: '/p6#demo',
      rawTitle: 'Demo',
      title: 'Demo',
      description: 'zz there',
      keywords: ['zz'],
    });
    // one page per pack: the first batch cannot fetch every page
    const { engine } = engineFor(records, [], { packBytes: 1 });
    const { result, more } = await engine.search('zz', 1);
    expect(more).toBe(true);
    expect(result[0].hints.slice(0, 2).map((h) => [h.type, h.link, h.priority])).toEqual([
      ['demo', '/p6#demo', 2],
      ['content', '/p0', 1],
    ]);
  });
});

describe('search: what a query fetches', () => {
  it('fetches the manifest once, then only the postings and pages a query needs', async () => {
    const { engine, fetched, files } = engineFor(fixtureRecords(), fixtureNav, {
      packBytes: 1,
      maxShards: 8,
      shardBytes: 1,
    });
    const packs = [...files.keys()].filter((name) => name.startsWith('pages-'));
    const shards = [...files.keys()].filter((name) => name.startsWith('postings-'));
    expect(packs).toHaveLength(4);
    expect(shards.length).toBeGreaterThan(2);
    await engine.search('superadmin');
    expect(fetched.filter((name) => name === 'index.json')).toHaveLength(1);
    expect(fetched.filter((name) => name.startsWith('postings-'))).toHaveLength(1);
    // the Vue Web page's pack only
    expect(fetched.filter((name) => name.startsWith('pages-'))).toEqual([packs[2]]);
  });

  it('fetches no pages for a query a newer one overtook, and answers it again in full', async () => {
    const { engine, fetched } = fixture();
    expect(await engine.search('superadmin', 1, () => false)).toEqual({ result: [], more: false });
    expect(fetched.filter((name) => name.startsWith('pages-'))).toEqual([]);
    const { result } = await engine.search('superadmin');
    expect(result.flatMap((g) => g.hints).map((h) => h.link)).toEqual([
      '/Sme-solutions/mes/vue-web#-menu',
    ]);
  });

  it('answers the same query twice alike, the second time without fetching', async () => {
    const { engine, fetched } = fixture();
    const first = await engine.search('dashboards menu');
    const count = fetched.length;
    expect(await engine.search('dashboards menu')).toEqual(first);
    expect(fetched).toHaveLength(count);
  });

  it('answers a query whose files fail with an error, and the next try fetches them again', async () => {
    const { engine, failing, fetched, files } = fixture();
    const shard = [...files.keys()].find((name) => name.startsWith('postings-'))!;
    failing.add(shard);
    await expect(engine.search('superadmin')).rejects.toThrow(/could not be fetched/);
    failing.clear();
    const { result } = await engine.search('superadmin');
    expect(result.flatMap((g) => g.hints).map((h) => h.link)).toEqual([
      '/Sme-solutions/mes/vue-web#-menu',
    ]);
    expect(fetched.filter((name) => name === shard)).toHaveLength(2);
  });

  it('reads the manifest again after it failed', async () => {
    const { engine, failing } = fixture();
    failing.add('index.json');
    await expect(engine.search('vue')).rejects.toThrow();
    failing.clear();
    expect((await engine.search('vue')).result).not.toEqual([]);
  });
});

/** A site of `count` pages of random text, for the comparisons below. */
function randomSite(count: number, seed: number): IndexedPage[] {
  const random = seededRandom(seed);
  const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)];
  const WORDS =
    `order Order work-order shift (a) a.b [x] c++ Board dashboards 生产订单 车间看板 上瘾
    live ORDERS export. item, 42 3.5 e the them other ; :: ** ? 📋 ok`.split(/\s+/);
  const sentence = (n: number) =>
    Array.from({ length: n }, () => pick(WORDS)).join(pick([' ', '  ', ' ']));
  return Array.from({ length: count }, (_, i) => {
    const link = `/${pick(['guides', 'products', 'other'])}/p${i}`;
    return {
      title: sentence(1 + Math.floor(random() * 3)),
      link,
      sections: Array.from({ length: 1 + Math.floor(random() * 4) }, (_, s) => ({
        rawTitle: '',
        title: s === 0 ? '' : sentence(1 + Math.floor(random() * 2)),
        link: s === 0 ? link : `${link}#s${s}`,
        paragraphs: Array.from({ length: Math.floor(random() * 4) }, () =>
          sentence(2 + Math.floor(random() * 8)),
        ),
      })),
      demos:
        random() < 0.3
          ? [
              {
                link: `${link}#demo`,
                rawTitle: '',
                title: sentence(2),
                description: sentence(4),
                keywords: random() < 0.5 ? [pick(WORDS)] : [],
              },
            ]
          : [],
    };
  });
}

/**
 * The spec's rules applied the plain way, page by page over every text, as the reference for the
 * index: which hints, their points, groups and order (their highlighting is tested above and in
 * tests/search-query.test.ts).
 */
function referenceSearch(records: IndexedPage[], nav: typeof fixtureNav, keywords: string) {
  const words = [
    ...new Set(
      keywords
        .trim()
        .split(/\s+/)
        .filter(Boolean)
        .map((w) => w.toLowerCase()),
    ),
  ];
  if (!words.length) return [];
  const count = (text: string) => words.filter((w) => text.toLowerCase().includes(w)).length;
  const groups = new Map<
    string,
    { title?: string; priority: number; hints: [string, number, string][] }
  >();
  for (const record of records) {
    let navIndex = -1;
    let length = -1;
    nav.forEach((item, index) => {
      const base = (item.activePath || item.link || '').replace(/\/+$/, '');
      if (
        base &&
        base.length > length &&
        (record.link === base || record.link.startsWith(`${base}/`))
      ) {
        navIndex = index;
        length = base.length;
      }
    });
    const hints: [string, number, string][] = [];
    const titleWords = count(record.title);
    if (titleWords) hints.push(['page', 100 * titleWords, record.link]);
    let firstParagraphSeen = false;
    for (const section of record.sections) {
      const sectionWords = count(section.title);
      if (sectionWords) hints.push(['title', 10 * sectionWords, section.link]);
      for (const paragraph of section.paragraphs) {
        const first = !firstParagraphSeen;
        firstParagraphSeen = true;
        const paragraphWords = count(paragraph);
        if (paragraphWords && !(first && titleWords)) {
          hints.push(['content', 10 * sectionWords + paragraphWords, section.link]);
        }
      }
    }
    for (const demo of record.demos) {
      const points =
        10 * count(demo.title) + count(demo.description) + count(demo.keywords.join(' '));
      if (points) hints.push(['demo', points, demo.link]);
    }
    if (!hints.length) continue;
    const key = navIndex < 0 ? '' : nav[navIndex].title;
    if (!groups.has(key)) {
      groups.set(key, {
        title: navIndex < 0 ? undefined : key,
        priority: (navIndex < 0 ? nav.length : navIndex) * 1000,
        hints: [],
      });
    }
    groups.get(key)!.hints.push(...hints);
  }
  return [...groups.values()]
    .sort((a, b) => a.priority - b.priority)
    .map((group) => ({
      ...group,
      hints: group.hints
        .map((hint, order) => ({ hint, order }))
        .sort((a, b) => b.hint[1] - a.hint[1] || a.order - b.order)
        .slice(0, MAX_HINTS_PER_GROUP)
        .map(({ hint }) => hint),
    }));
}

const shape = (groups: SearchResultGroup[]) =>
  groups.map(({ title, priority, hints }): ReturnType<typeof referenceSearch>[number] => ({
    title,
    priority,
    hints: hints.map((h): [string, number, string] => [h.type, h.priority, h.link]),
  }));

describe('search: the index against the plain reading of the rules', () => {
  const nav = [
    { title: 'Guides', link: '/guides', activePath: '/guides' },
    { title: 'Products', link: '/products', activePath: '/products' },
  ];
  const records = randomSite(400, 7);
  const random = seededRandom(11);
  const vocabulary = [...new Set(JSON.stringify(records).split(/[\s"]+/))].filter(Boolean);
  const queries = [
    'e',
    'O',
    '.',
    'or',
    'the',
    '生产',
    '订单 看板',
    '(',
    '\\',
    '.*',
    'c++ board',
    'ORDER',
    ...Array.from({ length: 40 }, () => {
      const word = vocabulary[Math.floor(random() * vocabulary.length)];
      const start = Math.floor(random() * word.length);
      const part = word.slice(start, start + 1 + Math.floor(random() * 4));
      return random() < 0.3
        ? `${part} ${vocabulary[Math.floor(random() * vocabulary.length)]}`
        : part;
    }),
  ];

  it('gives, batch by batch, the beginning of the reference result, and all of it at the end', async () => {
    const { engine } = engineFor(records, nav, { packBytes: 2_000, shardBytes: 4_000 });
    let batchesNeeded = 0;
    for (const query of queries) {
      const expected = referenceSearch(records, nav, query);
      const flat = (groups: ReturnType<typeof shape>) =>
        groups.flatMap((g) =>
          g.hints.map((hint) => JSON.stringify([g.title, g.priority, ...hint])),
        );
      let batches = 1;
      let answer = await engine.search(query, batches);
      while (answer.more) {
        const shown = flat(shape(answer.result));
        expect(shown).toEqual(flat(expected).slice(0, shown.length));
        answer = await engine.search(query, ++batches);
      }
      expect(shape(answer.result), query).toEqual(expected);
      batchesNeeded = Math.max(batchesNeeded, batches);
    }
    // the comparison went through queries that needed several batches
    expect(batchesNeeded).toBeGreaterThan(2);
  });

  it(`fetches at most ${PACKS_PER_BATCH} packs per batch`, async () => {
    for (const query of queries.slice(0, 12)) {
      const { engine, fetched } = engineFor(records, nav, { packBytes: 2_000, shardBytes: 4_000 });
      const { more } = await engine.search(query, 1);
      const packs = fetched.filter((name) => name.startsWith('pages-'));
      expect(packs.length).toBeLessThanOrEqual(PACKS_PER_BATCH);
      if (more) expect(packs.length).toBeGreaterThan(0);
    }
  });
});
