import fs from 'fs';
import type { IApi } from 'dumi';
import { hookTimes } from '../internals/build/hook-times';

/**
 * A probe for the scale bench (scripts/scale/): with SITE_BUILD_PHASES=<file>, `dumi build` writes
 * to that file the moments at which each phase of the build began, with the build process's own
 * CPU time and memory then (rewritten at each mark, so a build stopped halfway keeps its marks),
 * and when it exits, umi's time per plugin hook. Without the variable it does nothing.
 *
 * It marks boundaries of umi's build command, not its details, so that a reworked pipeline keeps
 * being measured: a phase runs from its mark to the next one present, and a reworked step can add
 * marks of its own with `markBuildPhase`. Registered among the site's first plugins (plugins/preset.ts),
 * so that its hooks at the default stage run after umi's and dumi's and before the rest of the site's.
 */
export interface PhaseMark {
  /** the phase that begins at this moment */
  phase: string;
  /** ms since the epoch */
  at: number;
  /** CPU time of the build process so far (all its threads, not its child processes), ms */
  cpuMs: number;
  rssMb: number;
}

const marks: PhaseMark[] = [];
const phasesFile = () => process.env.SITE_BUILD_PHASES;

export function markBuildPhase(phase: string) {
  const file = phasesFile();
  if (!file) return;
  const { user, system } = process.cpuUsage();
  const rssMb = Math.round(process.memoryUsage.rss() / 2 ** 20);
  marks.push({ phase, at: Date.now(), cpuMs: (user + system) / 1000, rssMb });
  writeMarks(file);
}

/** Written at every mark: a build stopped halfway still tells where its time went. */
function writeMarks(file: string, extra?: object) {
  fs.writeFileSync(file, JSON.stringify({ marks, ...extra }, null, 2));
}

export default (api: IApi) => {
  api.describe({ key: 'buildPhases' });
  const file = phasesFile();
  if (!file || api.env !== 'production') return;

  marks.push({ phase: 'set-up', at: performance.timeOrigin, cpuMs: 0, rssMb: 0 });
  writeMarks(file);
  // umi's SSR feature compiles the server bundle in its onBeforeCompiler, then the browser bundle
  api.onBeforeCompiler({ stage: -Infinity, fn: () => markBuildPhase('server bundle') });
  api.chainWebpack((memo, { ssr }: { ssr?: boolean }) => {
    if (!ssr) markBuildPhase('browser bundle');
    return memo;
  });
  // then umi prints the file sizes, collects the tags of the HTML (the favicons last) and
  // prerenders every page in its exportStatic step
  api.onBuildComplete({ stage: -Infinity, fn: () => markBuildPhase('bundle report') });
  api.modifyHTMLFavicon({
    stage: Infinity,
    fn: (favicons: string[]) => {
      // the set-up asks for the tags too: only once the bundles are built does the prerender follow
      if (marks.some(({ phase }) => phase === 'bundle report')) markBuildPhase('prerender');
      return favicons;
    },
  });
  // the pass over the exported HTML marks 'HTML post-processing' and, before the files a host
  // needs (.gz/.br copies, CSP), 'compression' (plugins/html-pass/index.ts)
  process.once('exit', () => {
    markBuildPhase('end');
    writeMarks(file, { hooks: hookTimes(api) });
  });
};
