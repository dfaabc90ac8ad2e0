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
const assetUrl = (site: SeoSite, file: string) => urlOf(site, `/${file}`);

/** Each edition's link-preview image (drawn by scripts/render-icons.mjs) and its alt text. */
const CARDS = textsOfEditions<{ card: string; cardAlt: string }>('seo');

/** The page in each edition that has it, and `x-default` (the first); none for a lone page. */
function alternatesOf(routePath: string, site: SeoSite) {
  const versions = SITE_EDITIONS.flatMap((edition) => {
    const path = counterpartPath(routePath, edition);
    return site.sources.has(path) ? [{ lang: edition.lang, url: urlOf(site, path) }] : [];
  });
  return versions.length < 2 ? [] : [...versions, { lang: 'x-default', url: versions[0].url }];
}

/**
 * The page's language on `<html>` and its note for a browser without JavaScript. A standalone
 * demo page gets its language with the rest of its head (plugins/demos/html-steps.ts).
 */
export function withPageLanguage(page: HtmlPage, html: string): string {
  if (page.kind === 'demo') return html;
  const note = `<b>${escapeHtml(interfaceMessages(page.edition.id)['app.noscript'])}</b>`;
  return withNoscriptNote(withDocumentLang(html, page.edition.lang), note);
}

/** The `app` frontmatter of a page, checked: search engines learn of a SoftwareApplication. */
function appOf(page: HtmlPage) {
  if (page.frontmatter.app === undefined) return undefined;
  const result = appSchema.safeParse(page.frontmatter.app);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`The app frontmatter of ${page.source} is not valid: ${problems.join('; ')}`);
}

/**
 * Search and sharing metadata in the prerendered HTML (crawlers run no scripts); `noindex`, with
 * no canonical URL or preview, on what is no page of its own (404, standalone demos, debug pages).
 */
export const withSeoHeadOf =
  (site: SeoSite) =>
  (page: HtmlPage, html: string): string => {
    const { routePath, edition } = page;
    const { title, description: written, hero } = page.frontmatter as Record<string, any>;
    const app = appOf(page);
    if ((page.kind !== 'content' && page.kind !== 'copy') || page.frontmatter.debug === true) {
      return /<meta name="robots"/.test(html)
        ? html
        : html.replace('</head>', '<meta name="robots" content="noindex"/></head>');
    }
    const description = written ?? hero?.description;
    const url = urlOf(site, routePath);
    const publisher = { '@type': 'Organization', name: SITE_NAME, url: urlOf(site, '/') };
    return withSeoHead(html, {
      url,
      title: title ? `${title} - ${SITE_NAME}` : SITE_NAME,
      description,
      image: assetUrl(site, CARDS[edition.id].card),
      imageAlt: CARDS[edition.id].cardAlt.replace('{site}', SITE_NAME),
      siteName: SITE_NAME,
      // one organisation, one address, whichever edition describes it
      jsonLd:
        routePath === edition.base
          ? {
              '@context': 'https://schema.org',
              ...publisher,
              logo: assetUrl(site, 'icon-512.png'),
              sameAs: [EXTERNAL_LINKS.organisation],
            }
          : app && {
              '@context': 'https://schema.org',
              '@type': 'SoftwareApplication',
              name: title,
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
 * The files crawlers and browsers ask for beside the pages, by path below the output folder; the
 * manifest's paths are relative to it, so that it works under any base path.
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
