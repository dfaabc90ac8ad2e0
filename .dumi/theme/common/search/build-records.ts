import type {
  MetadataNavItem,
  MetadataRoute,
  SearchMetadata,
  SearchRecord,
  SearchSection,
} from './types';

/** A heading as read: a leading emoji or other symbols dropped ("📋 Menu" reads "Menu"). */
export function readableTitle(rawTitle: string): string {
  return rawTitle.replace(/^[^\p{L}\p{N}]+/u, '').trim();
}

function pageLink(path: string): string {
  return `/${path.replace(/^\/+/, '')}`;
}

function isPage(route: MetadataRoute): boolean {
  return !/[*:]/.test(route.path) && !route.meta.frontmatter.debug;
}

/** The nav entry a page falls under: the one with the longest matching path prefix. */
export function findNavIndex(link: string, nav: MetadataNavItem[]): number {
  let best = -1;
  let bestLength = -1;
  nav.forEach((item, index) => {
    const base = (item.activePath || item.link || '').replace(/\/+$/, '');
    if (!base || base.length <= bestLength) return;
    if (link === base || link.startsWith(`${base}/`)) {
      best = index;
      bestLength = base.length;
    }
  });
  return best;
}

/**
 * Sections from a page's (or tab's) table of contents and texts: each text belongs to the heading
 * its tocIndex names; texts of one paraId form one paragraph; texts before the first heading, or
 * under the page's own title heading, form a section without a title that links to the page.
 */
export function buildSections(
  { toc, texts }: Pick<MetadataRoute['meta'], 'toc' | 'texts'>,
  link: string,
  pageTitle = '',
): SearchSection[] {
  const intro: SearchSection = { rawTitle: '', title: '', link, paragraphs: [] };
  const sections = toc.map((entry) =>
    // the page's own heading (# Title) is the page, not a section of it
    entry.depth === 1 && entry.title === pageTitle
      ? intro
      : {
          rawTitle: entry.title,
          title: readableTitle(entry.title),
          link: `${link}#${entry.id}`,
          paragraphs: [] as string[],
        },
  );
  const lastParaId = new Map<SearchSection, number>();
  for (const text of texts) {
    const section = (text.tocIndex !== undefined && sections[text.tocIndex]) || intro;
    const value = text.value.trim();
    if (!value) continue;
    if (lastParaId.get(section) === text.paraId && section.paragraphs.length) {
      section.paragraphs[section.paragraphs.length - 1] += ` ${value}`;
    } else {
      section.paragraphs.push(value);
      lastParaId.set(section, text.paraId);
    }
  }
  const headed = sections.filter((section) => section !== intro);
  return intro.paragraphs.length ? [intro, ...headed] : headed;
}

/** One search record per page (spec, section 3), from what generate-metadata carries. */
export function buildRecords({ routes, demos, nav }: SearchMetadata): SearchRecord[] {
  const records = new Map<string, SearchRecord>();
  for (const [id, route] of Object.entries(routes)) {
    if (!isPage(route)) continue;
    const link = pageLink(route.path);
    const { frontmatter, tabs = [] } = route.meta;
    const navIndex = findNavIndex(link, nav);
    const title = frontmatter.title || frontmatter.hero?.title || '';
    const sections = buildSections(route.meta, link, title);
    for (const tab of tabs) {
      sections.push(
        ...buildSections(tab.meta, `${link}?tab=${encodeURIComponent(tab.key)}`, title),
      );
    }
    records.set(id, {
      navTitle: navIndex < 0 ? undefined : nav[navIndex].title,
      // pages outside the nav (the home page) rank after every nav entry
      navOrder: navIndex < 0 ? nav.length : navIndex,
      title,
      link,
      sections,
      demos: [],
    });
  }
  for (const { routeId, asset } of Object.values(demos)) {
    const record = records.get(routeId);
    if (!record) continue;
    record.demos.push({
      link: `${record.link}#${asset.id}`,
      rawTitle: asset.title || '',
      title: asset.title || record.title,
      description: asset.description || '',
      keywords: asset.keywords || [],
    });
  }
  return [...records.values()];
}
