import { checkDemoGrid, withDemoPageHeads } from '../demos/html-steps';
import { checkHeadingIds } from '../markdown/heading-ids';
import { pageMarkdownFiles, withMarkdownLink } from '../page-markdown';
import { withLowerCaseCopies } from '../pages/html-files';
import { completeDocument, entryAfterFirstPaint } from '../prerender/html-steps';
import { seoFiles, withPageLanguage, withSeoHeadOf, type SeoSite } from '../seo/html-steps';
import type { HtmlStep, PassFile } from './pass';

/** What the steps need to know of the build. */
export interface PassSite extends SeoSite {
  /** The message-set chunk of each edition, by edition id. */
  messageSets: Record<string, string>;
}

/**
 * THE order of the pass over the exported HTML, after umi prerendered the pages and the page records
 * were built (index.ts). Each step lives in its feature's folder; a step sees the pages as the
 * steps before it left them.
 */
export const htmlSteps = (site: PassSite): HtmlStep[] => [
  // umi's streamed page as one complete document; its scripts start after the first paint
  { name: 'complete document', page: completeDocument },
  { name: 'entry script', page: entryAfterFirstPaint(site.messageSets) },
  // what the page says of itself: its language, then its head for crawlers and link previews
  { name: 'language', page: withPageLanguage },
  { name: 'SEO head', page: withSeoHeadOf(site) },
  { name: 'Markdown link', page: withMarkdownLink(site.base) },
  // checks: a build whose pages show what the Markdown plugins should have replaced stops here
  { name: 'heading ids', page: checkHeadingIds },
  { name: 'demo grid', page: checkDemoGrid },
  // standalone demo pages take their titles from the finished pages that show their demos
  { name: 'demo head', files: withDemoPageHeads },
  // last: the copies are the finished pages
  { name: 'lower-case copies', files: withLowerCaseCopies },
];

/** Files written beside the pages: contents by path below the output folder. */
export interface FilesBeside {
  name: string;
  files: (passed: PassFile[]) => Map<string, string> | Promise<Map<string, string>>;
}

/**
 * Then, once umi has written the pages, the files beside them, in this order; the host's files
 * (CSP, .gz/.br copies: plugins/hosting) come last, made of everything written before.
 */
export const filesBesidePages = (site: PassSite): FilesBeside[] => [
  { name: 'sitemap, robots, manifest', files: (passed) => seoFiles(passed, site) },
  { name: "pages' Markdown, llms files", files: () => pageMarkdownFiles() },
];
