import { highlight, trimSnippet, type Matcher } from './query';
import type { HighlightSegment, IndexedPage, SearchHint, SearchHintType } from './types';

/** The spec's weights (section 9): points per distinct query word a place contains. */
export const WEIGHT = { pageTitle: 100, sectionTitle: 10, text: 1 } as const;

const Field = {
  PageTitle: 0,
  SectionTitle: 1,
  Paragraph: 2,
  DemoTitle: 3,
  DemoDescription: 4,
  DemoKeywords: 5,
} as const;
type Field = (typeof Field)[keyof typeof Field];

interface SearchedText {
  text: string;
  field: Field;
  /** the section (or demo) the text belongs to */
  item: number;
  /** for a paragraph, its index within its section */
  paragraph: number;
}

/** The texts of a page that search looks in, in reading order (demos last). */
function textsOf(record: IndexedPage): SearchedText[] {
  const texts: SearchedText[] = [
    { text: record.title, field: Field.PageTitle, item: 0, paragraph: 0 },
  ];
  record.sections.forEach((section, item) => {
    texts.push({ text: section.title, field: Field.SectionTitle, item, paragraph: 0 });
    section.paragraphs.forEach((text, paragraph) =>
      texts.push({ text, field: Field.Paragraph, item, paragraph }),
    );
  });
  record.demos.forEach((demo, item) => {
    texts.push({ text: demo.title, field: Field.DemoTitle, item, paragraph: 0 });
    texts.push({ text: demo.description, field: Field.DemoDescription, item, paragraph: 0 });
    texts.push({ text: demo.keywords.join(' '), field: Field.DemoKeywords, item, paragraph: 0 });
  });
  return texts;
}

/**
 * A page prepared for searching: all its texts lower-cased and joined, one per line, with where
 * each text starts. A query word holds no whitespace, so each occurrence lies within one text.
 */
export interface PreparedPage {
  record: IndexedPage;
  all: string;
  /** the start of each text in `all`, in order */
  starts: number[];
  texts: SearchedText[];
  /** for a paragraph, the text index of its section's title */
  titleOf: number[];
}

export function preparePage(record: IndexedPage): PreparedPage {
  const texts = textsOf(record);
  const starts: number[] = [];
  const titleOf: number[] = [];
  const lower: string[] = [];
  let offset = 0;
  let sectionTitle = -1;
  texts.forEach(({ text, field }, index) => {
    if (field === Field.SectionTitle) sectionTitle = index;
    titleOf.push(field === Field.Paragraph ? sectionTitle : -1);
    starts.push(offset);
    const lowered = text.toLowerCase();
    lower.push(lowered);
    offset += lowered.length + 1;
  });
  return { record, all: lower.join('\n'), starts, texts, titleOf };
}

/**
 * How many distinct query words each text of a page contains (by text index): each word is
 * looked for in the joined texts, skipping to the next text after each find.
 */
export function countWords(prepared: PreparedPage, matcher: Matcher): Uint8Array {
  const { all, starts } = prepared;
  const counts = new Uint8Array(starts.length);
  for (const word of matcher.words) {
    let text = 0;
    for (let at = all.indexOf(word); at >= 0;) {
      while (text + 1 < starts.length && starts[text + 1] <= at) text++;
      if (counts[text] < 255) counts[text]++;
      if (text + 1 >= starts.length) break;
      at = all.indexOf(word, starts[text + 1]);
    }
  }
  return counts;
}

/** A hint scored but not yet highlighted (highlighting waits until the hint is shown). */
export interface Candidate {
  type: SearchHintType;
  priority: number;
  /** its place among the page's candidates: equal priorities keep reading order */
  order: number;
  /** the section, or for a demo hint the demo */
  item: number;
  paragraph: number;
  titleMatches: boolean;
}

/** The page's hints for a query, scored, in reading order (demos last). */
export function candidatesOf(prepared: PreparedPage, counts: Uint8Array): Candidate[] {
  const { texts, titleOf } = prepared;
  const found: Candidate[] = [];
  const offer = (candidate: Omit<Candidate, 'order'>) =>
    found.push({ ...candidate, order: found.length });
  const firstParagraph = texts.findIndex(({ field }) => field === Field.Paragraph);
  let demoItem = -1;
  let demoPoints = 0;
  const offerDemo = () => {
    if (demoPoints) {
      offer({
        type: 'demo',
        priority: demoPoints,
        item: demoItem,
        paragraph: 0,
        titleMatches: false,
      });
    }
  };
  for (let index = 0; index < counts.length; index++) {
    const words = counts[index];
    const { field, item, paragraph } = texts[index];
    if (field === Field.DemoTitle) {
      offerDemo();
      demoItem = item;
      demoPoints = words * WEIGHT.sectionTitle;
      continue;
    }
    if (field === Field.DemoDescription || field === Field.DemoKeywords) {
      demoPoints += words * WEIGHT.text;
      continue;
    }
    if (!words) continue;
    if (field === Field.PageTitle) {
      offer({
        type: 'page',
        priority: words * WEIGHT.pageTitle,
        item,
        paragraph,
        titleMatches: true,
      });
    } else if (field === Field.SectionTitle) {
      offer({
        type: 'title',
        priority: words * WEIGHT.sectionTitle,
        item,
        paragraph,
        titleMatches: true,
      });
    } else if (!(counts[0] && index === firstParagraph)) {
      // (a page hint already shows the page's first paragraph)
      const titleWords = counts[titleOf[index]];
      offer({
        type: 'content',
        priority: titleWords * WEIGHT.sectionTitle + words * WEIGHT.text,
        item,
        paragraph,
        titleMatches: titleWords > 0,
      });
    }
  }
  offerDemo();
  return found;
}

const plain = (text: string): HighlightSegment[] => (text ? [{ text, highlighted: false }] : []);
const snippet = (text: string, matcher: Matcher) => trimSnippet(highlight(text, matcher).segments);

/** The hint as shown: its title and snippet highlighted. */
export function toHint(record: IndexedPage, candidate: Candidate, matcher: Matcher): SearchHint {
  const pageTitle = record.title;
  const base = { type: candidate.type, priority: candidate.priority, pageTitle };
  if (candidate.type === 'page') {
    return {
      ...base,
      link: record.link,
      highlightTitleTexts: highlight(record.title, matcher).segments,
      highlightTexts: snippet(
        record.sections.find((s) => s.paragraphs.length)?.paragraphs[0] ?? '',
        matcher,
      ),
    };
  }
  if (candidate.type === 'demo') {
    const demo = record.demos[candidate.item];
    return {
      ...base,
      link: demo.link,
      highlightTitleTexts: highlight(demo.title, matcher).segments,
      highlightTexts: snippet(demo.description, matcher),
    };
  }
  const section = record.sections[candidate.item];
  return {
    ...base,
    link: section.link,
    highlightTitleTexts: candidate.titleMatches
      ? highlight(section.title, matcher).segments
      : plain(section.title || pageTitle),
    highlightTexts: snippet(section.paragraphs[candidate.paragraph] ?? '', matcher),
  };
}
