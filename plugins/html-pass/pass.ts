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

type PageStep = Extract<HtmlStep, { page: unknown }>;

/**
 * The files after each step in turn. A run of page steps takes one page through all of them
 * before the next page: each page's markup between two steps is short-lived then, where taking
 * every page through one step at a time kept the whole site's markup of each step alive until the
 * next (hundreds of MB at 1,000 pages). A step that needs all files sees them as the steps before
 * it left every one.
 */
export function runSteps(files: PassFile[], steps: HtmlStep[]): PassFile[] {
  let current = files;
  let pageSteps: PageStep[] = [];
  const runPageSteps = () => {
    if (!pageSteps.length) return;
    const run = pageSteps;
    current = current.map((file) => ({
      ...file,
      html: run.reduce((html, step) => step.page(file.page, html), file.html),
    }));
    pageSteps = [];
  };
  for (const step of steps) {
    if ('page' in step) {
      pageSteps.push(step);
      continue;
    }
    runPageSteps();
    current = step.files(current);
  }
  runPageSteps();
  return current;
}
