// Times `dumi dev` the way a maintainer meets it (used by bench.mjs): from the command to the first
// real page in a browser, from a cold start (no dev caches) and a warm one, and from saving a
// Markdown page to the edit showing in the open tab. It also counts the requests the page made to
// other hosts and the warning lines in the dev server's log.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What `dumi dev` caches under node_modules/.cache (Markdown, webpack, and the page checks' reading
 * of each page, which builds share); a cold start has none of them.
 */
const DEV_CACHES = ['dumi', 'bundler-webpack', 'site-build/page-checks-facts.json'];
const HOT_RELOAD_RUNS = 3;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function startDevServer(cwd, port) {
  const log = [];
  const server = spawn('npx', ['dumi', 'dev'], {
    cwd,
    env: { ...process.env, PORT: String(port), FS_LOGGER: 'none', BROWSER: 'none' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  // the server has a process group of its own: it must not outlive a bench that was interrupted
  const endGroup = () => {
    try {
      process.kill(-server.pid, 'SIGKILL');
    } catch {
      // gone already
    }
  };
  process.once('exit', endGroup);
  server.once('exit', () => process.off('exit', endGroup));
  server.stdout.on('data', (chunk) => log.push(chunk.toString()));
  server.stderr.on('data', (chunk) => log.push(chunk.toString()));
  const stop = () =>
    new Promise((done) => {
      server.once('exit', done);
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        done();
      }
    });
  // umi takes the next free port when it finds the one asked for taken (it did so under the
  // bench with nothing listening there): the address is the one the server announces
  const announcedPort = () => {
    const found = /Local:\s+http:\/\/[^:\s]+:(\d+)/.exec(log.join(''));
    return found ? Number(found[1]) : undefined;
  };
  return { log, stop, announcedPort };
}

/**
 * Waits until the server answers (cheap requests, so that polling does not slow the start it
 * measures), then loads the page until its article heading shows; returns the seconds since
 * `started`.
 */
async function waitForFirstPage(page, address, started, timeoutSeconds = 300) {
  for (;;) {
    const url = address();
    const seconds = (performance.now() - started) / 1000;
    if (seconds > timeoutSeconds) throw new Error(`no page at ${url} after ${timeoutSeconds} s`);
    const answers = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (!answers) {
      await new Promise((done) => setTimeout(done, 200));
      continue;
    }
    try {
      await page.goto(url, { timeout: 60_000 });
      await page.locator('article h1').first().waitFor({ timeout: 60_000 });
      return (performance.now() - started) / 1000;
    } catch {
      await new Promise((done) => setTimeout(done, 250));
    }
  }
}

/** The newest change under a folder, in ms since the epoch (0 when there is no such folder). */
function newestChange(folder) {
  try {
    return Math.max(
      statSync(folder).mtimeMs,
      ...readdirSync(folder, { recursive: true }).map(
        (name) => statSync(join(folder, name)).mtimeMs,
      ),
    );
  } catch {
    return 0;
  }
}

/**
 * Whether webpack has finished storing a cache under `folder`: it writes each pack as `<n>.pack_`,
 * then renames them into place, `index.pack` last.
 */
export function cacheStored(folder) {
  try {
    const names = readdirSync(folder, { recursive: true }).map(String);
    return (
      names.some((name) => name.endsWith('index.pack')) &&
      !names.some((name) => name.endsWith('.pack_'))
    );
  } catch {
    return false;
  }
}

/**
 * webpack stores its dev cache once the compiler has been idle for a few seconds. A maintainer's
 * session lasts longer than that, so the cold session waits for it (stored, and nothing changed
 * for 2 s; at most 3 minutes): otherwise the "warm" start would find no cache, or half of one,
 * and measure a second cold start. On a large site the pack takes a while to write.
 */
async function waitForStoredCache(folder) {
  const deadline = performance.now() + 180_000;
  let last = -1;
  while (performance.now() < deadline) {
    await new Promise((done) => setTimeout(done, 2_000));
    const newest = newestChange(folder);
    if (newest && newest === last && cacheStored(folder)) return;
    last = newest;
  }
}

/**
 * In the open tab, from now on: the wall-clock time (ms) of the first frame after `mark` appears in
 * the page. A mutation observer sees the text land; Playwright's own waiting polls ever less often
 * (up to every 500 ms), which added as much to an edit's time. undefined: the page reloaded first.
 */
async function watchForText(page, mark) {
  await page.evaluate((text) => {
    window.__markShown = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (!document.body.textContent.includes(text)) return;
        observer.disconnect();
        requestAnimationFrame(() => resolve(Date.now()));
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    });
  }, mark);
  return () => page.evaluate(() => window.__markShown).catch(() => undefined);
}

/**
 * Saves a marked copy of the page's Markdown and times until the open tab shows the mark, `runs`
 * times: the seconds of each.
 */
async function timeHotReload(page, markdownFile, runs) {
  const original = readFileSync(markdownFile, 'utf8');
  const times = [];
  try {
    for (let run = 1; run <= runs; run++) {
      const mark = `Hot reload check ${run} ${Date.now()}`;
      const shownAt = await watchForText(page, mark);
      const saved = Date.now();
      writeFileSync(markdownFile, `${original.trimEnd()}\n\n${mark}\n`);
      const shown = shownAt();
      await page.getByText(mark).waitFor({ timeout: 60_000 });
      times.push(((await shown) ?? Date.now()) - saved);
      writeFileSync(markdownFile, original);
      await page.getByText(mark).waitFor({ state: 'detached', timeout: 60_000 });
    }
  } finally {
    writeFileSync(markdownFile, original);
  }
  return times.map((ms) => ms / 1000);
}

/**
 * One cold start, one warm start and the hot-reload time of a site.
 * `route` is a content page and `markdownFile` its source; `timeoutSeconds` bounds each start.
 */
export async function measureDev(browser, { cwd, port, route, markdownFile, timeoutSeconds }) {
  for (const cache of DEV_CACHES) {
    rmSync(join(cwd, 'node_modules', '.cache', cache), { recursive: true, force: true });
  }
  const result = {};
  for (const start of ['cold', 'warm']) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const foreignRequests = new Set();
    page.on('request', (request) => {
      const { hostname, protocol } = new URL(request.url());
      const local = ['127.0.0.1', 'localhost', '[::1]'].includes(hostname);
      if (!local && /^https?:$/.test(protocol)) foreignRequests.add(request.url());
    });
    const started = performance.now();
    const server = startDevServer(cwd, port);
    try {
      const address = () => `http://127.0.0.1:${server.announcedPort() ?? port}${route}`;
      result[start] = await waitForFirstPage(page, address, started, timeoutSeconds);
      const devCache = join(cwd, 'node_modules', '.cache', 'bundler-webpack');
      if (start === 'cold') await waitForStoredCache(devCache);
      if (start === 'warm') {
        // an edit the moment the page shows meets webpack storing what the start compiled
        [result.firstHotReload] = await timeHotReload(page, markdownFile, 1);
        // a maintainer reads the page before editing it: the edits timed start once it is stored
        await waitForStoredCache(devCache);
        result.hotReloadRuns = await timeHotReload(page, markdownFile, HOT_RELOAD_RUNS);
        result.hotReload = median(result.hotReloadRuns);
      }
    } finally {
      await context.close();
      await server.stop();
    }
    const log = server.log.join('').split('\n');
    result[`${start}Warnings`] = log.filter((line) => /warn/i.test(line)).length;
    result[`${start}ForeignRequests`] = [...foreignRequests];
  }
  return result;
}
