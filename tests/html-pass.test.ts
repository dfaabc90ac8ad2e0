import { describe, expect, it, vi } from 'vitest';
import { htmlSteps, runSteps, type PassFile, type PassSite } from '../plugins/html-pass/pass';
import { htmlPageOf, routePathOfHtmlFile } from '../plugins/pages/page-records';

// the build reads the interface messages from dumi's theme data; here, from the locale files
vi.mock('../plugins/editions/messages', async () => ({
  interfaceMessages: (await import('./interface-messages')).messagesOf,
}));

/** Two editions of the products page and the MES page: their Markdown files by route path. */
const sources = new Map([
  ['/products', 'docs/p.md'],
  ['/zh-CN/products', 'docs/p.zh-CN.md'],
  ['/zh-CN', 'docs/i.zh-CN.md'],
  ['/Sme-solutions/mes', 'docs/mes.md'],
  ['/debug', 'docs/debug.md'],
]);

const FRONTMATTER: Record<string, Record<string, unknown>> = {
  'docs/p.md': { title: 'Products', description: 'Apps & tools.' },
  'docs/p.zh-CN.md': { title: '产品' },
  'docs/mes.md': { title: 'MES' },
  'docs/debug.md': { title: 'Debug', debug: true },
};

const record = (file: string) => htmlPageOf(file, sources, (source) => FRONTMATTER[source] ?? {});

