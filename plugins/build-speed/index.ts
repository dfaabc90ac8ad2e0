import childProcess from 'child_process';
import path from 'path';
import type { IApi } from 'dumi';
import { lastCommitTime } from '../pages/commit-times';

const MARKDOWN_LOADER = path.join(__dirname, '../internals/pages/markdown-loader.cjs');
/** The cases of dumi's Markdown rule and the name of the loader each uses. */
const MARKDOWN_CASES = ['frontmatter', 'text', 'demo-index', 'demo'].map((type) => [
  `md-${type}`,
  `md-${type}-loader`,
]);
MARKDOWN_CASES.push(['md', 'md-loader']);

/** The git command dumi runs for each page's "last updated" time (its remarkMeta plugin). */
const DUMI_LAST_UPDATED = /^git log -1 --format=%at -- "(.+)"$/;

/**
 * dumi asks git for each page's last commit with a process of its own, about 25 ms a page in
 * every compilation. The answers come from one `git log` of all pages instead, read when the build
 * or the dev server starts (a commit made while `dumi dev` runs shows after a restart); a file git
 * has no commit for still asks git, as dumi would.
 */
function answerLastUpdatedFromOneLog() {
  const execSync = childProcess.execSync;
  childProcess.execSync = function lastUpdatedFromLog(command: string, ...rest: unknown[]) {
    const file = typeof command === 'string' && DUMI_LAST_UPDATED.exec(command)?.[1];
    const time = file ? lastCommitTime(file) : undefined;
    if (time !== undefined) return Buffer.from(String(time / 1000));
    return (execSync as (...args: unknown[]) => unknown)(command, ...rest);
  } as typeof execSync;
}

/**
 * Build work that must not grow faster than the pages: dumi's Markdown loader behind
 * markdown-loader.cjs, and the pages' commit times from one git log.
 */
export default (api: IApi) => {
  api.describe({ key: 'buildSpeed' });

  answerLastUpdatedFromOneLog();
  // umi's route preloading reads webpack's whole stats as JSON after every build (44 s at 1,000
  // pages) for a helper script that the site's pages never load
  api.skipPlugins(['routePreloadOnLoad']);

  api.chainWebpack((memo) => {
    const markdown = memo.module.rule('dumi-md');
    for (const [kind, use] of MARKDOWN_CASES) {
      if (!markdown.oneOfs.has(kind) || !markdown.oneOf(kind).uses.has(use)) {
        throw new Error(
          `build-speed: dumi's Markdown rule has no ${kind} case using ${use}; a dumi release has ` +
            'changed it, so update plugins/build-speed/index.ts.',
        );
      }
      markdown.oneOf(kind).use(use).loader(MARKDOWN_LOADER);
    }
    return memo;
  });
};
