import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { V8_INTERRUPT_BUDGET } from '../plugins/internals/v8/optimization-budget';

/** Whether V8 optimised the fixture's function after `calls` calls (`raised`: the site's budget). */
function optimisedAfter(calls: number, budget: 'own' | 'raised'): boolean {
  const trace = execFileSync(
    process.execPath,
    [
      // compiled on the main thread, so that the trace is complete when the process ends
      '--trace-opt',
      '--no-concurrent-recompilation',
      'tests/fixtures/optimization-budget.mjs',
      String(calls),
      budget,
    ],
    { encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } },
  );
  expect(trace).toContain('total ');
  return /completed compiling .*<JSFunction warmedUp\b/.test(trace);
}

describe('raiseOptimizationBudget', () => {
  it("is V8's own budget this Node starts with, times a factor", () => {
    const options = execFileSync(process.execPath, ['--v8-options'], { encoding: 'utf8' });
    expect(options).toMatch(new RegExp(`--interrupt-budget=${V8_INTERRUPT_BUDGET}\\b`));
  });

  it('leaves a function V8 would optimise after a short while unoptimised, and optimises a long-running one', () => {
    expect(optimisedAfter(300, 'own')).toBe(true);
    expect(optimisedAfter(300, 'raised')).toBe(false);
    expect(optimisedAfter(3_000, 'raised')).toBe(true);
  });
});
