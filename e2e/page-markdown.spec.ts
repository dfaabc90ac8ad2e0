import { readFileSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';
import { get as httpGet } from 'node:http';
import { expect, type APIRequestContext, type Browser } from '@playwright/test';
import { test } from './app-test';
import { linkPaths } from './support';
import {
  ALL_ROUTES,
  CHINESE_PREFIX,
  CHINESE_ROUTES,
  SITE_NAME,
  SITE_ORIGIN,
  SPEC_ROUTES,
  type SpecRoute,
} from './spec-routes';

/**
 * Every page as Markdown for AI assistants (issue 28): `/page.md`, `llms.txt` and `llms-full.txt`
 * per edition. Each page's Markdown is checked against what its prerendered HTML shows: the same
 * title, description, headings, links (made absolute) and pictures, and nothing of HTML left.
 */

/** Where a page's Markdown lives (issue 28): its address plus `.md`; an edition's home: index.md. */
const markdownPath = (path: string) =>
  path === '/' || path === CHINESE_PREFIX ? `${path.replace(/\/$/, '')}/index.md` : `${path}.md`;
const canonicalUrl = (path: string) => `${SITE_ORIGIN}${path === '/' ? '/' : path}`;
const editionRoutes = (prefix: string) => (prefix ? CHINESE_ROUTES : SPEC_ROUTES);

/** The text outside fenced code blocks and inline code: what must hold no HTML or JSX. */
function prose(markdown: string): string {
  return markdown.replace(/^(`{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

/** What a page's prerendered HTML shows in its article (read with scripts off, as a tool would). */
async function prerendered(browser: Browser, path: string) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(path);
  const shown = await page.evaluate(() => {
    const article = document.querySelector('article')!;
    const outsideDemos = (element: Element) => !element.closest('.dumi-default-previewer');
    // the home page's one-line summary is the tagline its hero shows
    const tagline = document.querySelector('.tl-hero-tagline')?.textContent;
    return {
      description:
        tagline ?? document.querySelector('meta[name="description"]')?.getAttribute('content'),
      alternates: [...document.querySelectorAll('link[rel="alternate"][type="text/markdown"]')].map(
        (link) => link.getAttribute('href'),
      ),
      headings: [...article.querySelectorAll('h2, h3, h4')]
        .filter(outsideDemos)
        .map((heading) => heading.textContent!.trim()),
      links: [...article.querySelectorAll('a[href]:not([aria-hidden])')]
        .filter(outsideDemos)
        .map((link) => ({ href: link.getAttribute('href')!, text: link.textContent!.trim() })),
      pictures: [...article.querySelectorAll('img')].filter(outsideDemos).map((img) => ({
        alt: img.getAttribute('alt')!,
        src: img.getAttribute('src')!,
      })),
      demoTitles: [...article.querySelectorAll('.tl-demo-title')].map((t) => t.textContent!),
      apiRows: [...article.querySelectorAll('.tl-api tbody tr')].map((row) => {
        const cell = row.querySelector('td')!;
        return (cell.querySelector('.dumi-default-api-release-name') ?? cell).textContent!;
      }),
      tabs: [...document.querySelectorAll('.dumi-default-content-tabs button')].map(
        (tab) => tab.textContent!,
      ),
    };
  });
  await context.close();
  return shown;
}

async function markdownOf(request: APIRequestContext, path: string) {
  const response = await request.get(markdownPath(path));
  expect(response.status(), markdownPath(path)).toBe(200);
  expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  return response.text();
}

for (const route of ALL_ROUTES) {
  test(`${markdownPath(route.path)} is the page as clean Markdown`, async ({
    browser,
    request,
  }) => {
    const markdown = await markdownOf(request, route.path);
    const html = await prerendered(browser, route.path);
    const where = markdownPath(route.path);

    expect(html.alternates, 'the head names the Markdown once').toEqual([
      SITE_ORIGIN + markdownPath(route.path),
    ]);
    expect(markdown.split('\n')[0]).toBe(`# ${route.title ?? SITE_NAME}`);
    expect(markdown).toContain(`\n> ${html.description}\n`);
    expect(markdown).toContain(`(${canonicalUrl(route.path)})`);

    // clean: no HTML, JSX or site component, and every link and picture absolute
    const text = prose(markdown);
    expect(text, `${where} has no HTML or JSX outside code`).not.toContain('<');
    expect(text).not.toMatch(/\bext:|className=|\{[^}]*\}/);
    for (const [, target] of text.matchAll(/\]\(([^)\s]*)/g)) {
      expect(target, `${where}: a relative link`).toMatch(/^https?:\/\//);
    }

    for (const heading of html.headings) {
      expect(markdown, `${where}: heading ${heading}`).toMatch(
        new RegExp(`^#{2,6} ${heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'm'),
      );
    }
    for (const { href, text: label } of html.links) {
      const absolute = href.startsWith('#')
        ? canonicalUrl(route.path) + href
        : href.startsWith('/')
          ? SITE_ORIGIN + href
          : href;
      expect(markdown, `${where}: the link "${label}"`).toContain(`](${absolute})`);
    }
    for (const { alt, src } of html.pictures) {
      expect(alt).not.toBe('');
      expect(markdown, `${where}: the picture "${alt}"`).toContain(
        `![${alt}](${SITE_ORIGIN}${src})`,
      );
      const picture = await request.get(src);
      expect(picture.status()).toBe(200);
    }
    for (const title of html.demoTitles) expect(markdown).toContain(title);
    for (const prop of html.apiRows) expect(markdown).toMatch(new RegExp(`^\\| \`${prop}\``, 'm'));
    // a content tab's text is in the page's Markdown, under the tab's name
    for (const tab of html.tabs.slice(1)) expect(markdown).toMatch(new RegExp(`^## ${tab}$`, 'm'));
  });
}

