#!/usr/bin/env node
// Search benchmark (run after `npm run build`; not part of `npm test`). For synthetic sites of 10,
// 100 and 1,000 pages (the scale bench's Markdown pages, scripts/scale/synthetic-pages.mjs, added to
// the site's own pages) it prints:
// 1. what reading the pages and writing the search index costs (the build's own code,
//    plugins/search/build/), and the sizes of the index's files;
// 2. the first search of a visitor, in Chromium, on the production build with that index in place
//    of the site's own: the requests and bytes (gzip -9) from the first focus of the search box to
//    the results shown, and how long after the 200 ms delay the results came, without latency and
//    with LATENCY_MS on every response;
// 3. the production search worker's query times over 200 fixed queries on that index (median and
//    p95, the fetching of postings and pages included as the queries need them).
// The index is built from the pages' Markdown exactly as `dumi build` does; the site's build is not
// rerun for each size, so the synthetic pages are not in the nav, and group with the home page.
// The figures are printed and written to bench-results/search.md, and as rows to search.json.
//
//   SIZES=10,100        the synthetic page counts (default 10,100,1000)
//   LATENCY_MS=200      the latency on every response of the second first-search run (default 100)
//   BENCH_PORT=4199     the port of its server (default 4199)
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import remarkHeadingIds from '../plugins/markdown/remark-heading-ids.mjs';
import { createReport } from './bench-results.mjs';
import { CHROMIUM_ARGS, TEST_CHROMIUM } from './chromium-flags.mjs';
import { dumiPageFiles, syntheticPages } from './scale/synthetic-pages.mjs';
import { benchmarkQueries } from './synthetic-site.mjs';

const DIST = resolve('dist');
const PORT = Number(process.env.BENCH_PORT ?? 4199);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const SIZES = (process.env.SIZES ?? '10,100,1000').split(',').map(Number);
const LATENCY_MS = Number(process.env.LATENCY_MS ?? 100);
/** what a visitor types first: a common word, a rarer one, a letter, two words, a word no page has */
const FIRST_QUERIES = ['order', 'dashboard', 'e', 'quality check', 'superadmin', 'zzqxv'];
const DEBOUNCE_MS = 200;
const WARM_UP_QUERIES = 20;

if (!existsSync(join(DIST, 'search/en-US/index.json'))) {
  console.error('No production build with a search index in dist/: run `npm run build` first.');
  process.exit(1);
}

/** The build half of search, bundled for Node (it is TypeScript). */
async function searchBuild() {
  const dir = resolve('node_modules/.cache/bench-search');
  mkdirSync(dir, { recursive: true });
  const outfile = join(dir, 'search-build.cjs');
  await build({
    stdin: {
      contents: [
        "export { readPageTexts } from './plugins/search/build/page-texts';",
        "export { buildRecord } from './plugins/search/build/records';",
        "export { buildSearchFiles } from './plugins/search/build/search-files';",
      ].join('\n'),
      resolveDir: resolve('.'),
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    packages: 'external',
    outfile,
    logLevel: 'warning',
  });
  return createRequire(import.meta.url)(outfile);
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const gzipBytes = (content) => gzipSync(content, { level: 9 }).length;
const cpuMs = (since) => {
  const { user, system } = process.cpuUsage(since);
  return (user + system) / 1000;
};

/** The site's own English records, in their order, from the build's packs. */
function siteRecords() {
  const manifest = JSON.parse(readFileSync(join(DIST, 'search/en-US/index.json'), 'utf8'));
  return manifest.packs.flatMap(([file]) =>
    JSON.parse(readFileSync(join(DIST, 'search/en-US', file), 'utf8')),
  );
}

async function syntheticIndex(searchCode, pages) {
  const started = process.cpuUsage();
  const records = [];
  for (const { file, content } of dumiPageFiles(syntheticPages(pages))) {
    const absolute = resolve('docs', file);
    const page = await searchCode.readPageTexts(absolute, content, {
      cwd: resolve('.'),
      editionIds: ['zh-CN'],
      remarkPlugins: [[remarkHeadingIds]],
    });
    records.push(searchCode.buildRecord({ link: `/${file.replace(/\.md$/, '')}`, page, tabs: [] }));
  }
  const readMs = cpuMs(started);
  const indexStarted = process.cpuUsage();
  const files = searchCode.buildSearchFiles([...siteRecords(), ...records]);
  const indexMs = cpuMs(indexStarted);
  return { files: new Map(files.map((file) => [file.name, file.content])), readMs, indexMs };
}

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** The production build, with `search/en-US/` answered from `index` and LATENCY on each answer. */
function startServer() {
  const state = { index: new Map(), latency: 0 };
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url, ORIGIN).pathname);
    let body;
    let type = 'application/json';
    if (path.startsWith('/search/en-US/')) {
      body = state.index.get(path.slice('/search/en-US/'.length));
    } else {
      const target = normalize(join(DIST, path));
      const file = [target, join(target, 'index.html')].find(
        (candidate) =>
          candidate.startsWith(DIST + sep) && existsSync(candidate) && statSync(candidate).isFile(),
      );
      if (file) {
        body = readFileSync(file);
        type = TYPES[extname(file)] ?? 'application/octet-stream';
      }
    }
    setTimeout(() => {
      if (body === undefined) return response.writeHead(404).end();
      const compressed = gzipSync(body);
      response.writeHead(200, {
        'Content-Type': type,
        'Content-Encoding': 'gzip',
        'Cache-Control': 'no-cache',
      });
      response.end(compressed);
    }, state.latency);
  });
  return new Promise((resolve) =>
    server.listen(PORT, '127.0.0.1', () => resolve({ server, state })),
  );
}

