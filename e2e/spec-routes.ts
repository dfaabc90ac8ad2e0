/**
 * The spec's route table (site-spec.md, section 2), restated once as the tests' expected values,
 * with the names and addresses fixed by design/decisions.md.
 */
export const SITE_NAME = 'Tessera Lab';
export const ORGANISATION_URL = 'https://github.com/tessera-lab';
/** Where the site is published (its canonical URLs start here) */
export const SITE_ORIGIN = 'https://tessera-lab.github.io';
export const EDIT_URL_PREFIX = 'https://github.com/tessera-lab/site/edit/main/';

export interface SpecRoute {
  path: string;
  source: string;
  /** null where the spec shows the hero instead of a title */
  title: string | null;
  /** Sidebar order; null where the spec says "not shown" */
  order: number | null;
  keywords: string[] | null;
  anchors: string[];
}

export const SPEC_ROUTES: SpecRoute[] = [
  {
    path: '/',
    source: 'docs/index.md',
    title: null,
    order: null,
    keywords: null,
    anchors: ['open-source-software'],
  },
  {
    path: '/products',
    source: 'docs/Products/index.md',
    title: 'Products',
    order: 0,
    keywords: ['Products', 'OSS'],
    anchors: [],
  },
  {
    path: '/products/folder-icon',
    source: 'docs/Products/folderIcon.md',
    title: 'Folder Icon',
    order: 1,
    keywords: null,
    anchors: ['features', 'download'],
  },
  {
    path: '/products/dict-card',
    source: 'docs/Products/dictCard.md',
    title: 'WordCard',
    order: 2,
    keywords: null,
    anchors: [],
  },
  {
    path: '/download',
    source: 'docs/Download/index.md',
    title: 'Download',
    order: 1,
    keywords: null,
    anchors: ['mac-folder-icon'],
  },
  {
    path: '/Sme-solutions/mes',
    source: 'docs/SMESolutions/MES/index.md',
    title: 'MES overview',
    order: 1,
    keywords: ['MES', 'Process', 'Management'],
    anchors: ['tech-stack', 'components'],
  },
  {
    path: '/Sme-solutions/mes/go-server',
    source: 'docs/SMESolutions/MES/GoServer.md',
    title: 'Go Server',
    order: 10,
    keywords: null,
    anchors: [],
  },
  {
    path: '/Sme-solutions/mes/vue-web',
    source: 'docs/SMESolutions/MES/VueWeb.md',
    title: 'Vue Web',
    order: 11,
    keywords: null,
    anchors: ['-menu', '-features', '-system-platforms'],
  },
  {
    path: '/Sme-solutions/mes/data-board',
    source: 'docs/SMESolutions/MES/DataBoard.md',
    title: 'Data Board',
    order: 12,
    keywords: null,
    anchors: ['-features'],
  },
  {
    path: '/Sme-solutions/mes/mobile',
    source: 'docs/SMESolutions/MES/Mobile.md',
    title: 'Mobile',
    order: 13,
    keywords: null,
    anchors: ['components', 'demonstration'],
  },
  {
    path: '/Sme-solutions/mes/github',
    source: 'docs/SMESolutions/MES/Github.md',
    title: 'Github',
    order: 99,
    keywords: null,
    anchors: ['-official-tech-team'],
  },
  {
    path: '/Sme-solutions/computer-vision',
    source: 'docs/SMESolutions/ComputerVision/index.md',
    title: 'Computer Vision',
    order: 1,
    keywords: ['ComputerVision', 'CV', 'pda'],
    anchors: [],
  },
];

export const CONTENT_ROUTES = SPEC_ROUTES.filter((route) => route.title !== null);

/** Id of the demo on the WordCard page, as dumi derives it from the page and the demo file. */
export const WORD_CARD_DEMO_ID = 'docs-products-dict-card-demo-word-card-basic';

/** Ids of the demos on the Data Board page (docs/SMESolutions/MES/demos/*). */
export const DATA_BOARD_DEMO_IDS = {
  tiles: 'docs-sme-solutions-mes-data-board-demo-kpi-tiles',
  board: 'docs-sme-solutions-mes-data-board-demo-kpi-board',
  locale: 'docs-sme-solutions-mes-data-board-demo-kpi-locale',
};
