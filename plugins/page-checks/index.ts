import path from 'path';
import type { IApi } from 'dumi';
import { chokidar } from 'dumi/plugin-utils';
import { buildCacheDir, buildCachesOff } from '../build-speed/build-cache';
import { themeMessages } from '../internals/theme-data';
import { canonicalPath } from '../pages/browser/route-paths';
import { EXTERNAL_LINKS, SITE_EDITIONS } from '../../site.config';
import { createPageChecker, type CheckOptions, type CheckResult } from './check-pages';
import { pageChecksThread } from './dev/checks-thread';
import { formatReport, type Problem } from './problems';

/** UI messages of the dev-only problems panel; a production build ships without them. */
const PANEL_MESSAGES = /^pageChecks\./;

/** What the browser half shows: each problem with the address of its page, if it has one. */
function panelModule(problems: Problem[], routes: Map<string, string>): string {
  const routeOf = new Map([...routes].map(([route, file]) => [file, route]));
  const entries = problems.map(({ file, line, column, message, fix }) => ({
    file,
    line,
    column,
    message,
    fix,
    route: routeOf.get(file) ?? routeOf.get(file.replace(/\$tab-[^.]+\./, '')),
  }));
  return `export default ${JSON.stringify(entries, null, 1)};`;
}

/** Routes that dumi made differently from the checks' own table (which they must match). */
function routeDifferences(
  { routes, debugFiles }: CheckResult,
  dumiRoutes: Record<string, { file?: string; absPath?: string; path?: string }>,
  cwd: string,
  docs: string[],
): string[] {
  const theirs = new Map<string, string>();
  for (const route of Object.values(dumiRoutes)) {
    const file = route.file && path.relative(cwd, route.file).split(path.sep).join('/');
    if (!file?.endsWith('.md') || !docs.some((dir) => file.startsWith(`${dir}/`))) continue;
    // dumi dev keeps debug pages, which the checks leave out as a production build does
    if (debugFiles.has(file)) continue;
    theirs.set(file, canonicalPath(route.absPath ?? `/${route.path}`));
  }
  const files = new Map([...routes].map(([route, file]) => [file, route]));
  return [...new Set([...files.keys(), ...theirs.keys()])]
    .filter((file) => files.get(file) !== theirs.get(file))
    .map(
      (file) =>
        `${file}: dumi ${theirs.get(file) ?? '(no route)'}, page-checks ${files.get(file) ?? '(no route)'}`,
    );
}

function reportInTerminal(api: IApi, { problems, pageCount }: CheckResult) {
  if (problems.length) api.logger.warn(`\n${formatReport(problems, pageCount)}`);
  else api.logger.info(formatReport(problems, pageCount));
}

/**
 * `dumi dev`: the checks run on their own thread (dev/checks-thread.ts) while the first compile goes
 * on, and again after each change below the docs folders (a page, a picture, a demo), one run at a
 * time; the first result is reported, and after it each result that differs from the last, and
 * each is handed on (the page's problems panel). A route table that differs from dumi's is an
 * error in the terminal (a build stops on it).
 */
function checkWhileDevRuns(
  api: IApi,
  options: CheckOptions,
  folders: string[],
  changed: (result: CheckResult) => void,
) {
  const thread = pageChecksThread(options);
  const started = Date.now();
  let last: string | undefined;
  let timer: NodeJS.Timeout | undefined;
  let running = Promise.resolve();
  const run = () => {
    running = running.then(async () => {
      try {
        const result = await thread.check();
        if (last === undefined) {
          const drift = routeDifferences(result, api.appData.routes, api.cwd, folders);
          if (drift.length) api.logger.error(driftMessage(drift));
          api.logger.info(
            `page-checks: first run in ${((Date.now() - started) / 1000).toFixed(2)} s`,
          );
        }
        const report = formatReport(result.problems, result.pageCount);
        if (report === last) return;
        last = report;
        reportInTerminal(api, result);
        changed(result);
      } catch (error) {
        api.logger.error(`page-checks: ${(error as Error).message}`);
      }
    });
  };
  run();
  chokidar
    .watch(
      folders.map((dir) => path.join(api.cwd, dir)),
      { ignoreInitial: true },
    )
    .on('all', () => {
      clearTimeout(timer);
      timer = setTimeout(run, 80);
    });
}

