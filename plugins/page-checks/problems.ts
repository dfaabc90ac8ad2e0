import type { Position } from '../shared/page-reader';

/** One mistake in one page, with where it is and how to fix it. */
export interface Problem extends Position {
  /** The page, relative to the project and with forward slashes: `docs/Products/folderIcon.md`. */
  file: string;
  /** Which rule found it (README, "Page checks"). */
  rule: string;
  message: string;
  fix: string;
}

/** `file:line:column  problem  (how to fix)`, the form editors and terminals link to the place. */
export const formatProblem = ({ file, line, column, message, fix }: Problem): string =>
  `${file}:${line}:${column}  ${message}  (${fix})`;

export function sortProblems(problems: Problem[]): Problem[] {
  return [...problems].sort(
    (a, b) =>
      (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) ||
      a.line - b.line ||
      a.column - b.column ||
      (a.message < b.message ? -1 : 1),
  );
}

/** The whole report: every problem on a line of its own, then a count. */
export function formatReport(problems: Problem[], pageCount: number): string {
  const files = new Set(problems.map(({ file }) => file)).size;
  const pages = `${pageCount} page${pageCount === 1 ? '' : 's'}`;
  if (!problems.length) return `page-checks: ${pages} checked, no problems`;
  const count = `${problems.length} problem${problems.length === 1 ? '' : 's'}`;
  return [
    ...sortProblems(problems).map(formatProblem),
    `page-checks: ${count} in ${files} of ${pages}`,
  ].join('\n');
}

/** Edits (insert, delete, replace, swap two neighbours) from one word to another, ignoring case. */
export function editDistance(from: string, to: string): number {
  const a = from.toLowerCase();
  const b = to.toLowerCase();
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) rows[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      rows[i][j] = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        rows[i][j] = Math.min(rows[i][j], rows[i - 2][j - 2] + 1);
      }
    }
  }
  return rows[a.length][b.length];
}

/** The candidate nearest to a misspelt word, if it is near enough to be what was meant. */
export function nearest(word: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const distance = editDistance(word, candidate);
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  const allowed = Math.max(1, Math.floor(Math.max(word.length, 3) / 3));
  return bestDistance <= allowed ? best : undefined;
}
