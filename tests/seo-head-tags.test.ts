import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  robotsTxt,
  sitemapXml,
  withSeoHead,
  type PageSeo,
} from '../plugins/seo/head-tags';
import { routePathOfHtmlFile } from '../plugins/pages/page-records';

const page: PageSeo = {
  url: 'https://example.org/products',
  title: 'Products - Example',
  description: 'Apps & "tools" <for> you.',
  image: 'https://example.org/card.png',
  imageAlt: 'Example card',
  siteName: 'Example',
};

describe('routePathOfHtmlFile', () => {
  it('maps exported files to canonical route paths', () => {
    expect(routePathOfHtmlFile('index.html')).toBe('/');
    expect(routePathOfHtmlFile('products/index.html')).toBe('/products');
    expect(routePathOfHtmlFile('sme-solutions/mes/index.html')).toBe('/Sme-solutions/mes');
  });
});

describe('absoluteUrl', () => {
  it('joins origin, base and path without a trailing slash', () => {
    expect(absoluteUrl('https://example.org', '/', '/')).toBe('https://example.org/');
    expect(absoluteUrl('https://example.org/', '/', '/download')).toBe(
      'https://example.org/download',
    );
    expect(absoluteUrl('https://example.org', '/site/', '/')).toBe('https://example.org/site');
    expect(absoluteUrl('https://example.org', '/site/', '/download')).toBe(
      'https://example.org/site/download',
    );
  });
});

describe('withSeoHead', () => {
  const html = (head: string) => `<html><head>${head}</head><body><title>x</title></body></html>`;

  it('keeps the page title and adds escaped tags to the head', () => {
    const out = withSeoHead(html('<title data-rh="true">Products - Example</title>'), page);
    const head = out.slice(0, out.indexOf('</head>'));
    expect(head.match(/<title/g)).toHaveLength(1);
    expect(head).toContain('<link rel="canonical" href="https://example.org/products"/>');
    expect(head).toContain(
      '<meta name="description" content="Apps &amp; &quot;tools&quot; &lt;for&gt; you."/>',
    );
    // the body is left alone
    expect(out).toContain('<body><title>x</title>');
  });

  it('does not repeat a tag the head already has', () => {
    const out = withSeoHead(html('<meta data-rh="true" name="description" content="d"/>'), page);
    expect(out.match(/name="description"/g)).toHaveLength(1);
  });

  it('writes JSON-LD that no text can break out of', () => {
    const out = withSeoHead(html(''), { ...page, jsonLd: { name: '</script><b>' } });
    expect(out).toContain('{"name":"\\u003c/script>\\u003cb>"}</script>');
  });

  it('refuses a page without a head', () => {
    expect(() => withSeoHead('<p>no head</p>', page)).toThrow(/No <\/head>/);
  });
});

describe('sitemapXml and robotsTxt', () => {
  it('lists each URL with its date when known', () => {
    const xml = sitemapXml([
      { url: 'https://example.org/', lastmod: '2026-01-02T03:04:05Z' },
      { url: 'https://example.org/a?b&c' },
    ]);
    expect(xml).toContain(
      '<url><loc>https://example.org/</loc><lastmod>2026-01-02T03:04:05Z</lastmod></url>',
    );
    expect(xml).toContain('<url><loc>https://example.org/a?b&amp;c</loc></url>');
    expect(robotsTxt('https://example.org/sitemap.xml')).toMatch(
      /^Sitemap: https:\/\/example\.org\/sitemap\.xml$/m,
    );
  });
});
