import unescapeHtml from 'lodash/unescape';

/** One language version of a page: `hreflang` (`en`, `zh-CN`, `x-default`) and its absolute URL. */
export type Alternate = { lang: string; url: string };

export interface PageSeo {
  /** The absolute canonical URL; `image`, the link-preview image's */
  url: string;
  title: string;
  description?: string;
  image: string;
  imageAlt: string;
  siteName: string;
  jsonLd?: object;
  /** The Open Graph locale of the page (`en_US`) and of its translations */
  locale?: string;
  alternateLocales?: string[];
  /** The page in every edition, itself included, and `x-default`: hreflang alternates */
  alternates?: Alternate[];
}

/** Joins the origin, the build's base path (`/` or `/repo/`) and a route path, with no trailing slash. */
export function absoluteUrl(origin: string, base: string, routePath: string): string {
  const joined = `${base.replace(/\/+$/, '')}${routePath === '/' ? '' : routePath}`;
  return `${origin.replace(/\/+$/, '')}${joined || '/'}`;
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => ENTITIES[char]);

/**
 * Adds the SEO tags to the head of an exported page. A meta tag the head already has (dumi writes
 * some) is kept and not repeated.
 */
export function withSeoHead(html: string, page: PageSeo): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) throw new Error(`No </head> in the page for ${page.url}`);
  const head = html.slice(0, headEnd);
  /** The content of a meta tag the head has, still HTML-escaped. */
  const existing = (key: string) => {
    const tag = new RegExp(`<meta[^>]*\\s(?:name|property)="${key}"[^>]*>`, 'i').exec(head)?.[0];
    return tag === undefined ? undefined : (/\scontent="([^"]*)"/.exec(tag)?.[1] ?? '');
  };
  const tags = [`<link rel="canonical" href="${escapeHtml(page.url)}"/>`];
  for (const { lang, url } of page.alternates ?? [])
    tags.push(`<link rel="alternate" hreflang="${lang}" href="${escapeHtml(url)}"/>`);
  const meta = (attr: string, key: string, content: string) =>
    tags.push(`<meta ${attr}="${key}" content="${escapeHtml(content)}"/>`);
  const add = (key: string, content?: string) => {
    if (content !== undefined && existing(key) === undefined)
      meta(key.startsWith('og:') ? 'property' : 'name', key, content);
  };
  // the description dumi already wrote wins, so that every tag repeats the same one
  const known = existing('description');
  const description = known === undefined ? page.description : unescapeHtml(known);
  add('description', description);
  add('og:type', 'website');
  add('og:locale', page.locale);
  for (const locale of page.alternateLocales ?? []) meta('property', 'og:locale:alternate', locale);
  add('og:site_name', page.siteName);
  add('og:url', page.url);
  add('og:title', page.title);
  add('og:description', description);
  add('og:image', page.image);
  add('og:image:width', '1200');
  add('og:image:height', '630');
  add('og:image:alt', page.imageAlt);
  add('twitter:card', 'summary_large_image');
  add('twitter:title', page.title);
  add('twitter:description', description);
  add('twitter:image', page.image);
  add('twitter:image:alt', page.imageAlt);
  if (page.jsonLd) {
    // `<` escaped so that no text in the data can end the script element
    const json = JSON.stringify(page.jsonLd).replace(/</g, '\\u003c');
    tags.push(`<script type="application/ld+json">${json}</script>`);
  }
  return head + tags.join('') + html.slice(headEnd);
}

export function sitemapXml(entries: { url: string; lastmod?: string; alternates?: Alternate[] }[]) {
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

export const robotsTxt = (sitemapUrl: string) =>
  `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;
