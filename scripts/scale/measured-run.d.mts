export interface MeasuredRun {
  /** exit code, or the signal that ended the command */
  code: number | string;
  /** seconds */
  wall: number;
  /** CPU seconds (user + system) of the whole process tree */
  cpu: number;
  /** the largest summed RSS of the process tree seen, bytes */
  peakRss: number;
}

export function measuredRun(
  command: string,
  args: string[],
  options: { cwd: string; env?: Record<string, string>; logFile: string },
): Promise<MeasuredRun>;

export function treeRss(root: number | string): number;

export function endRunning(): void;
