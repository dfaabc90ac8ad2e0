import { highlight, trimSnippet } from './highlight';
import { containsAnyWord, createMatcher, type Matcher } from './query';
import type { HighlightSegment, SearchHint, SearchRecord, SearchResultGroup } from './types';

/** The spec's weights (section 9): one point per distinct query word found in each place. */
export const WEIGHT = { pageTitle: 100, sectionTitle: 10, text: 1 } as const;
/** Groups rank by their nav entry's order times this factor (spec, section 9). */
export const NAV_ORDER_FACTOR = 1000;

/** Lower-cased copies of every searchable text, made once when the index is built. */
interface PreparedRecord {
  record: SearchRecord;
  title: string;
  sections: { title: string; paragraphs: string[] }[];
  demos: { title: string; description: string; keywords: string }[];
}

export interface SearchIndex {
  records: PreparedRecord[];
}

export function createIndex(records: SearchRecord[]): SearchIndex {
  return {
    records: records.map((record) => ({
      record,
      title: record.title.toLowerCase(),
      sections: record.sections.map((section) => ({
        title: section.title.toLowerCase(),
        paragraphs: section.paragraphs.map((paragraph) => paragraph.toLowerCase()),
      })),
      demos: record.demos.map((demo) => ({
        title: demo.title.toLowerCase(),
        description: demo.description.toLowerCase(),
        keywords: demo.keywords.join(' ').toLowerCase(),
      })),
    })),
  };
}

const plain = (text: string): HighlightSegment[] => (text ? [{ text, highlighted: false }] : []);

function snippet(text: string, matcher: Matcher) {
  const { segments, matchedWords } = highlight(text, matcher);
  return { segments: trimSnippet(segments), matchedWords };
}

function hintsOf(prepared: PreparedRecord, matcher: Matcher): SearchHint[] {
  const { record } = prepared;
  const pageTitle = record.title;
  const hints: SearchHint[] = [];

  record.sections.forEach((section, s) => {
    const lower = prepared.sections[s];
    const titleMatches = lower.title !== '' && containsAnyWord(lower.title, matcher);
    const title = titleMatches ? highlight(section.title, matcher) : undefined;
    const titleSegments = title?.segments ?? plain(section.title || pageTitle);
    const titlePoints = (title?.matchedWords ?? 0) * WEIGHT.sectionTitle;

    if (title) {
      hints.push({
        type: 'title',
        link: section.link,
        priority: titlePoints,
        highlightTitleTexts: titleSegments,
        highlightTexts: snippet(section.paragraphs[0] ?? '', matcher).segments,
        pageTitle,
      });
    }
    section.paragraphs.forEach((paragraph, p) => {
      if (!containsAnyWord(lower.paragraphs[p], matcher)) return;
      const text = snippet(paragraph, matcher);
      hints.push({
        type: 'content',
        link: section.link,
        priority: titlePoints + text.matchedWords * WEIGHT.text,
        highlightTitleTexts: titleSegments,
        highlightTexts: text.segments,
        pageTitle,
      });
    });
  });

  record.demos.forEach((demo, d) => {
    const lower = prepared.demos[d];
    if (
      ![lower.title, lower.description, lower.keywords].some((t) => containsAnyWord(t, matcher))
    ) {
      return;
    }
    const title = highlight(demo.title, matcher);
    const description = snippet(demo.description, matcher);
    const keywords = highlight(demo.keywords.join(' '), matcher);
    hints.push({
      type: 'demo',
      link: demo.link,
      priority:
        title.matchedWords * WEIGHT.sectionTitle +
        (description.matchedWords + keywords.matchedWords) * WEIGHT.text,
      highlightTitleTexts: title.segments,
      highlightTexts: description.segments,
      pageTitle,
    });
  });

  if (prepared.title !== '' && containsAnyWord(prepared.title, matcher)) {
    const title = highlight(record.title, matcher);
    const firstParagraph = record.sections[0]?.paragraphs[0] ?? '';
    hints.push({
      type: 'page',
      link: record.link,
      priority: title.matchedWords * WEIGHT.pageTitle,
      highlightTitleTexts: title.segments,
      highlightTexts: snippet(firstParagraph, matcher).segments,
      pageTitle,
    });
  }
  return hints;
}

/**
 * The result groups for a query: one group per nav entry, ranked by nav order × 1000 (the nav's
 * own order, first entry first); hints within a group sorted by priority, highest first. An empty
 * or whitespace-only query gives no groups.
 */
export function search(index: SearchIndex, keywords: string): SearchResultGroup[] {
  const matcher = createMatcher(keywords);
  if (!matcher) return [];
  const groups = new Map<string, SearchResultGroup>();
  for (const prepared of index.records) {
    const hints = hintsOf(prepared, matcher);
    if (!hints.length) continue;
    const { navTitle, navOrder } = prepared.record;
    const key = navTitle ?? '';
    let group = groups.get(key);
    if (!group) {
      group = { title: navTitle, priority: navOrder * NAV_ORDER_FACTOR, hints: [] };
      groups.set(key, group);
    }
    group.hints.push(...hints);
  }
  const ranked = [...groups.values()].sort((a, b) => a.priority - b.priority);
  // Array.prototype.sort is stable: equal priorities keep page and section order
  for (const group of ranked) group.hints.sort((a, b) => b.priority - a.priority);
  return ranked;
}
