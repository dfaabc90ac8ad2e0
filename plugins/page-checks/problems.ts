import type { Position } from '../shared/page-reader';

/** One mistake in one page: where it is, the rule that found it (README, "Page checks"), the fix. */
export interface Problem extends Position {
  /** Relative to the project, with forward slashes: `docs/Products/folderIcon.md`. */
  file: string;
  rule: string;
  message: string;
  fix: string;
  /** The address of the page, or of the page a tab belongs to: the dev panel shows its own first. */
  route?: string;
}

/** What a rule says of one place. */
export type Says = [rule: string, message: string, fix: string];

/** A problem in the page being checked (its file is added with the others). */
export type Finding = Omit<Problem, 'file' | 'route'>;

/** Puts what a rule says of a place in a page's list. */
export const add = (list: Finding[], { line, column }: Position, [rule, message, fix]: Says) =>
  list.push({ line, column, rule, message, fix });

/** Every problem as `file:line:column  problem  (how to fix)`, the form editors link, then a count. */
export function formatReport(problems: Problem[], pageCount: number): string {
  const pages = `${pageCount} page${pageCount === 1 ? '' : 's'}`;
  if (!problems.length) return `page-checks: ${pages} checked, no problems`;
  const count = `${problems.length} problem${problems.length === 1 ? '' : 's'}`;
  const files = new Set(problems.map(({ file }) => file)).size;
  return [
    ...problems.map((p) => `${p.file}:${p.line}:${p.column}  ${p.message}  (${p.fix})`),
    `page-checks: ${count} in ${files} of ${pages}`,
  ].join('\n');
}

/** Edits (insert, delete, replace, swap two neighbours) from one word to another, ignoring case. */
function editDistance(from: string, to: string): number {
  const [a, b] = [from.toLowerCase(), to.toLowerCase()];
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => i || j),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      rows[i][j] = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      // two neighbouring letters swapped count as one edit
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        rows[i][j] = Math.min(rows[i][j], rows[i - 2][j - 2] + 1);
    }
  }
  return rows[a.length][b.length];
}

/**
 * "did you mean ...?" with the candidate nearest to a misspelt word, as `shown` writes it, if one is
 * near enough to be what was meant.
 */
export function didYouMean(
  word: string,
  candidates: Iterable<string>,
  shown = (candidate: string) => candidate,
): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.floor(Math.max(word.length, 3) / 3) + 1;
  for (const candidate of candidates) {
    const distance = editDistance(word, candidate);
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  return best ? `did you mean ${shown(best)}?` : undefined;
}

/** The text with its %-escapes decoded, or `otherwise` (the text as written) when one is malformed. */
export function decoded(text: string, decode = decodeURIComponent, otherwise = text): string {
  try {
    return decode(text);
  } catch {
    return otherwise;
  }
}
