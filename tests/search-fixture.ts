import type { SearchMetadata } from '../.dumi/theme/common/search/types';

/** A small site in the shape generate-metadata carries (routes, demos, nav), written for the tests. */
export function fixtureMetadata(): SearchMetadata {
  return {
    nav: [
      { title: 'Products', link: '/products', activePath: '/products' },
      { title: 'SME Solutions', link: '/Sme-solutions/mes', activePath: '/Sme-solutions' },
    ],
    routes: {
      'docs/index': {
        path: '',
        meta: {
          frontmatter: { hero: { title: 'Tessera Lab' } },
          toc: [{ id: 'open-source-software', depth: 1, title: 'Open source software' }],
          texts: [{ value: 'Apps we publish with their source.', paraId: 0, tocIndex: 0 }],
        },
      },
      'docs/Products/dictCard': {
        path: 'products/dict-card',
        meta: {
          frontmatter: { title: 'WordCard' },
          toc: [],
          texts: [
            { value: '最简单、最上瘾的单词卡', paraId: 0 },
            { value: 'A vocabulary app built on word cards.', paraId: 1 },
          ],
        },
      },
      'docs/SMESolutions/MES/VueWeb': {
        path: 'Sme-solutions/mes/vue-web',
        meta: {
          frontmatter: { title: 'Vue Web' },
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
        },
      },
      'docs/SMESolutions/MES/GoServer': {
        path: 'Sme-solutions/mes/go-server',
        meta: {
          frontmatter: { title: 'Go Server' },
          toc: [],
          texts: [{ value: 'The server of the MES, written in Go.', paraId: 0 }],
          tabs: [
            {
              key: 'deployment',
              meta: {
                toc: [{ id: 'docker', depth: 2, title: 'Docker' }],
                texts: [{ value: 'Run the server in a container.', paraId: 0, tocIndex: 0 }],
              },
            },
          ],
        },
      },
      'docs/styleguide': {
        path: 'styleguide',
        meta: {
          frontmatter: { title: 'Style guide', debug: true },
          toc: [],
          texts: [{ value: 'Every dashboards element.', paraId: 0 }],
        },
      },
      '404': {
        path: '*',
        meta: { frontmatter: { title: 'dashboards' }, toc: [], texts: [] },
      },
    },
    demos: {
      'word-card-basic': {
        routeId: 'docs/Products/dictCard',
        asset: {
          id: 'docs-products-dict-card-demo-word-card-basic',
          title: 'Flip a card',
          description: 'One word card; click it to see its meaning.',
          keywords: ['flashcard'],
        },
      },
      'orphan-demo': {
        routeId: 'docs/gone',
        asset: { id: 'orphan', title: 'Orphan dashboards' },
      },
    },
  };
}
