import type { Matcher } from './query';
import type { HighlightSegment } from './types';

export interface Highlighted {
  segments: HighlightSegment[];
  /** how many distinct query words the text contains */
  matchedWords: number;
}

/** Splits a text into highlighted (matching) and plain segments. */
export function highlight(text: string, matcher: Matcher): Highlighted {
  const segments: HighlightSegment[] = [];
  const found = new Set<string>();
  const pattern = new RegExp(matcher.pattern.source, matcher.pattern.flags);
  let last = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    if (match.index > last)
      segments.push({ text: text.slice(last, match.index), highlighted: false });
    segments.push({ text: match[0], highlighted: true });
    found.add(match[0].toLowerCase());
    last = match.index + match[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), highlighted: false });
  return { segments, matchedWords: found.size };
}

export const SNIPPET_LEAD_LENGTH = 20;
export const SNIPPET_ELLIPSIS = '...';

/**
 * The spec's snippet rule (section 9): when a snippet has several parts and starts with a plain part
 * longer than 20 characters, that part keeps only its last 20 characters, prefixed with "...".
 */
export function trimSnippet(segments: HighlightSegment[]): HighlightSegment[] {
  const [first, ...rest] = segments;
  if (!first || !rest.length || first.highlighted || first.text.length <= SNIPPET_LEAD_LENGTH) {
    return segments;
  }
  return [
    { text: SNIPPET_ELLIPSIS + first.text.slice(-SNIPPET_LEAD_LENGTH), highlighted: false },
    ...rest,
  ];
}
