#!/usr/bin/env node
// Scale benchmark (`npm run bench:scale`; not part of `npm test`, and long: about an hour at the
// default sizes today). For each size N it writes N seeded synthetic pages
// (scripts/scale/synthetic-pages.mjs) into a scratch copy of the project (never into docs/) and
// measures:
//   build   cold build (no caches), rebuild with nothing changed, rebuild after editing one page:
//           wall s, CPU s and peak memory of the whole process tree;
//   dev     `dumi dev` cold and warm start to a synthetic page shown, and a Markdown edit shown;
//   pages   first-load JS (gzip) of the home page and of a synthetic page (it has a code block),
//           the synthetic page's HTML (raw and gzip);
//   search  the first search on a synthetic page, through the search box: requests and gzip KB
//           from the first focus until results show, and ms from the last keystroke.
// In the same run it installs peers (exact versions in peers.mjs; cached in
// node_modules/.cache/bench-scale/peers) and builds them on the same pages: the three builds, a
// synthetic page's first load and (Starlight's Pagefind) the first search; then it prints the
// ratios this site / peer, since only ratios hold on a shared machine. The report is printed and
// written to bench-results/scale.md and scale.json, with each build's log under
// bench-results/scale-logs/.
//
//   BENCH_SCALE_SIZES=100,1000          the page counts (default 100,1000)
//   BENCH_SCALE_PARTS=build,dev,pages,search   what to measure (default all; pages and search
//                                       without build still build once, reported as cold)
//   BENCH_SCALE_PEERS=starlight,docusaurus     peers to build too (default both; none: no peer)
//   BENCH_SCALE_SITE=0                  the peers only (their figures are in scale.json)
//   BENCH_SCALE_PORT=4585               first of the 10 ports used (static servers, dev server)
//   BENCH_SCALE_SCRATCH=<dir>           where the scratch sites go, in a folder of their own
//                                       (default: the OS temp folder; the same file system as
//                                       node_modules, which they hard-link)
//   BENCH_SCALE_KEEP=1                  keep the scratch sites afterwards
//   BENCH_SCALE_OUT=<dir>               where the report goes (default bench-results)
import { execFileSync, spawn } from 'node:child_process';
import { appendFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../chromium-flags.mjs';
import { measureDev } from '../dev-timing.mjs';
import { fileForPath, measureFirstLoad } from '../page-weight.mjs';
import { measureFirstSearch } from './first-search.mjs';
import { endRunning, measuredRun } from './measured-run.mjs';
import { installPeer, linkNodeModules, PEERS } from './peers.mjs';
import { formatReport } from './report.mjs';
import { makeProjectCopy } from './scratch-site.mjs';
import { syntheticPages } from './synthetic-pages.mjs';

const repo = resolve(import.meta.dirname, '../..');
const env = process.env;
const PARTS = ['build', 'dev', 'pages', 'search'];

function listOption(name, fallback, allowed) {
  const value = (env[name] ?? fallback).trim();
  const items = value === 'none' ? [] : value.split(',').map((item) => item.trim());
  const wrong = items.filter((item) => allowed && !allowed.includes(item));
  if (wrong.length) {
    console.error(`${name}: unknown ${wrong.join(', ')} (choose from ${allowed.join(', ')})`);
    process.exit(2);
  }
  return items;
}

const sizes = listOption('BENCH_SCALE_SIZES', '100,1000').map(Number);
if (!sizes.length || sizes.some((n) => !Number.isInteger(n) || n < 1 || n > 5000)) {
  console.error('BENCH_SCALE_SIZES: whole page counts from 1 to 5000, such as 100,1000');
  process.exit(2);
}
const parts = new Set(listOption('BENCH_SCALE_PARTS', PARTS.join(','), PARTS));
const peers = listOption('BENCH_SCALE_PEERS', 'starlight,docusaurus', Object.keys(PEERS)).map(
  (id) => PEERS[id],
);
const basePort = Number(env.BENCH_SCALE_PORT ?? 4585);
const PORTS = { site: basePort, peer: basePort + 1, dev: basePort + 5 };
const scratch = join(resolve(env.BENCH_SCALE_SCRATCH ?? tmpdir()), `bench-scale-${process.pid}`);
const outDir = resolve(repo, env.BENCH_SCALE_OUT ?? 'bench-results');
const logsDir = join(outDir, 'scale-logs');
const peerCache = join(repo, 'node_modules/.cache/bench-scale/peers');
const CHROME_PATH = env.CHROME_PATH ?? '/usr/bin/chromium';
// a rare word, two words, and a word found on nearly every synthetic page
const SEARCH_QUERIES = ['scanner', 'machine stops', 'quality'];
// the site's search waits this long after the last key (the spec's rule)
const SITE_SEARCH_DEBOUNCE_MS = 200;

const log = (line) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);
const kb = (bytes) => bytes / 1024;

