import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { measuredRun } from '../scripts/scale/measured-run.mjs';

const MB = 2 ** 20;

// A grandchild that keeps 300 MB resident for a second and spends 0.6 s of CPU, started by a child
// that itself uses little of either: only a measure of the whole process tree sees them.
const GRANDCHILD = `
  const held = Buffer.alloc(300 * ${MB}, 1);
  const spent = () => { const { user, system } = process.cpuUsage(); return (user + system) / 1000; };
  while (spent() < 600);
  setTimeout(() => console.log(held.length), 1000);
`;
const CHILD = `
  const { spawnSync } = require('node:child_process');
  process.exit(spawnSync(process.execPath, ['-e', ${JSON.stringify(GRANDCHILD)}]).status);
`;

describe('scale bench: measuredRun', () => {
  it('counts the CPU time and memory of descendants, not only of the command it started', async () => {
    const logFile = join(mkdtempSync(join(tmpdir(), 'measured-run-')), 'run.log');
    const run = await measuredRun(process.execPath, ['-e', CHILD], { cwd: tmpdir(), logFile });
    expect(run.code).toBe(0);
    expect(run.cpu).toBeGreaterThanOrEqual(0.6);
    expect(run.peakRss).toBeGreaterThanOrEqual(300 * MB);
    expect(run.wall).toBeGreaterThanOrEqual(1);
  }, 60_000); // a busy machine gives the spinning grandchild its 0.6 s of CPU slowly

  it('reports a failing command by its exit code', async () => {
    const logFile = join(mkdtempSync(join(tmpdir(), 'measured-run-')), 'run.log');
    const run = await measuredRun(process.execPath, ['-e', 'process.exit(3)'], {
      cwd: tmpdir(),
      logFile,
    });
    expect(run.code).toBe(3);
  });
});
