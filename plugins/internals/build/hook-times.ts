import type { IApi } from 'dumi';

/**
 * umi's own record of the time each plugin spent in each hook, `{ plugin: { hook: ms } }`, for the
 * scale bench: umi keeps it on its service's plugin objects (`time.hooks`, ms per run).
 */
export function hookTimes(api: IApi): Record<string, Record<string, number>> {
  const plugins = Object.values(
    (api.service as unknown as { plugins: Record<string, unknown> }).plugins,
  ) as { key: string; time: { hooks: Record<string, number[]> } }[];
  const times: Record<string, Record<string, number>> = {};
  for (const { key, time } of plugins) {
    for (const [hook, runs] of Object.entries(time.hooks ?? {})) {
      const ms = runs.reduce((sum, run) => sum + run, 0);
      if (ms >= 10) (times[key] ??= {})[hook] = ms;
    }
  }
  return times;
}
