import type { Content } from 'mdast';
import { parseMarkdown, readPage, tabFilesOf, textOf, type Page } from '../../shared/page-reader';
import type { IndexedPage, SearchSection } from '../browser/types';

/** A heading as read: a leading emoji or other symbols dropped ("📋 Menu" reads "Menu"). */
export const readableTitle = (rawTitle: string) => rawTitle.replace(/^[^\p{L}\p{N}]+/u, '').trim();

/**
 * The searched paragraphs of a block: each paragraph (its pictures left out, its tags read as
 * nothing), list item, table row and code block; raw HTML between blocks reads as its text.
 */
function paragraphsOf(node: Content): string[] {
  switch (node.type) {
    case 'paragraph':
      return [textOf(node.children.filter((child) => child.type !== 'image'))];
    case 'tableRow':
      return [node.children.map((cell) => textOf([cell])).join(' ')];
    case 'code':
      return [node.value];
    case 'html':
      return [node.value.replace(/<[^>]*>/g, ' ')];
    case 'heading':
      return [];
    default:
      return 'children' in node ? (node.children as Content[]).flatMap(paragraphsOf) : [];
  }
}

/**
 * A page's (or a tab's) sections: the text before the first heading, or under the page's own `#`
 * title, is a section without a title that links to the page; then one per heading.
 */
function sectionsOf(page: Page, link: string, pageTitle: string): SearchSection[] {
  const intro: SearchSection = { rawTitle: '', title: '', link, paragraphs: [] };
  const sections = [intro];
  // by line: the reader also lists headings inside a quote or a list, which are no section
  const headingAt = new Map(page.headings.map((heading) => [heading.line, heading]));
  for (const node of page.tree.children) {
    if (node.type !== 'heading') {
      const texts = paragraphsOf(node).map((text) => text.replace(/\s+/g, ' ').trim());
      sections.at(-1)!.paragraphs.push(...texts.filter(Boolean));
      continue;
    }
    const { depth, title: rawTitle, id } = headingAt.get(node.position!.start.line)!;
    if (depth === 1 && rawTitle === pageTitle) continue;
    const title = readableTitle(rawTitle);
    sections.push({ rawTitle, title, link: `${link}#${id}`, paragraphs: [] });
  }
  return intro.paragraphs.length ? sections : sections.slice(1);
}

/**
 * The search record of the page in `file`, its content tabs' sections after its own (spec, section
 * 3, without the nav fields, which the browser adds).
 */
export function searchRecord(link: string, file: string, cwd: string): IndexedPage {
  const page = readPage(file, cwd);
  const { title } = page;
  const sections = sectionsOf(page, link, title);
  for (const tab of tabFilesOf(file)) {
    const tabLink = `${link}?tab=${encodeURIComponent(tab.key)}`;
    sections.push(...sectionsOf(readPage(tab.file, cwd), tabLink, title));
  }
  const demos = [
    ...new Map(page.demos.filter((demo) => !demo.inline).map((demo) => [demo.id, demo])).values(),
  ];
  return {
    title,
    link,
    sections,
    demos: demos.map((demo) => ({
      link: `${link}#${demo.id}`,
      rawTitle: demo.title ?? '',
      title: demo.title ?? title,
      description: demo.description ? textOf([parseMarkdown(demo.description)]).trim() : '',
      keywords: demo.keywords ?? [],
    })),
  };
}
