import { decodeHTMLAttribute } from 'entities';
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
import { withDocumentLang, withNoscriptNote } from '../internals/html/prerendered-page';
import { lastCommitDate } from '../pages/commit-times';
import type { HtmlPage } from '../pages/page-records';
import { counterpartPath } from '../shared/editions';
import { absoluteUrl, alternateLinks, escapeHtml, sitemapXml } from './head-tags';

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

/**
 * Search and sharing metadata in the prerendered HTML (crawlers run no scripts); `noindex`, with
 * no canonical URL or preview, on what is no page of its own (404, standalone demos, debug pages).
 * A meta tag the head already has (dumi writes some) is kept and not repeated.
 */
export const withSeoHeadOf =
  (site: SeoSite) =>
  (page: HtmlPage, html: string): string => {
    const { routePath, edition } = page;
    // checked by the page checks (page-checks/schema.ts) before the build
    const { title, description: written, hero, app } = page.frontmatter as Record<string, any>;
    if (page.kind !== 'content' || page.frontmatter.debug === true) {
      return html.replace('</head>', '<meta name="robots" content="noindex"/></head>');
    }
    const headEnd = html.indexOf('</head>');
    if (headEnd < 0) throw new Error(`No </head> in the page ${page.file}`);
    const head = html.slice(0, headEnd);
    /** The content of a meta tag the head has, still HTML-escaped. */
    const existing = (key: string) => {
      const tag = new RegExp(`<meta[^>]*\\s(?:name|property)="${key}"[^>]*>`, 'i').exec(head)?.[0];
      return tag === undefined ? undefined : (/\scontent="([^"]*)"/.exec(tag)?.[1] ?? '');
    };
    const url = urlOf(site, routePath);
    const tags = [
      `<link rel="canonical" href="${escapeHtml(url)}"/>`,
      alternateLinks('link', alternatesOf(routePath, site)),
    ];
    const meta = (attr: string, key: string, content: string) =>
      tags.push(`<meta ${attr}="${key}" content="${escapeHtml(content)}"/>`);
    const add = (key: string, content?: string) => {
      if (content !== undefined && existing(key) === undefined)
        meta(key.startsWith('og:') ? 'property' : 'name', key, content);
    };
    // the description dumi already wrote wins, so that every tag repeats the same one
    const own = written ?? hero?.description;
    const known = existing('description');
    const description = known === undefined ? own : decodeHTMLAttribute(known);
    const fullTitle = title ? `${title} - ${SITE_NAME}` : SITE_NAME;
    const image = assetUrl(site, CARDS[edition.id].card);
    const imageAlt = CARDS[edition.id].cardAlt.replace('{site}', SITE_NAME);
    add('description', description);
    add('og:type', 'website');
    add('og:locale', edition.id.replace('-', '_'));
    for (const { id } of SITE_EDITIONS)
      if (id !== edition.id) meta('property', 'og:locale:alternate', id.replace('-', '_'));
    add('og:site_name', SITE_NAME);
    add('og:url', url);
    add('og:title', fullTitle);
    add('og:description', description);
    add('og:image', image);
    add('og:image:width', '1200');
    add('og:image:height', '630');
    add('og:image:alt', imageAlt);
    add('twitter:card', 'summary_large_image');
    add('twitter:title', fullTitle);
    add('twitter:description', description);
    add('twitter:image', image);
    add('twitter:image:alt', imageAlt);
    const publisher = { '@type': 'Organization', name: SITE_NAME, url: urlOf(site, '/') };
    // one organisation, one address, whichever edition describes it
    const jsonLd =
      routePath === edition.base
        ? {
            ...publisher,
            logo: assetUrl(site, 'icon-512.png'),
            sameAs: [EXTERNAL_LINKS.organisation],
          }
        : app && {
            '@type': 'SoftwareApplication',
            name: title,
            description: own,
            url,
            inLanguage: edition.lang,
            applicationCategory: app.category,
            ...(app.operatingSystem && { operatingSystem: app.operatingSystem }),
            isAccessibleForFree: true,
            publisher,
          };
    // `<` escaped so that no text in the data can end the script element
    if (jsonLd) {
      const json = JSON.stringify({ '@context': 'https://schema.org', ...jsonLd });
      tags.push(`<script type="application/ld+json">${json.replace(/</g, '\\u003c')}</script>`);
    }
    return head + tags.join('') + html.slice(headEnd);
  };

/**
 * The files crawlers and browsers ask for beside the pages, by path below the output folder; the
 * manifest's paths are relative to it, so that it works under any base path.
 */
export function seoFiles(files: PassFile[], site: SeoSite): Map<string, string> {
  const entries = files
    .map(({ page }) => page)
    .filter((page) => page.kind === 'content' && page.frontmatter.debug !== true)
    .map((page) => ({
      url: urlOf(site, page.routePath),
      lastmod: page.source && lastCommitDate(page.source),
      alternates: alternatesOf(page.routePath, site),
    }));
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
    ['robots.txt', `User-agent: *\nAllow: /\n\nSitemap: ${assetUrl(site, 'sitemap.xml')}\n`],
    ['site.webmanifest', `${JSON.stringify(manifest, null, 2)}\n`],
  ]);
}