/** A page as umi 4 writes it when React finished it in the shell (the pinned versions' shape). */
const umiPage = (lang: string, main: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/>` +
  `<title data-rh="true">${lang} page</title></head><body><noscript>Please enable JavaScript</noscript>` +
  `<div id="root"><main>${main}<!--$--><p>Ready</p><!--/$--></main>` +
  `</div></body></html><script src="/umi.0123abcd.js" async=""></script>`;

/** umi's generic template, which it writes for a standalone demo page. */
const DEMO_TEMPLATE =
  '<!DOCTYPE html>\n<html>\n<head>\n<meta name="viewport" content="width=device-width, ' +
  'user-scalable=no, maximum-scale=1.0">\n</head>\n<body>\n<div id="root"></div>\n' +
  '<script src="/umi.0123abcd.js"></script>\n</body>\n</html>';

const site: PassSite = {
  base: '/',
  sources,
  messageSets: {
    'en-US': 'messages-en-US.11111111.async.js',
    'zh-CN': 'messages-zh-CN.2222.async.js',
  },
};

const passFile = (file: string, html: string): PassFile => ({ page: record(file), html });

describe('the page record of an exported HTML file', () => {
  it('knows route path, edition, kind and source of each kind of file', () => {
    expect(record('products/index.html')).toMatchObject({
      routePath: '/products',
      kind: 'content',
      edition: { id: 'en-US' },
      source: 'docs/p.md',
      frontmatter: { title: 'Products' },
    });
    expect(record('zh-CN/index.html')).toMatchObject({
      routePath: '/zh-CN',
      kind: 'content',
      edition: { id: 'zh-CN' },
      source: 'docs/i.zh-CN.md',
    });
    expect(record('zh-CN/404.html')).toMatchObject({ kind: 'not-found', edition: { id: 'zh-CN' } });
    expect(record('404.html')).toMatchObject({ kind: 'not-found', edition: { id: 'en-US' } });
    expect(record('~demos/docs-products-demo-a/index.html')).toMatchObject({
      kind: 'demo',
      demoId: 'docs-products-demo-a',
    });
  });

  it('reads the frontmatter of a source only through the reader it is given', () => {
    const read: string[] = [];
    const page = htmlPageOf('products/index.html', sources, (source) => {
      read.push(source);
      return { title: 'Read' };
    });
    expect(page.frontmatter).toEqual({ title: 'Read' });
    expect(read).toEqual(['docs/p.md']);
    expect(htmlPageOf('404.html', sources, () => ({ title: 'x' })).frontmatter).toEqual({});
  });

  it('stops at a demo-page path it does not know', () => {
    expect(() => record('~demos/a/b/index.html')).toThrow(/no standalone demo page/);
  });

  it('maps files to route paths and demo ids one way', () => {
    expect(routePathOfHtmlFile('sme-solutions/mes/index.html', { canonical: false })).toBe(
      '/sme-solutions/mes',
    );
    expect(routePathOfHtmlFile('zh-CN\\products\\index.html')).toBe('/zh-CN/products');
    expect(record('~demos/x/index.html').demoId).toBe('x');
    expect(record('products/index.html').demoId).toBeUndefined();
    expect([...sources.keys()]).toEqual([
      '/products',
      '/zh-CN/products',
      '/zh-CN',
      '/Sme-solutions/mes',
      '/debug',
    ]);
  });
});

describe('runSteps', () => {
  it('takes each page through a run of page steps, and lets a step see all files as they left them', () => {
    const seen: string[] = [];
    const files = [passFile('products/index.html', 'a'), passFile('404.html', 'b')];
    const out = runSteps(files, [
      { name: 'one', page: (page, html) => (seen.push(`one ${page.file}`), `${html}1`) },
      { name: 'two', page: (page, html) => (seen.push(`two ${page.file}`), `${html}2`) },
      {
        name: 'all',
        files: (all) => (seen.push(`all ${all.map(({ html }) => html).join(',')}`), all),
      },
      { name: 'three', page: (page, html) => (seen.push(`three ${page.file}`), `${html}3`) },
    ]);
    expect(out.map(({ html }) => html)).toEqual(['a123', 'b123']);
    expect(seen).toEqual([
      'one products/index.html',
      'two products/index.html',
      'one 404.html',
      'two 404.html',
      'all a12,b12',
      'three products/index.html',
      'three 404.html',
    ]);
  });
});

describe('the pass over the exported HTML, in its order', () => {
  const run = (files: PassFile[]) => runSteps(files, htmlSteps(site));

  it('makes a content page one complete, described document in its language', () => {
    const [page] = run([passFile('zh-CN/products/index.html', umiPage('zh', '<h1>产品</h1>'))]);
    const { html } = page;
    // one document: nothing after </html>
    expect(html.endsWith('</body></html>')).toBe(true);
    expect(html).toContain('<main><h1>产品</h1><!--$--><p>Ready</p><!--/$--></main>');
    // the entry after the first paint, with the edition's texts asked for beside it
    expect(html).not.toContain('<script src="/umi.0123abcd.js" async="">');
    expect(html).toContain('load("/umi.0123abcd.js");load("/messages-zh-CN.2222.async.js");');
    // language and the note without JavaScript in it
    expect(html).toContain('<html lang="zh-CN">');
    expect(html).toContain('<noscript><b>请启用 JavaScript 以运行本应用。</b></noscript>');
    // SEO head: canonical URL, hreflang, the page's Markdown
    expect(html).toContain(
      '<link rel="canonical" href="https://tessera-lab.github.io/zh-CN/products"/>',
    );
    expect(html).toContain(
      '<link rel="alternate" hreflang="en" href="https://tessera-lab.github.io/products"/>',
    );
    expect(html).toContain(
      '<link rel="alternate" type="text/markdown" href="https://tessera-lab.github.io/zh-CN/products.md"/>',
    );
    expect(html).not.toContain('noindex');
  });

  it('marks what is no page of its own noindex, without a canonical URL', () => {
    const [notFound, debug] = run([
      passFile('404.html', umiPage('en', '<h1>Not found</h1>')),
      passFile('debug/index.html', umiPage('en', '<h1>Debug</h1>')),
    ]);
    for (const { html } of [notFound, debug]) {
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(html).not.toContain('rel="canonical"');
      expect(html).toContain('<html lang="en">');
    }
    expect(notFound.html).not.toContain('text/markdown');
  });

  it('gives a demo page the title of its demo on the English page, and copies SME pages last', () => {
    const demoBlock =
      '<h3 class="tl-demo-title"><a href="#docs-mes-demo-a">KPI tiles</a></h3>' +
      '<!--$--><div id="docs-mes-demo-a" class="dumi-default-previewer"></div><!--/$-->';
    const zhBlock = demoBlock.replace('KPI tiles', 'KPI 卡片');
    const out = run([
      passFile('zh-CN/products/index.html', umiPage('zh', zhBlock)),
      passFile('Sme-solutions/mes/index.html', umiPage('en', demoBlock)),
      passFile('~demos/docs-mes-demo-a/index.html', DEMO_TEMPLATE),
    ]);
    expect(out.map(({ page }) => [page.file, page.kind])).toEqual([
      ['zh-CN/products/index.html', 'content'],
      ['Sme-solutions/mes/index.html', 'content'],
      ['~demos/docs-mes-demo-a/index.html', 'demo'],
      ['sme-solutions/mes/index.html', 'copy'],
    ]);
    const demo = out[2].html;
    expect(demo).toContain('<html lang="en">');
    expect(demo).toContain('<title>KPI tiles - Tessera Lab</title>');
    expect(demo).toContain('<noscript>Enable JavaScript to run this app.</noscript>');
    expect(demo).toContain('<meta name="robots" content="noindex"/>');
    // not prerendered: its entry script stays as umi wrote it
    expect(demo).toContain('<script src="/umi.0123abcd.js"></script>');
    // the copy is the finished page, canonical URL included
    expect(out[3].html).toBe(out[1].html);
    expect(out[3].html).toContain(
      '<link rel="canonical" href="https://tessera-lab.github.io/Sme-solutions/mes"/>',
    );
  });

  it('stops the build at a heading id the Markdown plugin did not take, or at dumi markup left', () => {
    expect(() =>
      run([passFile('products/index.html', umiPage('en', '<h2 id="a">Steps {# steps}</h2>'))]),
    ).toThrow(/heading-ids: products\/index\.html shows a heading id in braces/);
    expect(() =>
      run([
        passFile('products/index.html', umiPage('en', '<div data-dumi-demo-grid="true"></div>')),
      ]),
    ).toThrow(/demo-grid: products\/index\.html still renders dumi's own demo grid/);
    expect(() =>
      run([
        passFile(
          'products/index.html',
          umiPage('en', '<div id="d" class="dumi-default-previewer"></div>'),
        ),
      ]),
    ).toThrow(/no hydration boundary of its own/);
  });

  it('fails for a demo no page shows', () => {
    expect(() => run([passFile('~demos/docs-x/index.html', DEMO_TEMPLATE)])).toThrow(
      /no page shows the demo docs-x/,
    );
  });
});
