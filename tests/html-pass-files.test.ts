import fs from 'fs';
import os from 'os';
import path from 'path';
import { createHash } from 'crypto';
import zlib from 'zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeHostFiles } from '../plugins/hosting';
import { withMarkdownLink } from '../plugins/page-markdown';
import { exportedPages, withLowerCaseCopies } from '../plugins/pages/html-files';
import { htmlPageOf } from '../plugins/pages/page-records';
import { seoFiles } from '../plugins/seo/html-steps';

// the build reads the interface messages from dumi's theme data; here, from the locale files
vi.mock('../plugins/editions/messages', async () => ({
  interfaceMessages: (await import('./interface-messages')).messagesOf,
}));

const sources = new Map([
  ['/', 'docs/index.md'],
  ['/Sme-solutions/mes', 'docs/mes.md'],
  ['/zh-CN/Sme-solutions/mes', 'docs/mes.zh-CN.md'],
  ['/debug', 'docs/debug.md'],
]);
const pageOf = (file: string) =>
  htmlPageOf(file, sources, (source: string) =>
    source === 'docs/debug.md' ? { debug: true } : {},
  );

describe("the pages among umi's exported files", () => {
  const file = (name: string) => ({ path: name, content: name });

  it("drops parameterised routes and writes each edition's 404 page beside its home", () => {
    const pages = exportedPages([
      file('index.html'),
      file('~demos/:id/index.html'),
      file('zh-CN/404/index.html'),
      file('404.html'),
    ]);
    expect(pages.map(({ path: name }) => name)).toEqual([
      'index.html',
      'zh-CN/404.html',
      '404.html',
    ]);
    // the content is the page umi wrote for the route
    expect(pages[1].content).toBe('zh-CN/404/index.html');
  });

  it('fails when umi exported no 404 page for an edition', () => {
    expect(() => exportedPages([file('index.html'), file('404.html')])).toThrow(
      /umi exported no page for \/zh-CN\/404/,
    );
  });
});

describe('the files beside the pages', () => {
  // with the lower-case copies of the SME pages, as the pass makes them
  const passed = withLowerCaseCopies(
    [
      'index.html',
      'Sme-solutions/mes/index.html',
      'zh-CN/Sme-solutions/mes/index.html',
      'debug/index.html',
      '404.html',
      '~demos/docs-mes-demo-a/index.html',
    ].map((file) => ({ page: pageOf(file), html: '' })),
  );

  it('lists each canonical content page once in the sitemap, below the base path', () => {
    const files = seoFiles(passed, { base: '/site/', sources });
    const locs = [...files.get('sitemap.xml')!.matchAll(/<loc>([^<]*)<\/loc>/g)].map(
      ([, loc]) => loc,
    );
    expect(locs).toEqual([
      'https://tessera-lab.github.io/site',
      'https://tessera-lab.github.io/site/Sme-solutions/mes',
      'https://tessera-lab.github.io/site/zh-CN/Sme-solutions/mes',
    ]);
    expect(files.get('robots.txt')).toContain(
      'Sitemap: https://tessera-lab.github.io/site/sitemap.xml',
    );
    expect(JSON.parse(files.get('site.webmanifest')!).start_url).toBe('.');
  });

  it('links a page with a Markdown source to its .md and llms.txt, below the base path', () => {
    const head = '<head></head>';
    const link = withMarkdownLink('/site/');
    expect(link(pageOf('Sme-solutions/mes/index.html'), head)).toBe(
      '<head><link rel="llms-txt" type="text/plain" href="https://tessera-lab.github.io/site/llms.txt"/>' +
        '<link rel="alternate" type="text/markdown" href="https://tessera-lab.github.io/site/Sme-solutions/mes.md"/></head>',
    );
    expect(link(pageOf('404.html'), head)).toBe(
      '<head><link rel="llms-txt" type="text/plain" href="https://tessera-lab.github.io/site/llms.txt"/></head>',
    );
    expect(link(pageOf('~demos/docs-mes-demo-a/index.html'), head)).toBe(head);
  });
});

