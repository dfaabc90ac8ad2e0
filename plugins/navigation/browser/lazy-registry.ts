import { reportChunkFailure } from './chunk-failure';

/**
 * Values the browser build splits off into chunks, by key: each page's details (page-details.ts)
 * and each edition's message set (intl/message-sets.ts). A key's loader runs once however many
 * parts ask, and `pick` takes the value from the loaded chunk. A failed chunk goes to the chunk
 * recovery, after which the key stays waiting (`failed: 'wait'`, for a part that suspends on it)
 * or counts as settled without its value.
 */
export function lazyRegistry<Value, Loaded>(options: {
  pick: (loaded: Loaded, key: string) => Value;
  failed: 'wait' | 'settle';
}) {
  const { pick, failed } = options;
  /** one object, which a reader may hold (dumi's locale runtime does) */
  const values: Record<string, Value> = {};
  const loaders = new Map<string, () => Promise<Loaded>>();
  const loading = new Map<string, Promise<void>>();
  const gaveUp = new Set<string>();
  const has = (key: string) => Object.prototype.hasOwnProperty.call(values, key);

  return {
    values,
    register: (key: string, load: () => Promise<Loaded>) => void loaders.set(key, load),
    registered: (key: string) => loaders.has(key),
    set: (key: string, value: Value) => void (values[key] = value),
    get: (key: string): Value | undefined => (has(key) ? values[key] : undefined),
    /** There, or not coming: never registered, or its chunk failed for good. */
    settled: (key: string) => has(key) || !loaders.has(key) || gaveUp.has(key),
    load(key: string): Promise<void> {
      const load = loaders.get(key);
      if (!load || has(key)) return Promise.resolve();
      if (!loading.has(key)) {
        const promise = load().then(
          // a chunk may have told its value itself as it ran (page-details.ts)
          (loaded) => void (has(key) || (values[key] = pick(loaded, key))),
          (error: unknown) => {
            gaveUp.add(key);
            reportChunkFailure(error);
            if (failed === 'wait') return new Promise<void>(() => {});
          },
        );
        loading.set(key, promise);
      }
      return loading.get(key)!;
    },
  };
}
