import { describe, expect, it } from 'vitest';
import {
  buildRecords,
  buildSections,
  findNavIndex,
  readableTitle,
} from '../.dumi/theme/common/search/build-records';
import { fixtureMetadata } from './search-fixture';

const recordFor = (link: string) => {
  const record = buildRecords(fixtureMetadata()).find((r) => r.link === link);
  if (!record) throw new Error(`no record for ${link}`);
  return record;
};

describe('buildRecords', () => {
  it('makes one record per page, in the spec shape', () => {
    const records = buildRecords(fixtureMetadata());
    expect(records.map((r) => r.link)).toEqual([
      '/',
      '/products/dict-card',
      '/Sme-solutions/mes/vue-web',
      '/Sme-solutions/mes/go-server',
    ]);
    expect(recordFor('/Sme-solutions/mes/vue-web')).toEqual({
      navTitle: 'SME Solutions',
      navOrder: 1,
      title: 'Vue Web',
      link: '/Sme-solutions/mes/vue-web',
      sections: [
        {
          rawTitle: '',
          title: '',
          link: '/Sme-solutions/mes/vue-web',
          paragraphs: ['The admin platform of the MES.'],
        },
        {
          rawTitle: '📋 Menu',
          title: 'Menu',
          link: '/Sme-solutions/mes/vue-web#-menu',
          paragraphs: [
            'Pages grouped by task: dashboards and live streams.',
            'superadmin may configure any workshop.',
          ],
        },
        {
          rawTitle: '✨ Features',
          title: 'Features',
          link: '/Sme-solutions/mes/vue-web#-features',
          paragraphs: ['Follow production on dashboards.'],
        },
      ],
      demos: [],
    });
  });

  it('leaves out debug pages and parameterised or catch-all routes', () => {
    const links = buildRecords(fixtureMetadata()).map((r) => r.link);
    expect(links).not.toContain('/styleguide');
    expect(links).not.toContain('/*');
  });

  it('attaches demos to their page, anchored by asset id, and drops demos of unknown pages', () => {
    expect(recordFor('/products/dict-card').demos).toEqual([
      {
        link: '/products/dict-card#docs-products-dict-card-demo-word-card-basic',
        rawTitle: 'Flip a card',
        title: 'Flip a card',
        description: 'One word card; click it to see its meaning.',
        keywords: ['flashcard'],
      },
    ]);
    const allDemos = buildRecords(fixtureMetadata()).flatMap((r) => r.demos);
    expect(allDemos.map((d) => d.rawTitle)).not.toContain('Orphan dashboards');
  });

  it('gives an untitled demo its page title', () => {
    const metadata = fixtureMetadata();
    metadata.demos['word-card-basic'].asset = { id: 'plain' };
    expect(buildRecords(metadata)[1].demos[0]).toMatchObject({
      rawTitle: '',
      title: 'WordCard',
      description: '',
      keywords: [],
    });
  });

  it('indexes content tabs with ?tab= links', () => {
    expect(recordFor('/Sme-solutions/mes/go-server').sections.map((s) => s.link)).toEqual([
      '/Sme-solutions/mes/go-server',
      '/Sme-solutions/mes/go-server?tab=deployment#docker',
    ]);
  });

  it("takes a tab's copy of the page title for the tab itself, not for a section of it", () => {
    const metadata = fixtureMetadata();
    const goServer = metadata.routes['docs/SMESolutions/MES/GoServer'].meta;
    goServer.tabs![0].meta = {
      toc: [
        { id: 'go-server', depth: 1, title: 'Go Server' },
        { id: 'docker', depth: 2, title: 'Docker' },
      ],
      texts: [
        { value: 'Where the server runs.', paraId: 0, tocIndex: 0 },
        { value: 'Run the server in a container.', paraId: 1, tocIndex: 1 },
      ],
    };
    const record = buildRecords(metadata).find((r) => r.title === 'Go Server')!;
    expect(record.sections.map(({ title, link, paragraphs }) => [title, link, paragraphs])).toEqual(
      [
        ['', '/Sme-solutions/mes/go-server', ['The server of the MES, written in Go.']],
        ['', '/Sme-solutions/mes/go-server?tab=deployment', ['Where the server runs.']],
        [
          'Docker',
          '/Sme-solutions/mes/go-server?tab=deployment#docker',
          ['Run the server in a container.'],
        ],
      ],
    );
  });

  it('puts pages outside the nav after every nav entry, with the hero title when untitled', () => {
    expect(recordFor('/')).toMatchObject({
      navTitle: undefined,
      navOrder: 2,
      title: 'Tessera Lab',
    });
    expect(recordFor('/products/dict-card')).toMatchObject({ navTitle: 'Products', navOrder: 0 });
  });
});

describe('findNavIndex', () => {
  const nav = [
    { title: 'A', link: '/a' },
    { title: 'AB', link: '/a/b' },
    { title: 'C', activePath: '/c/', link: '/c/start' },
  ];

  it('picks the longest matching nav path, on whole path segments', () => {
    expect(findNavIndex('/a/b/c', nav)).toBe(1);
    expect(findNavIndex('/a/x', nav)).toBe(0);
    expect(findNavIndex('/ab', nav)).toBe(-1);
    expect(findNavIndex('/c/other', nav)).toBe(2);
  });
});

describe('buildSections', () => {
  it('joins texts of one paragraph and skips empty texts', () => {
    const sections = buildSections(
      {
        toc: [{ id: 'x', depth: 2, title: 'X' }],
        texts: [
          { value: 'one', paraId: 0, tocIndex: 0 },
          { value: '  ', paraId: 1, tocIndex: 0 },
          { value: 'two', paraId: 2, tocIndex: 0 },
          { value: 'three', paraId: 2, tocIndex: 0 },
        ],
      },
      '/p',
    );
    expect(sections).toEqual([
      { rawTitle: 'X', title: 'X', link: '/p#x', paragraphs: ['one', 'two three'] },
    ]);
  });

  it('takes the page title heading for the page itself, not a section', () => {
    const sections = buildSections(
      {
        toc: [
          { id: 'wordcard', depth: 1, title: 'WordCard' },
          { id: 'use', depth: 2, title: 'Use' },
        ],
        texts: [
          { value: 'intro', paraId: 0, tocIndex: 0 },
          { value: 'usage', paraId: 1, tocIndex: 1 },
        ],
      },
      '/p',
      'WordCard',
    );
    expect(sections.map((s) => [s.title, s.link, s.paragraphs])).toEqual([
      ['', '/p', ['intro']],
      ['Use', '/p#use', ['usage']],
    ]);
  });

  it('reads headings without their leading emoji', () => {
    expect(readableTitle('💻 System platforms')).toBe('System platforms');
    expect(readableTitle('👁️ Computer Vision')).toBe('Computer Vision');
    expect(readableTitle('3D views')).toBe('3D views');
  });
});
