import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const peakHeapMb = (...args: string[]) =>
  Number(
    execFileSync(process.execPath, ['tests/fixtures/heap-churn.cjs', ...args], {
      encoding: 'utf8',
    }),
  );

describe('boundHeapGrowth', () => {
  it('keeps the heap of a process whose garbage reaches the old space well below V8’s own choice', () => {
    const own = peakHeapMb();
    const bound = peakHeapMb('bound');
    // the live set ends at about 200 MB; V8 alone let the heap reach about 360 MB here, bound 200
    expect(own).toBeGreaterThan(250);
    expect(bound).toBeLessThan(own * 0.8);
  }, 30_000);
});