describe("the host's files", () => {
  let dir = '';
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('hashes and compresses the pages as the build wrote them, not as it finds them again', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'host-files-'));
    const out = path.join(dir, 'dist');
    const page = 'sme-solutions/mes/index.html';
    const written = `<!DOCTYPE html><html><body><script>start()</script>${'<p>MES</p>'.repeat(50)}<div class="dumi-default-previewer"></div></body></html>`;
    fs.mkdirSync(path.join(out, 'sme-solutions/mes'), { recursive: true });
    // what is on disk differs: the build's contents in memory are what count
    fs.writeFileSync(path.join(out, page), '<html><body><script>other()</script></body></html>');
    fs.writeFileSync(path.join(out, 'umi.0123abcd.js'), 'console.log(1);'.repeat(100));
    await writeHostFiles(out, path.join(dir, 'cache'), new Map([[page, written]]));

    const gz = zlib.gunzipSync(fs.readFileSync(path.join(out, `${page}.gz`))).toString();
    expect(gz).toBe(written);
    const br = zlib.brotliDecompressSync(fs.readFileSync(path.join(out, `${page}.br`))).toString();
    expect(br).toBe(written);
    // a bundle the build did not hold is read from disk
    const js = zlib.gunzipSync(fs.readFileSync(path.join(out, 'umi.0123abcd.js.gz'))).toString();
    expect(js).toBe('console.log(1);'.repeat(100));

    const csp = fs.readFileSync(path.join(out, '.nginx/csp.conf'), 'utf8');
    const hash = (script: string) =>
      `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    expect(csp).toContain(hash('start()'));
    expect(csp).not.toContain(hash('other()'));
    // the live-demo page is named by its exact spelling
    expect(csp).toContain('/sme-solutions/mes');
  });

  it("keeps the bundles' compressed copies for the next build, refreshes their time, and writes none that is no smaller", async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'host-files-'));
    const cache = path.join(dir, 'cache');
    const out = path.join(dir, 'dist');
    const page = `<!DOCTYPE html><html><body>${'<p>WordCard</p>'.repeat(40)}</body></html>`;
    const bundle = 'umi.0123abcd.js';
    const script = 'console.log("WordCard");'.repeat(40);
    // each build starts from an empty output folder, as umi's did
    const build = async (files: Record<string, string>) => {
      fs.rmSync(out, { recursive: true, force: true });
      fs.mkdirSync(out, { recursive: true });
      for (const [file, content] of Object.entries(files)) {
        fs.writeFileSync(path.join(out, file), content);
      }
      await writeHostFiles(out, cache, new Map());
    };
    const unzipped = (file: string) =>
      zlib.gunzipSync(fs.readFileSync(path.join(out, `${file}.gz`))).toString();

    await build({ [bundle]: script, 'index.html': page, 'robots.txt': 'x' });
    expect(unzipped(bundle)).toBe(script);
    expect(unzipped('index.html')).toBe(page);
    // one byte: a gzip copy would be larger
    expect(fs.existsSync(path.join(out, 'robots.txt.gz'))).toBe(false);
    expect(fs.existsSync(path.join(out, 'robots.txt.br'))).toBe(false);
    // the bundle's copies are kept, by content; a page's are quicker made again than kept
    const hash = createHash('sha256').update(script).digest('hex');
    const kept = fs.readdirSync(cache);
    expect(kept.sort()).toEqual([`${hash}-q11.br`, `${hash}.gz`]);

    // the next build copies what the cache holds, and a week-old copy it used is kept
    const weekAgo = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
    for (const name of kept) {
      const file = path.join(cache, name);
      if (name.endsWith('.gz')) fs.writeFileSync(file, zlib.gzipSync('from the cache'));
      fs.utimesSync(file, weekAgo, weekAgo);
    }
    fs.writeFileSync(path.join(cache, 'unused.gz'), '');
    fs.utimesSync(path.join(cache, 'unused.gz'), weekAgo, weekAgo);
    await build({ [bundle]: script, 'index.html': page, 'robots.txt': 'x' });
    expect(unzipped(bundle)).toBe('from the cache');
    expect(unzipped('index.html')).toBe(page);
    expect(fs.existsSync(path.join(out, 'robots.txt.gz'))).toBe(false);
    expect(fs.readdirSync(cache).sort()).toEqual(kept.sort());

    // a changed bundle is compressed afresh
    const edited = script.replace('WordCard', 'Folder Icon');
    await build({ [bundle]: edited, 'index.html': page, 'robots.txt': 'x' });
    expect(unzipped(bundle)).toBe(edited);
    expect(fs.readdirSync(cache).some((name) => name.endsWith('.part'))).toBe(false);
  });

  it("compresses bundles every visitor loads at brotli's best, a page's own chunk quicker", async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'host-files-'));
    const out = path.join(dir, 'dist');
    fs.mkdirSync(out, { recursive: true });
    const code = Array.from(
      { length: 400 },
      (_, i) => `export function step${i}(value){return value*${i}+${(i * 7919) % 104729};}`,
    ).join('\n');
    const shared = 'umi.0123abcd.js';
    const pageChunk = 'docs__guides__a.md.89abcdef.async.js';
    for (const file of [shared, pageChunk]) fs.writeFileSync(path.join(out, file), code);
    await writeHostFiles(out, path.join(dir, 'cache'), new Map());

    const brotli = (quality: number) =>
      zlib.brotliCompressSync(code, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: code.length,
        },
      });
    expect(fs.readFileSync(path.join(out, `${shared}.br`))).toEqual(brotli(11));
    expect(fs.readFileSync(path.join(out, `${pageChunk}.br`))).toEqual(brotli(8));
    expect(brotli(8).length).toBeGreaterThan(brotli(11).length);
  });
});
