import { withoutGenericTitle } from '../internals/html/umi-document';

/** What the head of one exported page says about it to crawlers and link previews. */
export interface PageSeo {
  /** Absolute canonical URL of the page */
  url: string;
  title: string;
  description?: string;
  /** Absolute URL of the link-preview image */
  image: string;
  imageAlt: string;
  siteName: string;
  noindex: boolean;
  /** Structured data (schema.org) for the page, if any */
  jsonLd?: object;
  /** Open Graph locale of the page (`en_US`) and of its translations */
  locale?: string;
  alternateLocales?: string[];
  /** The page in every edition, itself included, and `x-default`: hreflang alternates */
  alternates?: Alternate[];
}

/** One language version of a page: `hreflang` (`en`, `zh-CN`, `x-default`) and its absolute URL. */
export interface Alternate {
  lang: string;
  url: string;
}

/** Joins the origin, the build's base path (`/` or `/repo/`) and a route path, with no trailing slash. */
export function absoluteUrl(origin: string, base: string, routePath: string): string {
  const joined = `${base.replace(/\/+$/, '')}${routePath === '/' ? '' : routePath}`;
  return `${origin.replace(/\/+$/, '')}${joined || '/'}`;
}

function unescapeHtml(text: string): string {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => entities[name]);
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** The content of a meta tag the head already has (dumi writes some), still HTML-escaped. */
function existingMeta(head: string, key: string): string | undefined {
  const tag = new RegExp(`<meta[^>]*\\s(?:name|property)="${key}"[^>]*>`, 'i').exec(head)?.[0];
  return tag === undefined ? undefined : (/\scontent="([^"]*)"/.exec(tag)?.[1] ?? '');
}

/** The tags to add to a page head; tags the head already has are kept and not repeated. */
export function seoTags(head: string, page: PageSeo): string {
  const tags = [`<link rel="canonical" href="${escapeHtml(page.url)}"/>`];
  for (const { lang, url } of page.alternates ?? []) {
    tags.push(`<link rel="alternate" hreflang="${lang}" href="${escapeHtml(url)}"/>`);
  }
  const add = (attr: 'name' | 'property', key: string, content?: string) => {
    if (content !== undefined && existingMeta(head, key) === undefined) {
      tags.push(`<meta ${attr}="${key}" content="${escapeHtml(content)}"/>`);
    }
  };
  // the description dumi already wrote wins, so that every tag repeats the same one
  const known = existingMeta(head, 'description');
  const description = known === undefined ? page.description : unescapeHtml(known);
  if (page.noindex) add('name', 'robots', 'noindex');
  add('name', 'description', description);
  add('property', 'og:type', 'website');
  add('property', 'og:locale', page.locale);
  for (const locale of page.alternateLocales ?? []) {
    tags.push(`<meta property="og:locale:alternate" content="${escapeHtml(locale)}"/>`);
  }
  add('property', 'og:site_name', page.siteName);
  add('property', 'og:url', page.url);
  add('property', 'og:title', page.title);
  add('property', 'og:description', description);
  add('property', 'og:image', page.image);
  add('property', 'og:image:width', '1200');
  add('property', 'og:image:height', '630');
  add('property', 'og:image:alt', page.imageAlt);
  add('name', 'twitter:card', 'summary_large_image');
  add('name', 'twitter:title', page.title);
  add('name', 'twitter:description', description);
  add('name', 'twitter:image', page.image);
  add('name', 'twitter:image:alt', page.imageAlt);
  if (page.jsonLd) {
    // `<` escaped so that no text in the data can end the script element
    const json = JSON.stringify(page.jsonLd).replace(/</g, '\\u003c');
    tags.push(`<script type="application/ld+json">${json}</script>`);
  }
  return tags.join('');
}

/** Adds the SEO tags to the head of an exported page, in place of umi's generic title. */
export function withSeoHead(html: string, page: PageSeo): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) throw new Error(`No </head> in the page for ${page.url}`);
  const head = withoutGenericTitle(html.slice(0, headEnd));
  return head + seoTags(head, page) + html.slice(headEnd);
}

export interface SitemapEntry {
  url: string;
  /** ISO 8601 date of the page's last change */
  lastmod?: string;
  /** The page in every edition, itself included (Google's sitemap form of hreflang) */
  alternates?: Alternate[];
}

export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map(({ url, lastmod, alternates = [] }) => {
    const links = alternates.map(
      (alternate) =>
        `<xhtml:link rel="alternate" hreflang="${alternate.lang}" href="${escapeHtml(alternate.url)}"/>`,
    );
    const date = lastmod ? `<lastmod>${lastmod}</lastmod>` : '';
    return `  <url><loc>${escapeHtml(url)}</loc>${date}${links.join('')}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(sitemapUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;
}

/**
 * The web app manifest; its paths are relative to it, so it works under any base path. The theme
 * colour is the site's primary colour.
 */
export function webManifest(siteName: string, themeColour: string): string {
  const manifest = {
    name: siteName,
    short_name: siteName,
    icons: [
      { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
    ],
    start_url: '.',
    display: 'browser',
    theme_color: themeColour,
    background_color: '#ffffff',
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}
