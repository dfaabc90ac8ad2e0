#!/usr/bin/env node
// Search benchmark (run after `npm run build`; not part of `npm test`):
// 1. the bytes the browser downloads for search on the real site, from the production build: the
//    files fetched after the search box is first focused, raw and gzip-compressed;
// 2. the production build's own search worker, run in Chromium, on synthetic sites of 10, 100 and
//    1,000 pages: index build time (generate-metadata) and query latency (get-search-result,
//    median and p95 over 200 fixed queries), each measured in the page around the worker's reply.
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { benchmarkQueries, syntheticSite } from './synthetic-site.mjs';

const DIST = 'dist';
const PORT = Number(process.env.BENCH_PORT ?? 4199);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const SIZES = [10, 100, 1000];
const WARM_UP_QUERIES = 20;
// each query is also run this many times and its fastest run kept: on a machine busy with other
// work, that estimates what the query itself costs, apart from waiting for a CPU
const REPEATS = 5;

if (!existsSync(join(DIST, 'index.html'))) {
  console.error('No production build in dist/: run `npm run build` first.');
  process.exit(1);
}
const workerFile = readdirSync(DIST).find((file) => /^search-worker\.\w+\.async\.js$/.test(file));
if (!workerFile) {
  console.error('dist/ has no search-worker chunk: is the build current?');
  process.exit(1);
}

const server = spawn(process.execPath, ['scripts/serve.mjs', DIST], {
  env: { ...process.env, PORT: String(PORT) },
  stdio: 'ignore',
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});

async function waitForServer() {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      if ((await fetch(ORIGIN)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the static server did not start on ${ORIGIN}`);
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

async function measureDownload() {
  const page = await browser.newPage();
  const fetched = [];
  await page.goto(`${ORIGIN}/download`);
  await page.waitForLoadState('networkidle');
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.getByRole('combobox', { name: 'Search the site' }).focus();
  await page.waitForRequest(/search-worker/);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  await page.close();

  const rows = fetched.map((path) => {
    const content = readFileSync(join(DIST, decodeURIComponent(path)));
    return { file: path.slice(1), raw: content.length, gzip: gzipSync(content).length };
  });
  console.log('\nDownloaded on first focus of the search box (real site, production build):');
  console.table(rows.map(({ file, raw, gzip }) => ({ file, raw: kib(raw), gzip: kib(gzip) })));
  const total = (key) => rows.reduce((sum, row) => sum + row[key], 0);
  console.log(`total: ${rows.length} files, ${kib(total('raw'))} raw, ${kib(total('gzip'))} gzip`);
  console.log('(nothing of this is fetched before the focus; see e2e/search.spec.ts)');
}

async function measureWorker() {
  const page = await browser.newPage();
  // a blank page on the site's origin, so that the worker chunk loads as on the site
  await page.route(`${ORIGIN}/__bench`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>bench</title>' }),
  );
  await page.goto(`${ORIGIN}/__bench`);
  const queries = benchmarkQueries();
  const rows = [];
  for (const pages of SIZES) {
    const site = syntheticSite(pages);
    const figures = await page.evaluate(runWorker, {
      workerUrl: `/${workerFile}`,
      site,
      queries,
      warmUp: WARM_UP_QUERIES,
      REPEATS,
    });
    const textBytes = JSON.stringify(site).length;
    rows.push({
      pages,
      'metadata (JSON)': kib(textBytes),
      'index build ms': figures.build.toFixed(1),
      '(in worker)': figures.buildInWorker.toFixed(1),
      'query median ms': figures.median.toFixed(2),
      'query p95 ms': figures.p95.toFixed(2),
      'query max ms': figures.max.toFixed(2),
      'p95 in worker': figures.p95InWorker.toFixed(2),
      [`p95 best of ${REPEATS}`]: figures.p95BestOf.toFixed(2),
      'hints / query': Math.round(figures.meanHints),
    });
  }
  await page.close();
  console.log(
    `\nSearch worker (${workerFile}) in Chromium, synthetic sites, ${queries.length} fixed queries after ${WARM_UP_QUERIES} warm-up queries.`,
  );
  console.log('Times are measured in the page from postMessage to the reply (cloning included);');
  console.log(
    `"in worker": the worker's own time for the same messages; "best of ${REPEATS}": each query's fastest of ${REPEATS} runs.`,
  );
  console.log(`Load average when done: ${loadavg()[0].toFixed(1)} (this machine has 2 cores).`);
  console.table(rows);
}

/** Runs in the page: one worker per site size. */
async function runWorker({ workerUrl, site, queries, warmUp, REPEATS }) {
  const worker = new Worker(workerUrl);
  const ask = (message) =>
    new Promise((resolve) => {
      worker.onmessage = (event) => resolve(event.data);
      worker.postMessage(message);
    });
  // the worker's start (fetching and compiling its script) is not part of the index build
  await ask({ action: 'get-search-result', args: { keywords: '' } });
  const started = performance.now();
  const built = await ask({ action: 'generate-metadata', args: site });
  const build = performance.now() - started;
  for (const keywords of queries.slice(0, warmUp)) {
    await ask({ action: 'get-search-result', args: { keywords } });
  }
  const times = [];
  const inWorker = [];
  let hints = 0;
  const bestOf = [];
  for (const keywords of queries) {
    const runs = [];
    for (let run = 0; run < REPEATS; run++) {
      const sent = performance.now();
      const answer = await ask({ action: 'get-search-result', args: { keywords } });
      runs.push(performance.now() - sent);
      if (run) continue;
      inWorker.push(answer.took);
      hints += answer.result.reduce((sum, group) => sum + group.hints.length, 0);
    }
    times.push(runs[0]);
    bestOf.push(Math.min(...runs));
  }
  worker.terminate();
  const at = (values, q) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  };
  return {
    build,
    buildInWorker: built.took,
    median: at(times, 0.5),
    p95: at(times, 0.95),
    max: at(times, 1),
    p95InWorker: at(inWorker, 0.95),
    p95BestOf: at(bestOf, 0.95),
    meanHints: hints / queries.length,
  };
}

try {
  await waitForServer();
  await measureDownload();
  await measureWorker();
} finally {
  await browser.close();
  server.kill();
}