test("a content tab's sections and a demo's source code are in the page's Markdown", async ({
  page,
  request,
}) => {
  for (const prefix of ['', CHINESE_PREFIX]) {
    const path = `${prefix}/Sme-solutions/mes/go-server`;
    await page.goto(`${path}?tab=deployment`);
    // the tab's text loads when the tab opens
    await expect(page.locator('article h2').first()).toBeVisible();
    const sections = await page.locator('article h2').allTextContents();
    const markdown = await markdownOf(request, path);
    for (const section of sections) expect(markdown).toMatch(new RegExp(`^### ${section}$`, 'm'));

    const board = await markdownOf(request, `${prefix}/Sme-solutions/mes/data-board`);
    for (const demo of ['kpi-tiles', 'kpi-board', 'kpi-locale']) {
      // the demo file without its leading title/description comment, as Show Code shows it
      const source = readFileSync(`docs/SMESolutions/MES/demos/${demo}.tsx`, 'utf8')
        .replace(/^\/\*\*[\s\S]*?\*\/\n/, '')
        .trim();
      expect(board).toContain(`\`\`\`tsx\n${source}\n\`\`\``);
    }
  }
});

for (const prefix of ['', CHINESE_PREFIX]) {
  test(`${prefix}/llms.txt lists every page of its edition with its description`, async ({
    browser,
    request,
  }) => {
    const response = await request.get(`${prefix}/llms.txt`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
    const llms = await response.text();
    const routes = editionRoutes(prefix);
    const home = await prerendered(browser, prefix || '/');
    expect(llms.startsWith(`# ${SITE_NAME}\n\n> ${home.description}\n`)).toBe(true);
    expect(llms).toContain(`${SITE_ORIGIN}${prefix}/llms-full.txt`);
    const items = llms.split('\n').filter((line) => line.startsWith('- '));
    expect(items).toHaveLength(routes.length);
    for (const route of routes) {
      const { description } = await prerendered(browser, route.path);
      expect(items).toContain(
        `- [${route.title ?? SITE_NAME}](${SITE_ORIGIN}${markdownPath(route.path)}): ${description}`,
      );
    }
    expect(prose(llms)).not.toContain('<');

    const full = await request.get(`${prefix}/llms-full.txt`);
    expect(full.headers()['content-type']).toBe('text/plain; charset=utf-8');
    const text = await full.text();
    expect(text.startsWith(`# ${SITE_NAME}\n\n> ${home.description}\n`)).toBe(true);
    for (const route of routes) expect(text).toContain(await markdownOf(request, route.path));
  });

  test(`${prefix}/llms.txt follows the header nav and the sidebars a visitor sees`, async ({
    page,
    request,
  }) => {
    await page.goto(prefix || '/');
    // each top-level entry of the nav: its title, and the pages its links lead to, in order
    const entries = await page.locator('.dumi-default-navbar > li').evaluateAll((items) =>
      items.map((item) => ({
        title: item.querySelector('a, span')!.textContent!.trim(),
        links: [...item.querySelectorAll('a')].map((anchor) => new URL(anchor.href).pathname),
      })),
    );
    const expected = [markdownPath(prefix || '/')];
    for (const link of entries.flatMap((entry) => entry.links)) {
      await page.goto(link);
      const sidebar = await linkPaths(page.locator('.dumi-default-sidebar dd > a'));
      expected.push(...sidebar.map(markdownPath));
    }

    const llms = await (await request.get(`${prefix}/llms.txt`)).text();
    const headings = llms.split('\n').filter((line) => line.startsWith('## '));
    expect(headings).toEqual(entries.map((entry) => `## ${entry.title}`));
    const listed = [...llms.matchAll(/^- \[[^\]]*\]\(([^)]*)\)/gm)].map(
      ([, url]) => new URL(url).pathname,
    );
    expect(listed).toEqual(expected);
  });
}

