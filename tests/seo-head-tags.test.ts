import { describe, expect, it, vi } from 'vitest';
import { absoluteUrl, sitemapXml } from '../plugins/seo/head-tags';
import { withSeoHeadOf } from '../plugins/seo/html-steps';
import { htmlPageOf, routePathOfHtmlFile } from '../plugins/pages/page-records';

// the build reads the interface messages from dumi's theme data; here, from the locale files
vi.mock('../plugins/editions/messages', async () => ({
  interfaceMessages: (await import('./interface-messages')).messagesOf,
}));

const sources = new Map([
  ['/products', 'docs/p.md'],
  ['/products/tool', 'docs/tool.md'],
]);
const FRONTMATTER: Record<string, Record<string, unknown>> = {
  'docs/p.md': { title: 'Products', description: 'Apps & "tools" <for> you.' },
  'docs/tool.md': { title: '</script><b>', app: { category: 'UtilitiesApplication' } },
};
const withSeoHead = (file: string, html: string) =>
  withSeoHeadOf({ base: '/', sources })(
    htmlPageOf(file, sources, (source) => FRONTMATTER[source]),
    html,
  );

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

describe('withSeoHeadOf', () => {
  const html = (head: string) => `<html><head>${head}</head><body><title>x</title></body></html>`;

  it('keeps the page title and adds escaped tags to the head', () => {
    const out = withSeoHead('products/index.html', html('<title data-rh="true">Products</title>'));
    const head = out.slice(0, out.indexOf('</head>'));
    expect(head.match(/<title/g)).toHaveLength(1);
    expect(head).toContain('<link rel="canonical" href="https://tessera-lab.github.io/products"/>');
    expect(head).toContain(
      '<meta name="description" content="Apps &amp; &quot;tools&quot; &lt;for&gt; you."/>',
    );
    // the body is left alone
    expect(out).toContain('<body><title>x</title>');
  });

  it('does not repeat a tag the head already has, and repeats its description', () => {
    const head = html('<meta data-rh="true" name="description" content="d"/>');
    const out = withSeoHead('products/index.html', head);
    expect(out.match(/name="description"/g)).toHaveLength(1);
    expect(out).toContain('<meta property="og:description" content="d"/>');
  });

  it('repeats a description with quotes and an apostrophe as it reads, escaped once', () => {
    // as react-helmet writes them: `&quot;`, `&amp;`, and `&#x27;` for an apostrophe
    const written = 'It&#x27;s &quot;fast&quot; &amp; small';
    const head = html(`<meta data-rh="true" name="description" content="${written}"/>`);
    const out = withSeoHead('products/index.html', head);
    expect(out).toContain(
      '<meta property="og:description" content="It\'s &quot;fast&quot; &amp; small"/>',
    );
  });

  it('writes JSON-LD that no text can break out of', () => {
    const out = withSeoHead('products/tool/index.html', html(''));
    expect(out).toContain('"name":"\\u003c/script>\\u003cb>"');
    expect(out).not.toContain('</script><b>');
  });

  it('refuses a page without a head', () => {
    expect(() => withSeoHead('products/index.html', '<p>no head</p>')).toThrow(/No <\/head>/);
  });
});

describe('sitemapXml', () => {
  it('lists each URL with its date when known', () => {
    const xml = sitemapXml([
      { url: 'https://example.org/', lastmod: '2026-01-02T03:04:05Z' },
      { url: 'https://example.org/a?b&c' },
    ]);
    expect(xml).toContain(
      '<url><loc>https://example.org/</loc><lastmod>2026-01-02T03:04:05Z</lastmod></url>',
    );
    expect(xml).toContain('<url><loc>https://example.org/a?b&amp;c</loc></url>');
  });
});
