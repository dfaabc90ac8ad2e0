// The thread of checks-thread.ts. The checks are TypeScript, which umi compiles on the main thread
// only; jiti (as `npm run check` runs them) compiles them here.
import { parentPort, workerData } from 'node:worker_threads';
import { createJiti } from 'jiti';

const jiti = createJiti(import.meta.url);
const { createPageChecker } = await jiti.import('../check-pages.ts');
const checker = createPageChecker(workerData);

parentPort.on('message', async ({ id }) => {
  try {
    parentPort.postMessage({ id, result: await checker.check() });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