test('the Markdown files are listed nowhere else, and a debug page has none', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).not.toMatch(/\.md<|llms/);
  expect((await request.get('/styleguide.md')).status()).toBe(404);
  expect(await (await request.get('/llms-full.txt')).text()).not.toContain('Style guide');
  expect((await request.get('/no-such-page.md')).status()).toBe(404);
});

test('a site built for a base path gives its Markdown addresses under that path', async ({
  request,
}) => {
  const base = process.env.E2E_SUBPATH_URL!;
  const markdown = await (await request.get(`${base}products/folder-icon.md`)).text();
  expect(markdown.split('\n')[0]).toBe('# Folder Icon');
  const targets = [...prose(markdown).matchAll(/\]\((https:\/\/tessera-lab[^)]*)\)/g)];
  expect(targets.length).toBeGreaterThan(2);
  for (const [, target] of targets) expect(target).toMatch(`${SITE_ORIGIN}/site/`);
  const llms = await (await request.get(`${base}llms.txt`)).text();
  expect(llms).toContain(`(${SITE_ORIGIN}/site/products/folder-icon.md)`);
});

/** The body as nginx sent it, still encoded. */
function rawBody(url: string, acceptEncoding: string): Promise<{ type?: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers: { 'Accept-Encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ type: response.headers['content-encoding'], body: Buffer.concat(chunks) }),
      );
    }).on('error', reject);
  });
}

test('nginx sends the Markdown and llms files as text, compressed', async ({ request }) => {
  const nginx = process.env.E2E_NGINX_URL!;
  for (const [path, type] of [
    ['/zh-CN/Sme-solutions/mes.md', 'text/markdown; charset=utf-8'],
    ['/index.md', 'text/markdown; charset=utf-8'],
    ['/llms.txt', 'text/plain; charset=utf-8'],
    ['/zh-CN/llms-full.txt', 'text/plain; charset=utf-8'],
  ]) {
    const response = await request.get(nginx + path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toBe(type);
    expect(response.headers()['cache-control']).toBe('no-cache');
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    const text = await response.text();
    const brotli = await rawBody(nginx + path, 'br');
    expect(brotli.type, path).toBe('br');
    expect(brotliDecompressSync(brotli.body).toString()).toBe(text);
  }
  expect((await request.get(`${nginx}/products/no-such-page.md`)).status()).toBe(404);
});
