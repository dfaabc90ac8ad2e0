import path from 'path';
import { Worker } from 'worker_threads';
import type { CheckOptions, CheckResult } from '../check-pages';

type Answer = { id: number; result?: CheckResult; error?: string };

/**
 * The page checks on a thread of their own, for `dumi dev`: reading every page is seconds of work
 * at 1,000 pages (remark), which would otherwise hold up the first compile on the same thread.
 * `check()` runs them once more (the thread keeps what it read, as createPageChecker does); the
 * thread does not keep the process alive.
 */
export function pageChecksThread(options: CheckOptions) {
  const worker = new Worker(path.join(__dirname, 'checks-thread-entry.mjs'), {
    workerData: options,
  });
  worker.unref();
  const waiting = new Map<number, { resolve(result: CheckResult): void; reject(e: Error): void }>();
  let next = 0;
  let failure: Error | undefined;
  // the first failure says why (the exit that follows an error only says that it ended)
  const failAll = (error: Error) => {
    failure ??= error;
    for (const { reject } of waiting.values()) reject(failure);
    waiting.clear();
  };
  worker.on('message', ({ id, result, error }: Answer) => {
    const promise = waiting.get(id);
    waiting.delete(id);
    if (error !== undefined || !result) promise?.reject(new Error(error ?? 'no result'));
    else promise?.resolve(result);
  });
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`the checks' thread ended (exit code ${code})`)));

  return {
    check(): Promise<CheckResult> {
      if (failure) return Promise.reject(failure);
      const id = next++;
      worker.postMessage({ id });
      return new Promise((resolve, reject) => waiting.set(id, { resolve, reject }));
    },
  };
}
