// Runs a command and measures it as a whole process tree (Linux /proc): wall time, CPU time
// (user + system of every descendant, read from this process's accumulated children's times) and
// peak memory (the RSS of all descendants, summed, polled every 100 ms). A build may use worker
// threads or child processes; both are counted.
import { execFileSync, spawn } from 'node:child_process';
import { openSync, closeSync, readdirSync, readFileSync } from 'node:fs';

const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK']).toString()) || 100;
const PAGE_SIZE = Number(execFileSync('getconf', ['PAGESIZE']).toString()) || 4096;
const POLL_MS = 100;
const running = new Set();

/** Ends the commands still running (the bench was interrupted). */
export function endRunning() {
  for (const child of running) child.kill('SIGKILL');
}

/** The fields of /proc/<pid>/stat after the command name (which may hold spaces and brackets). */
function statFields(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/**
 * CPU seconds of this process's children that have ended and been waited for (cutime + cstime):
 * each child's own children are in its figure once it waited for them.
 */
function childrenCpuSeconds() {
  const fields = statFields('self');
  // after the name: state(0) ppid(1) ... utime(11) stime(12) cutime(13) cstime(14)
  return (Number(fields[13]) + Number(fields[14])) / CLOCK_TICKS;
}

/** The processes `pid` started (any of its threads), from /proc/<pid>/task/<tid>/children. */
function childrenOf(pid) {
  return readdirSync(`/proc/${pid}/task`).flatMap((tid) =>
    readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').split(' ').filter(Boolean),
  );
}

/** The summed resident memory of `root` and all its descendants, in bytes. */
export function treeRss(root) {
  let bytes = 0;
  const queue = [String(root)];
  while (queue.length) {
    const pid = queue.pop();
    try {
      bytes += Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * PAGE_SIZE;
      queue.push(...childrenOf(pid));
    } catch {
      // the process ended meanwhile
    }
  }
  return bytes;
}

/**
 * Runs `command args` in `cwd` with its output appended to `logFile`; resolves to
 * `{ code, wall, cpu, peakRss }` (seconds, seconds, bytes). Nothing else of this process may end
 * while it runs, or its CPU time would be counted too: the bench runs one measured command at a
 * time.
 */
export function measuredRun(command, args, { cwd, env = {}, logFile }) {
  const log = openSync(logFile, 'a');
  const cpuBefore = childrenCpuSeconds();
  const started = performance.now();
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', log, log],
  });
  running.add(child);
  let peakRss = 0;
  const poll = () => {
    try {
      peakRss = Math.max(peakRss, treeRss(child.pid));
    } catch {
      // /proc changed under the walk; the next poll counts again
    }
  };
  const timer = setInterval(poll, POLL_MS);
  return new Promise((done, fail) => {
    child.on('error', fail);
    child.on('exit', (code, signal) => {
      clearInterval(timer);
      running.delete(child);
      closeSync(log);
      done({
        code: code ?? signal,
        wall: (performance.now() - started) / 1000,
        cpu: childrenCpuSeconds() - cpuBefore,
        peakRss,
      });
    });
  });
}
