import { heading, link, paragraph, stringify, text, type MdNode } from './mdast';

/** A page as llms.txt lists it. */
export interface ListedPage {
  title: string;
  description?: string;
  /** Absolute URL of the page's Markdown */
  markdownUrl: string;
  /** The header nav entry the page belongs to (its llms.txt section); none for the home page */
  section?: { title: string; order: number };
  /** Its place in the section: the sidebar group's order, then its own */
  order: [number, number];
}

export interface LlmsTexts {
  /** The site's name: the `# ` title */
  name: string;
  /** The edition's one-line summary (the home page's tagline) */
  summary: string;
  /** The sentence that says where the Markdown is, with the llms-full.txt address in it */
  intro: (fullUrl: string) => MdNode[];
}

const item = (page: ListedPage): MdNode => ({
  type: 'listItem',
  spread: false,
  children: [
    paragraph([
      link(page.markdownUrl, [text(page.title)]),
      ...(page.description ? [text(`: ${page.description}`)] : []),
    ]),
  ],
});

const list = (pages: ListedPage[]): MdNode => ({
  type: 'list',
  ordered: false,
  spread: false,
  children: pages.map(item),
});

const byPlace = (a: ListedPage, b: ListedPage) =>
  a.order[0] - b.order[0] || a.order[1] - b.order[1] || a.title.localeCompare(b.title, 'en');

/**
 * An edition's llms.txt (https://llmstxt.org): the site's name as its `# ` title, the edition's
 * summary as a `> ` quote, where the Markdown lives, then every page with its description: the
 * home page first, then one `## ` section per header nav entry, in the nav's order, each listing
 * its pages in sidebar order. Every link leads to a page's Markdown.
 */
export function llmsTxt(pages: ListedPage[], texts: LlmsTexts, fullUrl: string): string {
  const sections = new Map<string, { order: number; pages: ListedPage[] }>();
  const loose: ListedPage[] = [];
  for (const page of pages) {
    if (!page.section) {
      loose.push(page);
      continue;
    }
    const section = sections.get(page.section.title) ?? { order: page.section.order, pages: [] };
    section.pages.push(page);
    sections.set(page.section.title, section);
  }
  const nodes: MdNode[] = [
    heading(1, [text(texts.name)]),
    { type: 'blockquote', children: [paragraph([text(texts.summary)])] },
    paragraph(texts.intro(fullUrl)),
  ];
  if (loose.length) nodes.push(list(loose.sort(byPlace)));
  const ordered = [...sections].sort(
    ([titleA, a], [titleB, b]) => a.order - b.order || titleA.localeCompare(titleB, 'en'),
  );
  for (const [title, section] of ordered) {
    nodes.push(heading(2, [text(title)]), list(section.pages.sort(byPlace)));
  }
  return stringify(nodes);
}

/**
 * An edition's llms-full.txt: the same title and summary, then the Markdown of every page, in the
 * order llms.txt lists them.
 */
export function llmsFullTxt(pages: { page: ListedPage; markdown: string }[], texts: LlmsTexts) {
  const head = stringify([
    heading(1, [text(texts.name)]),
    { type: 'blockquote', children: [paragraph([text(texts.summary)])] },
  ]);
  return [head, ...pages.map(({ markdown }) => markdown)].join('\n');
}

/** The pages in llms.txt order: the home page, then section by section. */
export function inListOrder<T extends { page: ListedPage }>(entries: T[]): T[] {
  const sectionOrder = (entry: T) => entry.page.section?.order ?? Number.NEGATIVE_INFINITY;
  return [...entries].sort(
    (a, b) =>
      sectionOrder(a) - sectionOrder(b) ||
      (a.page.section?.title ?? '').localeCompare(b.page.section?.title ?? '', 'en') ||
      byPlace(a.page, b.page),
  );
}
