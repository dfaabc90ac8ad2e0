import { expect, type BrowserContext, type Page } from '@playwright/test';
import { randomAction, type StepRecord } from './actions';
import { seededRandom } from './random';

export interface MonkeyRun {
  seed: number;
  /** the pages the run starts a stretch on, in order */
  paths: string[];
  /** random actions on each of those pages */
  stepsPerPath: number;
  /** how to name this run in a replay command */
  title: string;
}

/** Lets the page call no other site: external links and form posts fail at once, quietly. */
export async function stayOnSite(context: BrowserContext, origin: string) {
  await context.route(
    (url) => url.origin !== origin && /^https?:$/.test(url.protocol),
    (route) => route.abort('blockedbyclient'),
  );
  // a demo action may still open a tab (CodeSandbox, StackBlitz): close it
  context.on('page', (opened) => void opened.close());
}

/**
 * Uncaught errors and console errors of the page from now on, but for the browser's note that a
 * document it loaded answered 404: that is the 404 page doing its job.
 */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const notFoundDocument =
      /status of 404/.test(message.text()) && message.location().url === page.url();
    if (!notFoundDocument) errors.push(`console error: ${message.text()}`);
  });
  return errors;
}

/** The report of a failed run: enough to see what happened and to replay it exactly. */
function report(run: MonkeyRun, steps: StepRecord[], problem: string): string {
  const replay = `MONKEY_SEED=${run.seed} MONKEY_STEPS=${run.stepsPerPath} npx playwright test e2e/monkey.spec.ts -g "${run.title}"`;
  return [
    `Monkey run "${run.title}" failed after ${steps.length} steps (seed ${run.seed}): ${problem}`,
    `Replay: ${replay}`,
    'Steps:',
    ...steps.map((step, index) => `  ${index + 1}. ${step}`),
  ].join('\n');
}

/**
 * Runs a seeded sequence of random visitor actions: on each of `paths`, `stepsPerPath` actions.
 * After every step there must be no page or console error and a `<main>` with text.
 */
export async function runMonkey(page: Page, run: MonkeyRun) {
  const random = seededRandom(run.seed);
  const steps: StepRecord[] = [];
  const errors = watchErrors(page);
  for (const path of run.paths) {
    steps.push(`open ${path}`);
    await page.goto(path);
    for (let step = 0; step < run.stepsPerPath; step += 1) {
      try {
        steps.push(await randomAction(page, random));
      } catch (error) {
        throw new Error(report(run, steps, `the action failed: ${String(error)}`));
      }
      const mainText = () =>
        page.evaluate(() => document.querySelector('main')?.innerText.trim().length ?? 0);
      try {
        await expect.poll(mainText, { timeout: 5_000 }).toBeGreaterThan(0);
      } catch {
        throw new Error(report(run, steps, `<main> is empty at ${page.url()}`));
      }
      if (errors.length) throw new Error(report(run, steps, errors.join('\n')));
    }
  }
  return steps;
}
