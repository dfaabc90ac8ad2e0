import type { HighlightSegment } from './types';

/**
 * The spec's query rules (section 5): keywords are trimmed, split on whitespace, matched anywhere in a
 * text, case-insensitively, with every character taken literally.
 */
export interface Matcher {
  /** the distinct words, lower-cased, longest first */
  words: string[];
  /** finds any word, as its one group; global and case-insensitive */
  pattern: RegExp;
}

export const escapeRegExp = (text: string) => text.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&');

/** A matcher for the query, or null when the query has no words. */
export function createMatcher(keywords: string): Matcher | null {
  const words = [...new Set(keywords.trim().toLowerCase().split(/\s+/).filter(Boolean))];
  if (!words.length) return null;
  // longest first, so that "c++" wins over "c" where both could match
  words.sort((a, b) => b.length - a.length);
  return { words, pattern: new RegExp(`(${words.map(escapeRegExp).join('|')})`, 'gi') };
}

/** A text as highlighted (matching) and plain segments. */
export function highlight(text: string, { pattern }: Matcher): HighlightSegment[] {
  // split with a group gives the plain parts at even places and the matches at odd ones
  return text
    .split(pattern)
    .flatMap((part, i) => (part ? [{ text: part, highlighted: i % 2 === 1 }] : []));
}

/**
 * The spec's snippet rule (section 9): when a snippet has several parts and starts with a plain part
 * longer than 20 characters, that part keeps only its last 20 characters, prefixed with "...".
 */
export function trimSnippet(segments: HighlightSegment[]): HighlightSegment[] {
  const [first, ...rest] = segments;
  if (!rest.length || first.highlighted || first.text.length <= 20) return segments;
  return [{ text: `...${first.text.slice(-20)}`, highlighted: false }, ...rest];
}
