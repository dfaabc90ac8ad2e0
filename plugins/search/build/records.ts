import type { IndexedPage, SearchSection } from '../browser/types';
import type { PageTexts, TocEntry, PageText } from './page-texts';

/** A heading as read: a leading emoji or other symbols dropped ("📋 Menu" reads "Menu"). */
export function readableTitle(rawTitle: string): string {
  return rawTitle.replace(/^[^\p{L}\p{N}]+/u, '').trim();
}

/**
 * Sections from a page's (or tab's) table of contents and texts: each text belongs to the heading
 * its tocIndex names; texts of one paraId form one paragraph; texts before the first heading, or
 * under the page's own title heading, form a section without a title that links to the page.
 */
export function buildSections(
  { toc, texts }: { toc: TocEntry[]; texts: PageText[] },
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

export interface PageSource {
  /** the router path of the page, e.g. `/zh-CN/products/dict-card` */
  link: string;
  page: PageTexts;
  /** the page's content tabs, in order: their key (`?tab=<key>`) and texts */
  tabs: { key: string; page: PageTexts }[];
}

/** The search record of one page (spec, section 3, without the nav fields, which the browser adds). */
export function buildRecord({ link, page, tabs }: PageSource): IndexedPage {
  const { frontmatter } = page;
  const title = frontmatter.title || frontmatter.hero?.title || '';
  const sections = buildSections(page, link, title);
  for (const tab of tabs) {
    sections.push(...buildSections(tab.page, `${link}?tab=${encodeURIComponent(tab.key)}`, title));
  }
  return {
    title,
    link,
    sections,
    // one per id, as dumi's demo index of the page holds them
    demos: [...new Map(page.demos.map((demo) => [demo.id, demo])).values()].map((demo) => ({
      link: `${link}#${demo.id}`,
      rawTitle: demo.title || '',
      title: demo.title || title,
      description: demo.description || '',
      keywords: demo.keywords || [],
    })),
  };
}
