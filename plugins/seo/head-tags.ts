/** One language version of a page: `hreflang` (`en`, `zh-CN`, `x-default`) and its absolute URL. */
export type Alternate = { lang: string; url: string };

/** Joins the origin, the build's base path (`/` or `/repo/`) and a route path, with no trailing slash. */
export function absoluteUrl(origin: string, base: string, routePath: string): string {
  const joined = `${base.replace(/\/+$/, '')}${routePath === '/' ? '' : routePath}`;
  return `${origin.replace(/\/+$/, '')}${joined || '/'}`;
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => ENTITIES[char]);

/** A page's hreflang links: `link` ones in its head, `xhtml:link` ones in the sitemap. */
export const alternateLinks = (tag: string, alternates: Alternate[]) =>
  alternates
    .map(
      ({ lang, url }) => `<${tag} rel="alternate" hreflang="${lang}" href="${escapeHtml(url)}"/>`,
    )
    .join('');

export function sitemapXml(entries: { url: string; lastmod?: string; alternates?: Alternate[] }[]) {
  const urls = entries.map(({ url, lastmod, alternates = [] }) => {
    const date = lastmod ? `<lastmod>${lastmod}</lastmod>` : '';
    return `  <url><loc>${escapeHtml(url)}</loc>${date}${alternateLinks('xhtml:link', alternates)}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
