import { SITE_COLOURS, SITE_NAME } from '../../site.config';
import type { PassFile } from '../html-pass/pass';
import { lastCommitTime } from '../pages/commit-times';
import type { HtmlPage } from '../pages/page-records';
import { withDocumentLang, withNoscriptNote } from '../internals/html/umi-document';
import {
  escapeHtml,
  robotsTxt,
  sitemapXml,
  webManifest,
  withSeoHead,
  type SitemapEntry,
} from './head-tags';
import { alternatesOf, assetUrl, noscriptTextOf, pageSeo, urlOf, type SeoSite } from './page-seo';

/**
 * The page's language on `<html>` and in its note for a browser without JavaScript. A standalone
 * demo page gets its language with the rest of its head (plugins/demos/html-steps.ts).
 */
export function withPageLanguage(page: HtmlPage, html: string): string {
  if (page.kind === 'demo') return html;
  const note = `<b>${escapeHtml(noscriptTextOf(page.edition))}</b>`;
  return withNoscriptNote(withDocumentLang(html, page.edition.lang), note);
}

function withNoindex(html: string): string {
  if (/<meta name="robots"/.test(html)) return html;
  return html.replace('</head>', '<meta name="robots" content="noindex"/></head>');
}

/**
 * Search and sharing metadata in the prerendered HTML (crawlers run no scripts): a canonical link,
 * one title and description per page, Open Graph and Twitter card tags, JSON-LD where it fits; and
 * `noindex`, with no canonical URL or preview, on what is no page of its own (404, standalone demos,
 * debug pages).
 */
export const withSeoHeadOf =
  (site: SeoSite) =>
  (page: HtmlPage, html: string): string => {
    const seo = pageSeo(page, site);
    return seo.noindex ? withNoindex(html) : withSeoHead(html, seo);
  };

/** The W3C date-time of an epoch time, for `<lastmod>`. */
const isoDate = (time?: number) => (time === undefined ? undefined : new Date(time).toISOString());

/**
 * The files crawlers and browsers ask for beside the pages, by path below the output folder:
 * sitemap.xml with the canonical content pages only (each once, with its last commit's date and its
 * other editions), robots.txt pointing to it, and the web app manifest.
 */
export function seoFiles(files: PassFile[], site: SeoSite): Map<string, string> {
  const entries: SitemapEntry[] = files
    .map(({ page }) => page)
    .filter((page) => page.kind === 'content' && page.frontmatter.debug !== true)
    .map((page) => ({
      url: urlOf(site, page.routePath),
      lastmod: isoDate(page.source ? lastCommitTime(page.source) : undefined),
      alternates: alternatesOf(page.routePath, site),
    }));
  return new Map([
    ['sitemap.xml', sitemapXml(entries)],
    ['robots.txt', robotsTxt(assetUrl(site, 'sitemap.xml'))],
    ['site.webmanifest', webManifest(SITE_NAME, SITE_COLOURS['c-primary'])],
  ]);
}
