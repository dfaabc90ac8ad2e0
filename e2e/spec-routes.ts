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

/** The Chinese edition's prefix (design/decisions.md, issue 16). */
export const CHINESE_PREFIX = '/zh-CN';

/** Titles and keywords of the Chinese pages, by the path of their English page. */
const CHINESE_TEXTS: Record<string, Pick<SpecRoute, 'title' | 'keywords'>> = {
  '/': { title: null, keywords: null },
  '/products': { title: '产品', keywords: ['Products', 'OSS', '产品', '开源软件'] },
  '/products/folder-icon': { title: 'Folder Icon', keywords: null },
  '/products/dict-card': { title: 'WordCard', keywords: null },
  '/download': { title: '下载', keywords: null },
  '/Sme-solutions/mes': {
    title: 'MES 概览',
    keywords: ['MES', 'Process', 'Management', '制造执行系统', '生产流程', '生产管理'],
  },
  '/Sme-solutions/mes/go-server': { title: 'Go Server', keywords: null },
  '/Sme-solutions/mes/vue-web': { title: 'Vue Web', keywords: null },
  '/Sme-solutions/mes/data-board': { title: 'Data Board', keywords: null },
  '/Sme-solutions/mes/mobile': { title: 'Mobile', keywords: null },
  '/Sme-solutions/mes/github': { title: 'GitHub', keywords: null },
  '/Sme-solutions/computer-vision': {
    title: '计算机视觉',
    keywords: ['ComputerVision', 'CV', 'pda', '计算机视觉', '机器视觉', '视觉检测', '手持终端'],
  },
};

/** Every English page again below /zh-CN: its own titles, the same sidebar order and anchors. */
export const CHINESE_ROUTES: SpecRoute[] = SPEC_ROUTES.map((route) => ({
  ...route,
  path: route.path === '/' ? CHINESE_PREFIX : CHINESE_PREFIX + route.path,
  source: route.source.replace(/\.md$/, '.zh-CN.md'),
  ...CHINESE_TEXTS[route.path],
}));

/** Both editions. */
export const ALL_ROUTES = [...SPEC_ROUTES, ...CHINESE_ROUTES];
export const ALL_CONTENT_ROUTES = ALL_ROUTES.filter((route) => route.title !== null);

/** `<html lang>` and hreflang of a path's edition. */
export const langOf = (path: string) =>
  path === CHINESE_PREFIX || path.startsWith(`${CHINESE_PREFIX}/`) ? 'zh-CN' : 'en';

/** Interface texts the tests look for, in each edition (the spec's English, our Chinese). */
export const UI_TEXTS = {
  en: {
    lastUpdated: 'Last updated: ',
    edit: 'Improve this documentation',
    previous: 'PREV',
    next: 'NEXT',
    searchPlaceholder: 'Type keywords...',
    noResults: 'No content was found',
    notFound: 'PAGE NOT FOUND',
    backHome: 'Back to homepage',
    noscript: 'Enable JavaScript to run this app.',
    switchTo: '中文',
  },
  'zh-CN': {
    lastUpdated: '最后更新时间：',
    edit: '帮助改进此文档',
    previous: '上一篇',
    next: '下一篇',
    searchPlaceholder: '输入关键字搜索...',
    noResults: '未找到相关内容',
    notFound: '页面未找到',
    backHome: '返回首页',
    noscript: '请启用 JavaScript 以运行本应用。',
    switchTo: 'English',
  },
} as const;
