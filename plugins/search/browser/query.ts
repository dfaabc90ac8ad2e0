/**
 * The spec's query rules (section 5): keywords are trimmed, split on whitespace, matched anywhere in a
 * text, case-insensitively, with every character taken literally.
 */
export interface Matcher {
  /** the distinct words, lower-cased, longest first */
  words: string[];
  /** finds any word; global and case-insensitive */
  pattern: RegExp;
}

const REGEXP_SYNTAX = /[\\^$.*+?()[\]{}|/-]/g;

export function escapeRegExp(text: string): string {
  return text.replace(REGEXP_SYNTAX, '\\$&');
}

export function splitKeywords(keywords: string): string[] {
  const trimmed = keywords.trim();
  return trimmed ? trimmed.split(/\s+/) : [];
}

/** A matcher for the query, or null when the query has no words. */
export function createMatcher(keywords: string): Matcher | null {
  const words = [...new Set(splitKeywords(keywords).map((word) => word.toLowerCase()))];
  if (!words.length) return null;
  // longest first, so that "c++" wins over "c" where both could match
  words.sort((a, b) => b.length - a.length);
  return { words, pattern: new RegExp(words.map(escapeRegExp).join('|'), 'gi') };
}
