import path from 'path';
import type { IApi } from 'dumi';
import { chokidar } from 'dumi/plugin-utils';
import { messagesByEdition } from '../editions/messages';
import { themeMessages } from '../internals/theme-modules';
import { debugRoutes } from '../pages';
import { docDirsOf, documentationRoutes } from '../shared/routes';
import { checkPages, type CheckOptions } from './check-pages';
import type { Problem } from './problems';

/** UI messages of the dev-only problems panel; a production build ships without them. */
const PANEL_MESSAGES = 'pageChecks.';

/**
 * The page checks (README, "Page checks"): `dumi build` runs them before anything is bundled and
 * stops with every problem listed; `dumi check-pages` (npm run check) runs them alone; `dumi dev`
 * runs them once its first compile is done and again whenever a page changes, and shows them in
 * the terminal and in a panel over the page, without stopping.
 */
export default (api: IApi) => {
  api.describe({
    key: 'pageChecks',
    config: {
      // folders whose pages need no translation (e2e/fixtures/plugin.ts: the test-only pages)
      schema: ({ zod }: any) => zod.object({ untranslated: zod.array(zod.string()).optional() }),
    },
  });

  const options = (): CheckOptions => ({
    cwd: api.cwd,
    routes: new Map([
      ...documentationRoutes(api).map(({ file, routePath }): [string, string] => [file, routePath]),
      ...debugRoutes,
    ]),
    untranslated: (api.config.pageChecks || {}).untranslated,
    docDirs: docDirsOf(api.cwd, api.config),
  });

  // like a compiler: every problem at once, then a failing exit; a build stops before bundling
  const checkAndPrint = async () => {
    const { problems, report } = await checkPages(options());
    (problems.length ? console.error : console.log)(report);
    return (process.exitCode = problems.length ? 1 : 0);
  };
  api.onStart(async () => {
    if (api.name !== 'build' || !(await checkAndPrint())) return;
    api.logger.error(
      'page-checks: the build stops here; fix the pages above (npm run check repeats the checks alone)',
    );
    process.exit(1);
  });
  api.registerCommand({
    name: 'check-pages',
    description: 'check every page without bundling',
    fn: checkAndPrint,
  });

  // dumi dev: after the first compile, then after each change below the docs folders
  let panel: Problem[] = [];
  let last: string | undefined;
  let running = Promise.resolve();
  // the browser half's module: the problems, and the panel's texts in every edition
  const writePanel = () => {
    const texts = messagesByEdition(PANEL_MESSAGES);
    api.writeTmpFile({
      path: 'problems.ts',
      content: `export default ${JSON.stringify(panel, null, 1)};
export const texts: Record<string, Record<string, string>> = ${JSON.stringify(texts)};`,
    });
  };
  const checkInDev = () => {
    running = running
      .then(async () => {
        const { problems, report } = await checkPages(options());
        if (report === last) return;
        last = report;
        if (problems.length) api.logger.warn(`\n${report}`);
        else api.logger.info(report);
        panel = problems;
        writePanel();
      })
      .catch((error: Error) => api.logger.error(`page-checks: ${error.message}`));
  };
  api.onDevCompileDone(({ isFirstCompile }: { isFirstCompile: boolean }) => {
    if (!isFirstCompile) return;
    checkInDev();
    let timer: NodeJS.Timeout | undefined;
    chokidar.watch(docDirsOf(api.cwd, api.config), { ignoreInitial: true }).on('all', () => {
      clearTimeout(timer);
      timer = setTimeout(checkInDev, 80);
    });
  });
  api.onGenerateFiles(({ isFirstTime }) => {
    if (api.env === 'production') return;
    writePanel();
    // dumi's routes learn of an added page only now, after the watcher above has fired
    if (!isFirstTime && last !== undefined) checkInDev();
  });
  api.addRuntimePlugin(() =>
    api.env === 'production' ? [] : [path.join(__dirname, 'browser', 'runtime.tsx')],
  );

  // dumi merges the theme's messages into its theme data; the production sets go without the panel's
  api.modifyAppData((memo) => {
    if (api.env !== 'production') return memo;
    for (const messages of Object.values(themeMessages(api).locales)) {
      for (const id of Object.keys(messages))
        if (id.startsWith(PANEL_MESSAGES)) delete messages[id];
    }
    return memo;
  });
};
