/** The git-ignored folder the benches write their figures to. */
export const RESULTS_FOLDER: string;

/** console.table's rows as a Markdown table. */
export function markdownTable(rows: Record<string, unknown>[]): string;

export interface Report {
  log(...values: unknown[]): void;
  table(rows: Record<string, unknown>[]): void;
  write(name: string, data?: unknown): string[];
}

export function createReport(
  title: string,
  options?: { folder?: string; now?: () => Date },
): Report;