/** A visitor's first search on /download: focus, type, wait for the results. */
async function firstSearch(browser, query) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${ORIGIN}/download`);
  await page.waitForLoadState('networkidle');
  const fetched = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  const box = page.getByRole('combobox', { name: 'Search the site' });
  await box.focus();
  await page.waitForTimeout(300); // as a visitor starts typing
  await page.evaluate(() => {
    const bar = document.querySelector('.tl-search');
    window.__searchDone = new Promise((resolve) => {
      new MutationObserver(() => {
        if (bar.getAttribute('data-status') === 'done') resolve(performance.now());
      }).observe(bar, { attributes: true });
    });
    bar
      .querySelector('input')
      .addEventListener('input', () => (window.__typed = performance.now()));
  });
  await box.fill(query);
  const done = await page.evaluate(() => window.__searchDone);
  const typed = await page.evaluate(() => window.__typed);
  const hints = await page.locator('[role="option"]').count();
  const more = await page.locator('.tl-search-more').count();
  await context.close();
  return { fetched, afterDelay: done - typed - DEBOUNCE_MS, hints, more: more > 0 };
}

function downloadedBytes(paths, index) {
  return paths.reduce((sum, path) => {
    const content = path.startsWith('/search/en-US/')
      ? index.get(path.slice('/search/en-US/'.length))
      : readFileSync(join(DIST, path));
    return sum + gzipBytes(content);
  }, 0);
}

/** In the page: the production worker answering the fixed queries on the served index. */
async function runQueries({ workerUrl, queries, warmUp }) {
  const worker = new Worker(workerUrl);
  const ask = (message) =>
    new Promise((resolve) => {
      worker.onmessage = (event) => resolve(event.data);
      worker.postMessage(message);
    });
  await ask({ action: 'generate-metadata', args: { index: '/search/en-US/index.json', nav: [] } });
  for (const keywords of queries.slice(0, warmUp)) {
    await ask({ action: 'get-search-result', args: { keywords } });
  }
  const times = [];
  for (const keywords of queries) {
    const sent = performance.now();
    await ask({ action: 'get-search-result', args: { keywords } });
    times.push(performance.now() - sent);
  }
  worker.terminate();
  const at = (q) => [...times].sort((a, b) => a - b)[Math.ceil(q * times.length) - 1];
  return { median: at(0.5), p95: at(0.95) };
}

const workerFile = readdirSync(DIST).find((file) => /^search-worker\.\w+\.async\.js$/.test(file));
const searchCode = await searchBuild();
const { server, state } = await startServer();
const browser = await chromium.launch({ executablePath: TEST_CHROMIUM, args: CHROMIUM_ARGS });
const sizeRows = [];
const searchRows = [];
const queryRows = [];
try {
  for (const pages of SIZES) {
    const { files, readMs, indexMs } = await syntheticIndex(searchCode, pages);
    state.index = files;
    const sizes = (prefix) => [...files].filter(([name]) => name.startsWith(prefix));
    const total = (list) => list.reduce((sum, [, content]) => sum + gzipBytes(content), 0);
    const packs = sizes('pages-');
    sizeRows.push({
      pages,
      'read pages, CPU s': (readMs / 1000).toFixed(1),
      'write index, CPU s': (indexMs / 1000).toFixed(2),
      'index.json KB gz': kb(total(sizes('index.json'))),
      shards: sizes('postings-').length,
      'shards KB gz': kb(total(sizes('postings-'))),
      packs: packs.length,
      'pack KB gz (mean)': kb(total(packs) / packs.length),
    });
    for (const latency of [0, LATENCY_MS]) {
      state.latency = latency;
      for (const query of FIRST_QUERIES) {
        const { fetched, afterDelay, hints, more } = await firstSearch(browser, query);
        searchRows.push({
          pages,
          'latency ms': latency,
          query,
          requests: fetched.length,
          'KB gz': kb(downloadedBytes(fetched, files)),
          'results after delay, ms': Math.round(afterDelay),
          hints,
          'more?': more ? 'yes' : '',
        });
      }
    }
    state.latency = 0;
    const page = await browser.newPage();
    await page.goto(`${ORIGIN}/404.html`);
    const { median, p95 } = await page.evaluate(runQueries, {
      workerUrl: `/${workerFile}`,
      queries: benchmarkQueries(),
      warmUp: WARM_UP_QUERIES,
    });
    await page.close();
    queryRows.push({ pages, 'query median ms': median.toFixed(1), 'query p95 ms': p95.toFixed(1) });
  }
} finally {
  await browser.close();
  server.close();
}

const report = createReport(`Search with ${SIZES.join(', ')} synthetic pages added`);
report.log(
  `\nSearch index of the site's English pages plus N synthetic pages (${cpus().length} cores):`,
);
report.table(sizeRows);
report.log(
  '\nFirst search on /download (production build): requests and bytes (gzip -9) from the first\n' +
    'focus of the box to the results shown, and the time from the last keystroke to the results\n' +
    `less the ${DEBOUNCE_MS} ms delay; with no latency and with ${LATENCY_MS} ms on every response:`,
);
report.table(searchRows);
report.log(
  `\nProduction search worker, ${benchmarkQueries().length} fixed queries after ${WARM_UP_QUERIES} ` +
    'warm-up ones, from postMessage to the reply (fetching included):',
);
report.table(queryRows);
report.log(`Load average when done: ${loadavg()[0].toFixed(1)}.`);
report.write('search', { sizes: SIZES, latencyMs: LATENCY_MS, sizeRows, searchRows, queryRows });
