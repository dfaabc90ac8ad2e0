// What a first visit to a page of a built site costs, in gzip bytes (level 9) of the built files.
//
// "First load" is everything the browser fetches from the site, opening the page in a fresh tab,
// until the page is idle (main thread idle, no request for half a second): the HTML, the
// render-blocking style sheets,
// the entry script and every chunk the app asks for to hydrate the page, images and fonts. The
// sizes are those of the files in the build directory, so they are the same on every run.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Gzip -9 size of a built file, in bytes. */
export function gzipSize(file) {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** The file a same-origin URL path is served from (as scripts/serve.mjs does, without the 404). */
export function fileForPath(root, pathname) {
  const clean = decodeURIComponent(pathname);
  for (const candidate of [join(root, clean), join(root, clean, 'index.html')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // try the next form
    }
  }
  return join(root, '404.html');
}

/** The style sheets a document links in its `<head>`: those block its first paint. */
export function renderBlockingStyleSheets(html) {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<link\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => /\brel="?stylesheet"?/.test(tag) && !/\bmedia="?print"?/.test(tag))
    .map((tag) => /\bhref="([^"]+)"/.exec(tag)?.[1])
    .filter(Boolean);
}

const KIND_BY_EXTENSION = [
  [/\.m?js$/, 'js'],
  [/\.css$/, 'css'],
  [/\.html$/, 'html'],
  [/\.(woff2?|ttf|otf)$/, 'font'],
  [/\.(svg|png|jpe?g|webp|gif|ico|avif)$/, 'image'],
];

function kindOf(file) {
  return KIND_BY_EXTENSION.find(([pattern]) => pattern.test(file))?.[1] ?? 'other';
}

/**
 * Opens `path` in a fresh context of `browser` against `origin`, and sums the first load by kind
 * (once React has hydrated the page, unless `react` is false).
 * Returns { files: [{ path, kind, bytes }], js, css, html, font, image, other, total,
 * renderBlockingCss, renderBlockingFiles }.
 */
export async function measureFirstLoad(browser, { origin, root, path, react = true }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const paths = new Set();
  let pending = 0;
  let lastActivity = Date.now();
  const settle = () => {
    pending -= 1;
    lastActivity = Date.now();
  };
  page.on('request', (request) => {
    pending += 1;
    lastActivity = Date.now();
    // blob: and data: addresses (the search worker, inline images) cost no transfer
    if (!/^https?:/.test(request.url())) return;
    const url = new URL(request.url());
    if (url.origin === origin) paths.add(url.pathname);
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  await page.goto(origin + path, { waitUntil: 'load' });
  // the entry script starts after the first paint (plugins/internals/html/prerendered-page.ts), which a busy machine
  // can put later than the quiet spell below: the page is not idle before React has taken it over
  // (`react: false` for a site of another kind, which has no such root)
  if (react)
    await page
      .waitForFunction(
        () => {
          const element = document.querySelector('#root *');
          return element !== null && Object.keys(element).some((key) => key.startsWith('__react'));
        },
        undefined,
        { timeout: 15_000 },
      )
      .catch(() => undefined);
  // idle = the main thread has nothing left to run (a big script may still be executing when the
  // network falls quiet, and then ask for more chunks) and no request for half a second
  for (;;) {
    await page.evaluate(
      () => new Promise((done) => requestIdleCallback(() => done(null), { timeout: 5000 })),
    );
    if (pending <= 0 && Date.now() - lastActivity >= 500) break;
    await page.waitForTimeout(100);
  }
  await context.close();

  const weight = { files: [], js: 0, css: 0, html: 0, font: 0, image: 0, other: 0, total: 0 };
  for (const pathname of paths) {
    const file = fileForPath(root, pathname);
    const kind = kindOf(file);
    const bytes = gzipSize(file);
    weight.files.push({ path: pathname, kind, bytes });
    weight[kind] += bytes;
    weight.total += bytes;
  }
  const html = readFileSync(fileForPath(root, path), 'utf8');
  weight.renderBlockingFiles = renderBlockingStyleSheets(html).map((href) =>
    fileForPath(root, new URL(href, origin).pathname),
  );
  weight.renderBlockingCss = weight.renderBlockingFiles.reduce((sum, f) => sum + gzipSize(f), 0);
  return weight;
}