function removeAll(dir, names) {
  for (const name of names) rmSync(join(dir, name), { recursive: true, force: true });
}

/** One measured build in `dir`; fails with the end of its log when the build fails. */
async function timedBuild(dir, command, { label, env: extraEnv = {} }) {
  const logFile = join(logsDir, `${label}.log`);
  writeFileSync(logFile, '');
  log(`${label}...`);
  const run = await measuredRun(process.execPath, command, {
    cwd: dir,
    env: extraEnv,
    logFile,
  });
  if (run.code !== 0) {
    const tail = readFileSync(logFile, 'utf8').slice(-3000);
    throw new Error(`${label} failed (exit ${run.code}); ${logFile} ends:\n${tail}`);
  }
  log(
    `  ${run.wall.toFixed(1)} s wall, ${run.cpu.toFixed(1)} s CPU, ${(run.peakRss / 2 ** 30).toFixed(2)} GB`,
  );
  return run;
}

/** Cold build, rebuild with nothing changed, rebuild after one page changed. */
/** The build under way, `{ builds, kind, started }`: a stopped run says how far it got. */
let inFlight;

/** Each build goes into `builds` as it ends, and the report so far is written. */
async function threeBuilds(dir, builds, { label, command, caches, env: buildEnv, editFile }) {
  const build = async (kind, suffix) => {
    const options = { label: `${label}-${suffix}`, env: buildEnv };
    inFlight = { builds, kind, started: Date.now() };
    builds[kind] = await timedBuild(dir, command, options);
    inFlight = undefined;
    writeResults();
  };
  removeAll(dir, caches);
  await build('cold', 'cold');
  if (!parts.has('build')) return;
  await build('rebuild', 'rebuild');
  appendFileSync(join(dir, editFile), '\nA sentence the scale bench added to time a rebuild.\n');
  await build('edited', 'edit');
}

/** Ends a child and waits until it is gone (its CPU time must not land in a measured build). */
const stopProcess = (child) =>
  new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', done);
    child.kill();
  });

function serve(root, port) {
  const server = spawn(process.execPath, [join(repo, 'scripts/serve.mjs'), root], {
    env: { ...env, PORT: String(port) },
    stdio: 'ignore',
  });
  process.once('exit', () => server.kill());
  return new Promise((done, fail) => {
    const started = Date.now();
    const poll = () =>
      fetch(`http://127.0.0.1:${port}/`).then(
        () => done({ origin: `http://127.0.0.1:${port}`, stop: () => stopProcess(server) }),
        () =>
          Date.now() - started > 10_000
            ? fail(new Error(`no static server on port ${port}`))
            : setTimeout(poll, 100),
      );
    poll();
  });
}

function htmlSize(root, path) {
  const html = readFileSync(fileForPath(root, path));
  return { raw: html.length, gzip: gzipSync(html, { level: 9 }).length };
}

