import { highlight, trimSnippet } from './highlight';
import { createMatcher, type Matcher } from './query';
import type {
  HighlightSegment,
  SearchHint,
  SearchHintType,
  SearchRecord,
  SearchResultGroup,
} from './types';

/** The spec's weights (section 9): points per distinct query word a place contains. */
export const WEIGHT = { pageTitle: 100, sectionTitle: 10, text: 1 } as const;
/** Groups rank by their nav entry's order times this factor (spec, section 9). */
export const NAV_ORDER_FACTOR = 1000;
/**
 * The most hints a group returns, the highest priorities kept: a popover cannot usefully show the
 * thousands of paragraphs a common word finds on a large site, and highlighting only what is shown
 * keeps a query fast.
 */
export const MAX_HINTS_PER_GROUP = 20;

const enum Field {
  PageTitle,
  SectionTitle,
  Paragraph,
  DemoTitle,
  DemoDescription,
  DemoKeywords,
}

/**
 * A page prepared for searching: all its texts lower-cased and joined, one per line, with where
 * each text starts. A query word holds no whitespace, so each occurrence lies within one text.
 */
interface PreparedRecord {
  record: SearchRecord;
  all: string;
  /** the start of each text in `all`, in order */
  starts: number[];
  kinds: Field[];
  /** the section (or demo) each text belongs to */
  items: number[];
  /** for a paragraph, its index within its section */
  paragraphs: number[];
  /** for a paragraph, the text index of its section's title */
  titleOf: number[];
}

export interface SearchIndex {
  records: PreparedRecord[];
}

function prepare(record: SearchRecord): PreparedRecord {
  const prepared: PreparedRecord = {
    record,
    all: '',
    starts: [],
    kinds: [],
    items: [],
    paragraphs: [],
    titleOf: [],
  };
  const texts: string[] = [];
  let offset = 0;
  const add = (text: string, kind: Field, item = 0, paragraph = 0, titleOf = -1) => {
    const lower = text.toLowerCase();
    prepared.starts.push(offset);
    prepared.kinds.push(kind);
    prepared.items.push(item);
    prepared.paragraphs.push(paragraph);
    prepared.titleOf.push(titleOf);
    texts.push(lower);
    offset += lower.length + 1;
  };
  add(record.title, Field.PageTitle);
  record.sections.forEach((section, item) => {
    const titleIndex = prepared.kinds.length;
    add(section.title, Field.SectionTitle, item);
    section.paragraphs.forEach((paragraph, p) =>
      add(paragraph, Field.Paragraph, item, p, titleIndex),
    );
  });
  record.demos.forEach((demo, item) => {
    add(demo.title, Field.DemoTitle, item);
    add(demo.description, Field.DemoDescription, item);
    add(demo.keywords.join(' '), Field.DemoKeywords, item);
  });
  prepared.all = texts.join('\n');
  return prepared;
}

export function createIndex(records: SearchRecord[]): SearchIndex {
  return { records: records.map(prepare) };
}

/**
 * How many distinct query words each text of a page contains (by text index): each word is
 * looked for in the joined texts, skipping to the next text after each find.
 */
function countWords(prepared: PreparedRecord, matcher: Matcher): Uint8Array {
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

/** A hint scored but not yet highlighted (highlighting waits until the hint is kept). */
interface Candidate {
  type: SearchHintType;
  priority: number;
  prepared: PreparedRecord;
  /** the section, or for a demo hint the demo */
  item: number;
  paragraph: number;
  titleMatches: boolean;
}

/**
 * The best MAX_HINTS_PER_GROUP candidates of a group, highest priority first; of equal
 * priorities the one offered first (earlier in page and nav order) stays ahead.
 */
class TopHints {
  readonly kept: Candidate[] = [];

  accepts(priority: number): boolean {
    const { kept } = this;
    return kept.length < MAX_HINTS_PER_GROUP || priority > kept[kept.length - 1].priority;
  }

  offer(candidate: Candidate): void {
    const { kept } = this;
    let at = kept.length;
    while (at > 0 && kept[at - 1].priority < candidate.priority) at--;
    kept.splice(at, 0, candidate);
    if (kept.length > MAX_HINTS_PER_GROUP) kept.pop();
  }
}

function offerCandidates(prepared: PreparedRecord, counts: Uint8Array, top: TopHints): void {
  const { kinds, items, titleOf } = prepared;
  const offer = (candidate: Omit<Candidate, 'prepared'>) => {
    if (top.accepts(candidate.priority)) top.offer({ ...candidate, prepared });
  };
  const firstParagraph = kinds.indexOf(Field.Paragraph);
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
  // texts in page order (demos last), so that equal priorities keep reading order
  for (let text = 0; text < counts.length; text++) {
    const words = counts[text];
    const kind = kinds[text];
    const item = items[text];
    if (kind === Field.DemoTitle) {
      offerDemo();
      demoItem = item;
      demoPoints = words * WEIGHT.sectionTitle;
      continue;
    }
    if (kind === Field.DemoDescription || kind === Field.DemoKeywords) {
      demoPoints += words * WEIGHT.text;
      continue;
    }
    if (!words) continue;
    if (kind === Field.PageTitle) {
      offer({
        type: 'page',
        priority: words * WEIGHT.pageTitle,
        item,
        paragraph: 0,
        titleMatches: true,
      });
    } else if (kind === Field.SectionTitle) {
      offer({
        type: 'title',
        priority: words * WEIGHT.sectionTitle,
        item,
        paragraph: 0,
        titleMatches: true,
      });
    } else if (!(counts[0] && text === firstParagraph)) {
      // (a page hint already shows the page's first paragraph)
      const titleWords = counts[titleOf[text]];
      offer({
        type: 'content',
        priority: titleWords * WEIGHT.sectionTitle + words * WEIGHT.text,
        item,
        paragraph: prepared.paragraphs[text],
        titleMatches: titleWords > 0,
      });
    }
  }
  offerDemo();
}

const plain = (text: string): HighlightSegment[] => (text ? [{ text, highlighted: false }] : []);
const snippet = (text: string, matcher: Matcher) => trimSnippet(highlight(text, matcher).segments);

function toHint(candidate: Candidate, matcher: Matcher): SearchHint {
  const { record } = candidate.prepared;
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

/**
 * The result groups for a query: one group per nav entry, ranked by nav order × 1000 (the nav's
 * own order, first entry first); hints within a group sorted by priority, highest first, at most
 * MAX_HINTS_PER_GROUP of them. An empty or whitespace-only query gives no groups.
 */
export function search(index: SearchIndex, keywords: string): SearchResultGroup[] {
  const matcher = createMatcher(keywords);
  if (!matcher) return [];
  const groups = new Map<string, { title?: string; priority: number; top: TopHints }>();
  for (const prepared of index.records) {
    const counts = countWords(prepared, matcher);
    if (!counts.some(Boolean)) continue;
    const { navTitle, navOrder } = prepared.record;
    const key = navTitle ?? '';
    let group = groups.get(key);
    if (!group) {
      group = { title: navTitle, priority: navOrder * NAV_ORDER_FACTOR, top: new TopHints() };
      groups.set(key, group);
    }
    offerCandidates(prepared, counts, group.top);
  }
  return [...groups.values()]
    .sort((a, b) => a.priority - b.priority)
    .map(({ title, priority, top }) => ({
      title,
      priority,
      hints: top.kept.map((candidate) => toHint(candidate, matcher)),
    }));
}
