import type { IndexFiles } from '../plugins/search/browser/engine';
import { SearchEngine } from '../plugins/search/browser/engine';
import type { MetadataNavItem, IndexedPage } from '../plugins/search/browser/types';
import { buildSearchFiles } from '../plugins/search/build/search-files';

type SearchFilesOptions = Parameters<typeof buildSearchFiles>[1];

/** A small site's nav, written for the tests. */
export const fixtureNav: MetadataNavItem[] = [
  { title: 'Products', link: '/products', activePath: '/products' },
  { title: 'SME Solutions', link: '/Sme-solutions/mes', activePath: '/Sme-solutions' },
];

const intro = (link: string, ...paragraphs: string[]) => ({
  rawTitle: '',
  title: '',
  link,
  paragraphs,
});

/** The same small site's pages, as the build's records give them (in route order). */
export function fixtureRecords(): IndexedPage[] {
  return [
    {
      title: 'Tessera Lab',
      link: '/',
      sections: [
        {
          rawTitle: 'Open source software',
          title: 'Open source software',
          link: '/#open-source-software',
          paragraphs: ['Apps we publish with their source.'],
        },
      ],
      demos: [],
    },
    {
      title: 'WordCard',
      link: '/products/dict-card',
      sections: [
        intro(
          '/products/dict-card',
          '最简单、最上瘾的单词卡',
          'A vocabulary app built on word cards.',
        ),
      ],
      demos: [
        {
          link: '/products/dict-card#docs-products-dict-card-demo-word-card-basic',
          rawTitle: 'Flip a card',
          title: 'Flip a card',
          description: 'One word card; click it to see its meaning.',
          keywords: ['flashcard'],
        },
      ],
    },
    {
      title: 'Vue Web',
      link: '/Sme-solutions/mes/vue-web',
      sections: [
        intro('/Sme-solutions/mes/vue-web', 'The admin platform of the MES.'),
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
    },
    {
      title: 'Go Server',
      link: '/Sme-solutions/mes/go-server',
      sections: [
        intro('/Sme-solutions/mes/go-server', 'The server of the MES, written in Go.'),
        {
          rawTitle: 'Docker',
          title: 'Docker',
          link: '/Sme-solutions/mes/go-server?tab=deployment#docker',
          paragraphs: ['Run the server in a container.'],
        },
      ],
      demos: [],
    },
  ];
}

/** A page with one paragraph, for the ranking tests. */
export const onePage = (title: string, paragraph: string, link = `/${title.toLowerCase()}`) => ({
  title,
  link,
  sections: [intro(link, paragraph)],
  demos: [],
});

/** An index built in memory: its files by name, and the names the engine asked for, in order. */
export function memoryIndex(records: IndexedPage[], options?: SearchFilesOptions) {
  const files = buildSearchFiles(records, options);
  const fetched: string[] = [];
  const failing = new Set<string>();
  const read = async (name: string) => {
    fetched.push(name);
    if (failing.has(name)) throw new Error(`${name} could not be fetched`);
    const content = files.get(name);
    if (content === undefined) throw new Error(`no file ${name}`);
    return JSON.parse(content);
  };
  const source: IndexFiles = read;
  return { files, fetched, failing, source };
}

/** A search engine over records, with the nav given. */
export function engineFor(records: IndexedPage[], nav = fixtureNav, options?: SearchFilesOptions) {
  const index = memoryIndex(records, options);
  return { ...index, engine: new SearchEngine(index.source, nav) };
}
