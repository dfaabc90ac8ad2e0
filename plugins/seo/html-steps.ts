import {
  EXTERNAL_LINKS,
  SITE_COLOURS,
  SITE_EDITIONS,
  SITE_NAME,
  SITE_ORIGIN,
} from '../../site.config';
import { interfaceMessages } from '../editions/messages';
import { textsOfEditions } from '../editions/texts';
import type { PassFile } from '../html-pass/pass';
import { withDocumentLang, withNoscriptNote } from '../internals/html/umi-document';
import { appSchema } from '../page-checks/schema';
import { lastCommitTime } from '../pages/commit-times';
import type { HtmlPage } from '../pages/page-records';
import { counterpartPath } from '../shared/editions';
import { absoluteUrl, escapeHtml, robotsTxt, sitemapXml, withSeoHead } from './head-tags';

/** Where the site is: its build's base path (`/` or `/repo/`) and the Markdown file of each route. */
export type SeoSite = { base: string; sources: Map<string, string> };

const urlOf = (site: SeoSite, routePath: string) => absoluteUrl(SITE_ORIGIN, site.base, routePath);
const assetUrl = (site: SeoSite, file: string) => `${urlOf(site, '/').replace(/\/$/, '')}/${file}`;

/**
 * Each edition's link-preview image (public/, drawn from public/social-card.svg by
 * scripts/render-icons.mjs, the Chinese one with its tagline in Chinese) and its alt text.
 */
const CARDS = textsOfEditions<{ card: string; cardAlt: string }>('seo');

/**
 * The page in each edition that has it, and `x-default` (the first edition's), for hreflang;
 * none for a page with no counterpart.
 */
function alternatesOf(routePath: string, site: SeoSite) {
  const versions: { lang: string; path: string }[] = SITE_EDITIONS.map((edition) => ({
    lang: edition.lang,
    path: counterpartPath(routePath, edition),
  })).filter(({ path }) => site.sources.has(path));
  if (versions.length < 2) return [];
  return [...versions, { lang: 'x-default', path: versions[0].path }].map(({ lang, path }) => ({
    lang,
    url: urlOf(site, path),
  }));
}

/**
 * The page's language on `<html>` and in its note for a browser without JavaScript (the
 * interface's `app.noscript`). A standalone demo page gets its language with the rest of its head
 * (plugins/demos/html-steps.ts).
 */
export function withPageLanguage(page: HtmlPage, html: string): string {
  if (page.kind === 'demo') return html;
  const note = `<b>${escapeHtml(interfaceMessages(page.edition.id)['app.noscript'])}</b>`;
  return withNoscriptNote(withDocumentLang(html, page.edition.lang), note);
}

/**
 * The `app` frontmatter of a page (page-checks/schema.ts), checked: an app page is described to
 * search engines as a schema.org SoftwareApplication. A mistake names the file.
 */
function appOf(page: HtmlPage) {
  if (page.frontmatter.app === undefined) return undefined;
  const result = appSchema.safeParse(page.frontmatter.app);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`The app frontmatter of ${page.source} is not valid: ${problems.join('; ')}`);
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
    const { routePath, edition } = page;
    const matter = page.frontmatter as {
      title?: string;
      description?: string;
      hero?: { description?: string };
    };
    const app = appOf(page);
    if ((page.kind !== 'content' && page.kind !== 'copy') || page.frontmatter.debug === true) {
      return /<meta name="robots"/.test(html)
        ? html
        : html.replace('</head>', '<meta name="robots" content="noindex"/></head>');
    }
    const description = matter.description ?? matter.hero?.description;
    const url = urlOf(site, routePath);
    const publisher = { '@type': 'Organization', name: SITE_NAME, url: urlOf(site, '/') };
    // one organisation, one address, whichever edition describes it
    const organisation = { '@context': 'https://schema.org', ...publisher };
    return withSeoHead(html, {
      url,
      title: matter.title ? `${matter.title} - ${SITE_NAME}` : SITE_NAME,
      description,
      image: assetUrl(site, CARDS[edition.id].card),
      imageAlt: CARDS[edition.id].cardAlt.replace('{site}', SITE_NAME),
      siteName: SITE_NAME,
      noindex: false,
      jsonLd:
        routePath === edition.base
          ? {
              ...organisation,
              logo: assetUrl(site, 'icon-512.png'),
              sameAs: [EXTERNAL_LINKS.organisation],
            }
          : app && {
              '@context': 'https://schema.org',
              '@type': 'SoftwareApplication',
              name: matter.title,
              description,
              url,
              inLanguage: edition.lang,
              applicationCategory: app.category,
              ...(app.operatingSystem && { operatingSystem: app.operatingSystem }),
              isAccessibleForFree: true,
              publisher,
            },
      locale: edition.id.replace('-', '_'),
      alternateLocales: SITE_EDITIONS.filter(({ id }) => id !== edition.id).map(({ id }) =>
        id.replace('-', '_'),
      ),
      alternates: alternatesOf(routePath, site),
    });
  };

/**
 * The files crawlers and browsers ask for beside the pages, by path below the output folder:
 * sitemap.xml with the canonical content pages only (each once, with its last commit's date and its
 * other editions), robots.txt pointing to it, and the web app manifest (its paths relative to it,
 * so that it works under any base path; its theme colour the site's primary colour).
 */
export function seoFiles(files: PassFile[], site: SeoSite): Map<string, string> {
  const entries = files
    .map(({ page }) => page)
    .filter((page) => page.kind === 'content' && page.frontmatter.debug !== true)
    .map((page) => {
      const time = page.source ? lastCommitTime(page.source) : undefined;
      return {
        url: urlOf(site, page.routePath),
        lastmod: time === undefined ? undefined : new Date(time).toISOString(),
        alternates: alternatesOf(page.routePath, site),
      };
    });
  const manifest = {
    name: SITE_NAME,
    short_name: SITE_NAME,
    icons: [
      { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
    ],
    start_url: '.',
    display: 'browser',
    theme_color: SITE_COLOURS['c-primary'],
    background_color: '#ffffff',
  };
  return new Map([
    ['sitemap.xml', sitemapXml(entries)],
    ['robots.txt', robotsTxt(assetUrl(site, 'sitemap.xml'))],
    ['site.webmanifest', `${JSON.stringify(manifest, null, 2)}\n`],
  ]);
}
