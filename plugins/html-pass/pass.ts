import { withDemoPageHeads } from '../demos/html-steps';
import { expectDemosReplaced } from '../internals/html/dumi-demo-markup';
import { checkHeadingIds } from '../markdown/heading-ids';
import { withMarkdownLink } from '../page-markdown';
import { withLowerCaseCopies } from '../pages/html-files';
import type { HtmlPage } from '../pages/page-records';
import { completePrerender } from '../prerender/html-steps';
import { withPageLanguage, withSeoHeadOf, type SeoSite } from '../seo/html-steps';

export type ExportedFile = { path: string; content: string };

export type PassFile = { page: HtmlPage; html: string };

/** A transform of one page's markup, or, for a step that needs the other pages, of them all. */
export type HtmlStep =
  | { name: string; page: (page: HtmlPage, html: string) => string }
  | { name: string; files: (files: PassFile[]) => PassFile[] };

export type PassSite = SeoSite & { messageSets: Record<string, string> };

/** THE order of the pass; each step lives in its feature's folder. */
export const htmlSteps = (site: PassSite): HtmlStep[] => [
  // umi's streamed page as one complete document; its scripts start after the first paint
  { name: 'complete prerender', page: completePrerender(site.messageSets) },
  // what the page says of itself: its language, then its head for crawlers and link previews
  { name: 'language', page: withPageLanguage },
  { name: 'SEO head', page: withSeoHeadOf(site) },
  { name: 'Markdown link', page: withMarkdownLink(site.base) },
  // checks: a build whose pages show what the Markdown plugins should have replaced stops here
  { name: 'heading ids', page: checkHeadingIds },
  { name: 'demo grid', page: expectDemosReplaced },
  // standalone demo pages take their titles from the finished pages that show their demos
  { name: 'demo head', files: withDemoPageHeads },
  // last: the copies are the finished pages
  { name: 'lower-case copies', files: withLowerCaseCopies },
];

/**
 * The files after each step in turn. A run of page steps takes one page through all of them
 * before the next page, so that each page's markup between two steps is short-lived.
 */
export function runSteps(files: PassFile[], steps: HtmlStep[]): PassFile[] {
  let run: Extract<HtmlStep, { page: unknown }>[] = [];
  for (const step of [...steps, undefined]) {
    if (step && 'page' in step) {
      run.push(step);
      continue;
    }
    files = files.map(({ page, html }) => ({
      page,
      html: run.reduce((markup, { page: transform }) => transform(page, markup), html),
    }));
    run = [];
    if (step) files = step.files(files);
  }
  return files;
}
