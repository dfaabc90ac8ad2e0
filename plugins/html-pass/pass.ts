import type { HtmlPage } from '../pages/page-records';

/** An exported HTML file as umi hands it over and writes it. */
export interface ExportedFile {
  path: string;
  content: string;
}

/** An HTML file in the pass: its record, built once, and its markup so far. */
export interface PassFile {
  page: HtmlPage;
  html: string;
}

/**
 * One step of the pass over the exported HTML: a transform of one page's markup (which may throw
 * to stop the build), or, for a step that needs the other pages or adds files, of the whole list.
 */
export type HtmlStep =
  | { name: string; page: (page: HtmlPage, html: string) => string }
  | { name: string; files: (files: PassFile[]) => PassFile[] };

/** The files after each step in turn: every page through one step before the next step begins. */
export function runSteps(files: PassFile[], steps: HtmlStep[]): PassFile[] {
  return steps.reduce(
    (current, step) =>
      'files' in step
        ? step.files(current)
        : current.map((file) => ({ ...file, html: step.page(file.page, file.html) })),
    files,
  );
}
