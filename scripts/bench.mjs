#!/usr/bin/env node
// Benchmark (not part of `npm test`): builds this site and, in the same run, a dumi site with the
// default configuration (ssr, exportStatic and the two editions only) over the same docs/, then
// prints for both: build times, `dumi dev` cold and warm start to the first real page and the
// hot-reload time of a Markdown edit, per route the first-load JS / CSS / HTML in gzip KB with
// their ratio, Lighthouse (mobile preset, median of 5 runs) for the home page and two content
// pages, and what the entry script is made of, by package, from a source-mapped build
// (npm run bench:entry prints that part alone).
//
//   npm run bench                    everything
//   BENCH_RUNS=1 npm run bench       one Lighthouse run per page (quicker, noisier)
//   BENCH_LIGHTHOUSE=0 npm run bench no Lighthouse
//   BENCH_DEV=0 npm run bench        no dev server timings
//
// Chromium: CHROME_PATH (default /usr/bin/chromium). The figures are printed and written to
// bench-results/bench.md. Inside the repository it also writes dist/ (as `npm run build` does) and
// dist-maps/ (the source-mapped build); the default site is built in a temporary directory.
import { spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { createReport } from './bench-results.mjs';
import { CHROMIUM_ARGS } from './chromium-flags.mjs';
import { measureDev } from './dev-timing.mjs';
import { printEntryComposition } from './entry-composition.mjs';
import { measureFirstLoad } from './page-weight.mjs';

const repo = resolve(import.meta.dirname, '..');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const WITH_LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE !== '0';
const WITH_DEV = process.env.BENCH_DEV !== '0';
// the dev server's first real page, and the Markdown edited for the hot-reload time
const DEV_PAGE = { route: '/products', markdown: 'docs/Products/index.md' };
const ROUTES = [
  '/',
  '/products',
  '/products/folder-icon',
  '/products/dict-card',
  '/download',
  '/Sme-solutions/mes',
  '/Sme-solutions/mes/vue-web',
  '/Sme-solutions/mes/data-board',
];
const LIGHTHOUSE_ROUTES = ['/', '/products/folder-icon', '/Sme-solutions/mes'];
const PORTS = { site: 4519, default: 4518, siteDev: 4529, defaultDev: 4528 };

/** Seconds `dumi build` takes in `cwd`: cold (its caches emptied first), then once more. */
function timeBuilds(cwd, env = {}) {
  rmSync(join(cwd, 'node_modules/.cache'), { recursive: true, force: true });
  const seconds = [];
  for (let run = 0; run < 2; run++) {
    const started = performance.now();
    const result = spawnSync('npx', ['dumi', 'build'], {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    if (result.status !== 0) {
      throw new Error(`dumi build failed in ${cwd}:\n${result.stderr.toString().slice(-2000)}`);
    }
    seconds.push((performance.now() - started) / 1000);
  }
  return { cold: seconds[0], repeat: seconds[1] };
}

/** A dumi site with nothing configured but prerendering and the editions, over a copy of the pages. */
function prepareDefaultSite() {
  const dir = mkdtempSync(join(tmpdir(), 'dumi-default-'));
  // the pages, their demo components and the one builtin their Markdown uses (<SiteLink>)
  for (const path of ['docs', 'src', 'public', 'site.config.ts', 'package.json', 'tsconfig.json']) {
    cpSync(join(repo, path), join(dir, path), { recursive: true });
  }
  cpSync(join(repo, '.dumi/theme/builtins/SiteLink'), join(dir, '.dumi/theme/builtins/SiteLink'), {
    recursive: true,
  });
  cpSync(join(repo, '.dumi/theme/common'), join(dir, '.dumi/theme/common'), { recursive: true });
  // the installed packages, linked one by one: the default site keeps its own node_modules/.cache
  mkdirSync(join(dir, 'node_modules/.cache'), { recursive: true });
  for (const entry of readdirSync(join(repo, 'node_modules'))) {
    if (entry !== '.cache')
      symlinkSync(join(repo, 'node_modules', entry), join(dir, 'node_modules', entry));
  }
  // the two editions are content, not tuning: without them dumi serves /products from
  // index.zh-CN.md, and the English page the dev timing edits would never show
  writeFileSync(
    join(dir, '.dumirc.ts'),
    [
      "import { defineConfig } from 'dumi';",
      "import { SITE_EDITIONS } from './site.config';",
      '',
      'export default defineConfig({',
      '  ssr: {},',
      '  exportStatic: {},',
      '  locales: SITE_EDITIONS.map(({ id, name, base }) => ({ id, name, base })),',
      '});',
      '',
    ].join('\n'),
  );
  return dir;
}

function serve(root, port) {
  const server = spawn('node', [join(repo, 'scripts/serve.mjs'), root], {
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
  });
  return new Promise((done) => setTimeout(() => done(server), 500));
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function lighthouse(url) {
  const result = spawnSync(
    'npx',
    [
      'lighthouse',
      url,
      '--quiet',
      '--output=json',
      '--only-categories=performance,accessibility,best-practices,seo',
      `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    ],
    { env: { ...process.env, CHROME_PATH }, maxBuffer: 256 * 1024 * 1024 },
  );
  if (result.status !== 0)
    throw new Error(`lighthouse failed: ${result.stderr.toString().slice(-1000)}`);
  const report = JSON.parse(result.stdout.toString());
  const score = (id) => Math.round(report.categories[id].score * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: report.audits['largest-contentful-paint'].numericValue,
    tbt: report.audits['total-blocking-time'].numericValue,
  };
}

function lighthouseMedian(url) {
  const runs = Array.from({ length: RUNS }, () => lighthouse(url));
  return Object.fromEntries(
    Object.keys(runs[0]).map((key) => [key, median(runs.map((run) => run[key]))]),
  );
}

// dumi lower-cases route paths; this site keeps the spec's capital S in /Sme-solutions (plugins/pages/index.ts)
const defaultSitePath = (path) => path.toLowerCase();

async function printDevTimings(browser, defaultDir, report) {
  const timings = {};
  for (const [name, cwd, port] of [
    ['this site', repo, PORTS.siteDev],
    ['default dumi', defaultDir, PORTS.defaultDev],
  ]) {
    console.log(`Timing dumi dev for ${name}...`);
    timings[name] = await measureDev(browser, {
      cwd,
      port,
      route: DEV_PAGE.route,
      markdownFile: join(cwd, DEV_PAGE.markdown),
    });
  }
  report.log(`\ndumi dev, first real page (${DEV_PAGE.route}) and Markdown hot reload, seconds:`);
  report.log(
    'site            cold start  warm start  hot reload  warnings (cold/warm)  other hosts',
  );
  for (const [name, t] of Object.entries(timings)) {
    report.log(
      name.padEnd(16) +
        t.cold.toFixed(1).padStart(10) +
        t.warm.toFixed(1).padStart(12) +
        t.hotReload.toFixed(2).padStart(12) +
        `${t.coldWarnings}/${t.warmWarnings}`.padStart(22) +
        String(t.coldForeignRequests.length + t.warmForeignRequests.length).padStart(13),
    );
    for (const url of new Set([...t.coldForeignRequests, ...t.warmForeignRequests])) {
      report.log(`  request to another host: ${url}`);
    }
  }
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const ratio = (ours, theirs) => (theirs ? (ours / theirs).toFixed(2) : '-');

console.log('Building this site...');
// as `npm run build` runs it
const siteBuild = timeBuilds(repo, { FS_LOGGER: 'none' });
console.log('Building a default-config dumi site of the same docs/...');
const defaultDir = prepareDefaultSite();
let servers = [];
const report = createReport('This site beside a default-config dumi site');
try {
  const defaultBuild = timeBuilds(defaultDir);
  servers = [
    await serve(join(repo, 'dist'), PORTS.site),
    await serve(join(defaultDir, 'dist'), PORTS.default),
  ];
  const sites = {
    site: { origin: `http://127.0.0.1:${PORTS.site}`, root: join(repo, 'dist') },
    default: { origin: `http://127.0.0.1:${PORTS.default}`, root: join(defaultDir, 'dist') },
  };

  report.log('\nBuild time, seconds (cold: no caches; repeat: the same build again):');
  report.log(
    `this site       cold ${siteBuild.cold.toFixed(1)}  repeat ${siteBuild.repeat.toFixed(1)}`,
  );
  report.log(
    `default dumi    cold ${defaultBuild.cold.toFixed(1)}  repeat ${defaultBuild.repeat.toFixed(1)}`,
  );
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: CHROME_FLAGS.slice(1),
  });
  if (WITH_DEV) await printDevTimings(browser, defaultDir, report);

  report.log('\nFirst load per route, gzip -9 KB (this site / default dumi / ratio):');
  report.log(
    ['route', 'JS', 'CSS (blocking)', 'HTML', 'total']
      .map((h, i) => (i ? h.padStart(24) : h.padEnd(32)))
      .join(''),
  );
  for (const path of ROUTES) {
    const ours = await measureFirstLoad(browser, { ...sites.site, path });
    const theirs = await measureFirstLoad(browser, {
      ...sites.default,
      path: defaultSitePath(path),
    });
    const cell = (a, b) => `${kb(a)} / ${kb(b)} / ${ratio(a, b)}`.padStart(24);
    report.log(
      path.padEnd(32) +
        cell(ours.js, theirs.js) +
        cell(ours.renderBlockingCss, theirs.renderBlockingCss) +
        cell(ours.html, theirs.html) +
        cell(ours.total, theirs.total),
    );
  }
  await browser.close();

  if (WITH_LIGHTHOUSE) {
    report.log(`\nLighthouse, mobile preset, median of ${RUNS} run(s):`);
    report.log('site     route                      perf  a11y  best-pr  seo   LCP ms  TBT ms');
    for (const [name, site] of Object.entries(sites)) {
      for (const path of LIGHTHOUSE_ROUTES) {
        const m = lighthouseMedian(
          site.origin + (name === 'default' ? defaultSitePath(path) : path),
        );
        report.log(
          `${name.padEnd(9)}${path.padEnd(27)}${String(m.performance).padStart(4)}${String(m.accessibility).padStart(6)}${String(m.bestPractices).padStart(9)}${String(m.seo).padStart(5)}${Math.round(m.lcp).toString().padStart(9)}${Math.round(m.tbt).toString().padStart(8)}`,
        );
      }
    }
  }

  console.log('\nBuilding this site with source maps (dist-maps/)...');
  const mapped = spawnSync('npx', ['dumi', 'build'], {
    cwd: repo,
    env: { ...process.env, FS_LOGGER: 'none', SITE_SOURCE_MAPS: '1', SITE_OUTPUT: 'dist-maps' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (mapped.status === 0) printEntryComposition(join(repo, 'dist-maps'), report.log);
  report.write('bench');
} finally {
  for (const server of servers) server.kill();
  rmSync(defaultDir, { recursive: true, force: true });
}