const driftMessage = (drift: string[]) =>
  `page-checks: the addresses it expects differ from dumi's, so plugins/page-checks/pages.ts needs updating:\n${drift.join('\n')}`;

/**
 * The page checks (README, "Page checks"): every page's frontmatter against the page schema, its
 * links and anchors, pictures and translation. `dumi build` runs them before anything is bundled
 * and stops with every problem listed; `dumi dev` runs them beside its first compile, reports them
 * in the terminal and on the page, and again whenever a page changes, without stopping.
 */
export default (api: IApi) => {
  api.describe({
    key: 'pageChecks',
    config: {
      // folders whose pages need no translation (e2e/fixtures/plugin.ts: the test-only pages)
      schema: ({ zod }: any) => zod.object({ untranslated: zod.array(zod.string()).optional() }),
    },
  });

  const docDirs = () =>
    (api.config.resolve?.docDirs ?? ['docs']).map((dir: string | { dir: string }) =>
      (typeof dir === 'string' ? dir : dir.dir).replace(/^\.\/|\/$/g, ''),
    );
  let latest: CheckResult = {
    problems: [],
    pageCount: 0,
    routes: new Map(),
    debugFiles: new Set(),
    anchors: new Map(),
  };

  api.onStart(async () => {
    if (api.name !== 'build' && api.name !== 'dev') return;
    const started = Date.now();
    const options: CheckOptions = {
      cwd: api.cwd,
      docDirs: docDirs(),
      editions: [...SITE_EDITIONS],
      externalLinks: EXTERNAL_LINKS,
      untranslated: (api.config.pageChecks || {}).untranslated,
      factsFile: buildCachesOff()
        ? undefined
        : path.join(buildCacheDir(api), 'page-checks-facts.json'),
    };
    if (api.name === 'dev') {
      checkWhileDevRuns(api, options, docDirs(), (result) => {
        latest = result;
        api.writeTmpFile({
          path: 'problems.ts',
          content: panelModule(result.problems, result.routes),
        });
      });
      return;
    }

    latest = await createPageChecker(options).check();
    const drift = routeDifferences(latest, api.appData.routes, api.cwd, docDirs());
    if (drift.length) throw new Error(driftMessage(drift));
    const seconds = ((Date.now() - started) / 1000).toFixed(2);
    const report = formatReport(latest.problems, latest.pageCount);
    if (!latest.problems.length) {
      api.logger.info(`${report} (${seconds} s)`);
      return;
    }
    // like a compiler: everything at once, then a failing exit, before any bundling
    console.error(`\n${report}\n`);
    api.logger.error(
      'page-checks: the build stops here; fix the pages above (npm run check repeats the checks alone)',
    );
    process.exit(1);
  });

  // the browser half: the dev server's pages show the problems (plugins/page-checks/browser)
  api.onGenerateFiles(() => {
    if (api.env === 'production') return;
    api.writeTmpFile({ path: 'problems.ts', content: panelModule(latest.problems, latest.routes) });
  });
  api.addRuntimePlugin(() =>
    api.env === 'production' ? [] : [path.join(__dirname, 'browser', 'runtime.tsx')],
  );

  // dumi merges the theme's messages into its theme data; the production sets go without the panel's
  api.modifyAppData((memo) => {
    if (api.env !== 'production') return memo;
    for (const messages of Object.values(themeMessages(api).locales)) {
      for (const id of Object.keys(messages)) if (PANEL_MESSAGES.test(id)) delete messages[id];
    }
    return memo;
  });
};