/** First loads, HTML size and first searches of a built site served from `root`. */
async function measurePages(browser, { root, port, home, page, search, react = true }) {
  const server = await serve(root, port);
  try {
    const result = {};
    if (parts.has('pages')) {
      log(`  first loads (${page})...`);
      const first = async (path) => {
        const origin = server.origin;
        const weight = await measureFirstLoad(browser, { origin, root, path, react });
        return { js: weight.js, css: weight.renderBlockingCss, total: weight.total };
      };
      result.home = await first(home);
      result.page = await first(page);
      result.html = htmlSize(root, page);
    }
    if (parts.has('search') && search) {
      result.search = [];
      for (const query of SEARCH_QUERIES) {
        log(`  first search "${query}"...`);
        const site = { ...search, origin: server.origin, root, path: page };
        const measured = await measureFirstSearch(browser, site, query);
        result.search.push({
          ...measured,
          afterDebounceMs: measured.afterLastKeyMs - search.debounceMs,
        });
      }
    }
    return result;
  } finally {
    await server.stop();
  }
}

/**
 * Runs one part of the bench; a failure is logged and kept in the results (`errors[name]`), and
 * the run goes on with the next part: a late failure does not lose an hour of figures.
 */
async function part(result, name, measure) {
  try {
    await measure();
  } catch (error) {
    log(`  ${name} failed: ${error.message.split('\n')[0]}`);
    (result.errors ??= {})[name] = error.message;
  }
}

const SITE_SEARCH = {
  debounceMs: SITE_SEARCH_DEBOUNCE_MS,
  resultSelector: '[role="listbox"] [role="option"]',
  async openSearch(tab) {
    const box = tab.getByRole('combobox', { name: 'Search the site' });
    await box.click();
    return box;
  },
};

const needsBuild = () => ['build', 'pages', 'search'].some((name) => parts.has(name));

/** The Node options npm gives the scripts of the project in `dir` (its .npmrc), or none. */
function npmNodeOptions(dir) {
  const value = execFileSync('npm', ['config', 'get', 'node-options'], { cwd: dir })
    .toString()
    .trim();
  return value === 'null' || value === 'undefined' ? '' : value;
}

/** Measures this site with `pages` into `result` (written as each part ends). */
async function benchSite(browser, n, pages, result) {
  const dir = join(scratch, `site-${n}`);
  log(`This site, ${n} pages: scratch copy in ${dir}`);
  const files = makeProjectCopy(repo, dir, pages);
  const page = `/guides/${pages[0].group.slug}/${pages[0].slug}`;
  result.pagePath = page;
  if (needsBuild()) {
    await part(result, 'builds and pages', async () => {
      await threeBuilds(dir, (result.builds = {}), {
        label: `site-${n}`,
        command: ['node_modules/dumi/bin/dumi.js', 'build'],
        caches: ['node_modules/.cache', 'dist'],
        // what `npm run build` runs: its environment and the Node options npm gives it (.npmrc)
        env: { FS_LOGGER: 'none', NODE_OPTIONS: npmNodeOptions(dir) },
        editFile: files[0],
      });
      const root = join(dir, 'dist');
      const measured = { root, port: PORTS.site, home: '/', page, search: SITE_SEARCH };
      Object.assign(result, await measurePages(browser, measured));
    });
    writeResults();
  }
  if (parts.has('dev')) {
    await part(result, 'dev', async () => {
      log(`  dumi dev: cold start, warm start, Markdown edit...`);
      result.dev = await measureDev(browser, {
        cwd: dir,
        port: PORTS.dev,
        route: page,
        markdownFile: join(dir, files[0]),
        timeoutSeconds: 1800,
      });
      const { cold, warm, hotReload, hotReloadRuns, firstHotReload } = result.dev;
      const runs = hotReloadRuns.map((seconds) => seconds.toFixed(2)).join(', ');
      log(
        `  ${cold.toFixed(1)} s cold, ${warm.toFixed(1)} s warm, ${hotReload.toFixed(2)} s edit (${runs}; at once ${firstHotReload.toFixed(2)})`,
      );
    });
  }
  if (env.BENCH_SCALE_KEEP !== '1') rmSync(dir, { recursive: true, force: true });
  return result;
}

