import { reportChunkFailure } from './chunk-failure';

/**
 * Values split off into chunks, by key (page details, message sets, sections), each loaded once
 * however many parts ask. After a failed chunk (reported to the chunk recovery) a key stays
 * waiting (`failed: 'wait'`, for a part that suspends on it) or counts as settled without its
 * value; or, for callers that report the failure themselves, its load rejects (`failed: 'reject'`).
 */
export function lazyRegistry<Value, Loaded>(options: {
  pick: (loaded: Loaded, key: string) => Value;
  failed: 'wait' | 'settle' | 'reject';
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
            if (failed === 'reject') throw error;
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
