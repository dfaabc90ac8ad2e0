import { describe, expect, it } from 'vitest';
import type { PageTexts } from '../plugins/search/build/page-texts';
import { buildRecord, buildSections, readableTitle } from '../plugins/search/build/records';
import { fixtureRecords } from './search-fixture';

const page = (texts: Partial<PageTexts>): PageTexts => ({
  frontmatter: { title: 'Vue Web' },
  toc: [],
  texts: [],
  demos: [],
  ...texts,
});

const vueWeb = page({
  toc: [
    { id: 'vue-web', depth: 1, title: 'Vue Web' },
    { id: '-menu', depth: 2, title: '📋 Menu' },
    { id: '-features', depth: 2, title: '✨ Features' },
  ],
  texts: [
    { value: 'The admin platform of the MES.', paraId: 0, tocIndex: 0 },
    { value: 'Pages grouped by task: ', paraId: 1, tocIndex: 1 },
    { value: 'dashboards', paraId: 1, tocIndex: 1 },
    { value: ' and live streams.', paraId: 1, tocIndex: 1 },
    { value: 'superadmin may configure any workshop.', paraId: 2, tocIndex: 1 },
    { value: 'Follow production on dashboards.', paraId: 3, tocIndex: 2 },
  ],
});

describe('buildRecord', () => {
  it('makes one record per page, in the spec shape (without the nav fields)', () => {
    // the fixture's Vue Web record is the one these texts make
    expect(buildRecord({ link: '/Sme-solutions/mes/vue-web', page: vueWeb, tabs: [] })).toEqual(
      fixtureRecords()[2],
    );
  });

  it('attaches demos, anchored by id, once each; an untitled demo gets the page title', () => {
    const demos = [
      {
        id: 'a-demo',
        title: 'Flip a card',
        description: 'Click it.',
        keywords: ['card'],
        inline: false,
      },
      { id: 'plain', inline: false },
      {
        id: 'a-demo',
        title: 'Flip a card',
        description: 'Click it.',
        keywords: ['card'],
        inline: false,
      },
    ];
    const record = buildRecord({ link: '/p', page: page({ demos }), tabs: [] });
    expect(record.demos).toEqual([
      {
        link: '/p#a-demo',
        rawTitle: 'Flip a card',
        title: 'Flip a card',
        description: 'Click it.',
        keywords: ['card'],
      },
      { link: '/p#plain', rawTitle: '', title: 'Vue Web', description: '', keywords: [] },
    ]);
  });

  it('indexes content tabs with ?tab= links, a tab’s own title heading linking to the tab', () => {
    const tab = page({
      toc: [
        { id: 'go-server', depth: 1, title: 'Go Server' },
        { id: 'docker', depth: 2, title: 'Docker' },
      ],
      texts: [
        { value: 'Where the server runs.', paraId: 0, tocIndex: 0 },
        { value: 'Run the server in a container.', paraId: 1, tocIndex: 1 },
      ],
    });
    const host = page({
      frontmatter: { title: 'Go Server' },
      texts: [{ value: 'The server of the MES, written in Go.', paraId: 0 }],
    });
    const record = buildRecord({
      link: '/Sme-solutions/mes/go-server',
      page: host,
      tabs: [{ key: 'deployment', page: tab }],
    });
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

  it('takes the hero title for a page without one', () => {
    const home = page({ frontmatter: { title: '', hero: { title: 'Tessera Lab' } } });
    expect(buildRecord({ link: '/', page: home, tabs: [] }).title).toBe('Tessera Lab');
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

  it('reads headings without their leading emoji', () => {
    expect(readableTitle('💻 System platforms')).toBe('System platforms');
    expect(readableTitle('👁️ Computer Vision')).toBe('Computer Vision');
    expect(readableTitle('3D views')).toBe('3D views');
  });
});