async function benchPeer(browser, peer, n, pages, result) {
  const dir = join(scratch, `${peer.id}-${n}`);
  result.pagePath = peer.pagePath(pages[0]);
  if (!needsBuild()) return;
  await part(result, 'builds and pages', async () => {
    const installed = installPeer(peer, peerCache, log);
    log(`${peer.name}, ${n} pages: ${dir}`);
    rmSync(dir, { recursive: true, force: true });
    peer.writeSite(dir, pages);
    linkNodeModules(join(installed, 'node_modules'), join(dir, 'node_modules'));
    await threeBuilds(dir, (result.builds = {}), {
      label: `${peer.id}-${n}`,
      command: peer.build,
      caches: peer.caches,
      // the peer's defaults, not Node options this bench was started with (npm run bench:scale)
      env: { NODE_OPTIONS: '', ...peer.env },
      editFile: peer.pageFile(pages[0]),
    });
    const search = peer.openSearch && {
      debounceMs: peer.searchDebounceMs,
      resultSelector: peer.resultSelector,
      openSearch: peer.openSearch,
    };
    const root = join(dir, peer.outDir);
    const page = result.pagePath;
    const measured = { root, port: PORTS.peer, home: '/', page, search, react: false };
    Object.assign(result, await measurePages(browser, measured));
  });
  if (env.BENCH_SCALE_KEEP !== '1') rmSync(dir, { recursive: true, force: true });
  return result;
}

function gitDescription() {
  const head = execFileSync('git', ['log', '-1', '--format=%h %s'], { cwd: repo }).toString();
  const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: repo }).toString().trim();
  return `${head.trim()}${dirty ? ' (with uncommitted changes)' : ''}`;
}

/** The report so far, written after each site (a long run that stops keeps what it measured). */
function writeResults() {
  const report = formatReport(results);
  writeFileSync(join(outDir, 'scale.json'), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(join(outDir, 'scale.md'), report);
  return report;
}

mkdirSync(logsDir, { recursive: true });
mkdirSync(scratch, { recursive: true });
// an interrupted run stops at once: its builds, servers and scratch sites go with it
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    log(`${signal}: stopping; the report keeps what ended before`);
    endRunning();
    results.interrupted = true;
    if (inFlight) {
      const { builds, kind, started } = inFlight;
      builds[kind] = { stoppedAfter: (Date.now() - started) / 1000 };
    }
    results.loadAverageAtEnd = loadavg()[0];
    writeResults();
    if (env.BENCH_SCALE_KEEP !== '1') rmSync(scratch, { recursive: true, force: true });
    process.exit(130);
  });
}
const results = {
  date: new Date().toISOString(),
  commit: gitDescription(),
  node: process.version,
  nodeOptions: npmNodeOptions(repo),
  loadAverageAtStart: loadavg()[0],
  sizes: {},
  peers: peers.map(({ id, name, dependencies }) => ({ id, name, dependencies })),
  parts: [...parts],
};
log(
  `Scale bench: ${sizes.join(', ')} pages; ${[...parts].join(', ')}; peers: ${peers.map((p) => p.name).join(', ') || 'none'}`,
);
const browser = await chromium.launch({
  executablePath: CHROME_PATH,
  args: CHROMIUM_ARGS,
  // the handlers above end the run; the browser goes with the process
  handleSIGINT: false,
  handleSIGTERM: false,
});
try {
  for (const n of sizes) {
    const pages = syntheticPages(n);
    const entry = { site: {}, peers: {} };
    results.sizes[n] = entry;
    if (env.BENCH_SCALE_SITE !== '0') await benchSite(browser, n, pages, entry.site);
    writeResults();
    for (const peer of peers) {
      await benchPeer(browser, peer, n, pages, (entry.peers[peer.id] = {}));
      writeResults();
    }
  }
} finally {
  await browser.close();
  if (env.BENCH_SCALE_KEEP !== '1') rmSync(scratch, { recursive: true, force: true });
}
results.loadAverageAtEnd = loadavg()[0];
console.log(`\n${writeResults()}`);
console.log(`Written to ${join(outDir, 'scale.md')} and scale.json (logs in ${logsDir}).`);
