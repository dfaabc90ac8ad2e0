import { reportChunkFailure } from '../chunk-failure';

/** A locale's messages as the build leaves them (plugins/editions/messages.ts). */
type MessageSet = Record<string, unknown>;
type LoadSet = () => Promise<{ default: MessageSet }>;

/**
 * In the browser build each locale's messages are a chunk of their own
 * (plugins/internals/entry/message-sets-loader.cjs): a page needs those of its edition only. This object is what
 * dumi's locale runtime then reads as `messages`; a set is in it once loaded. The prerender and
 * `dumi dev` keep dumi's own object with every set and never call into this module.
 */
const sets: Record<string, MessageSet> = {};
const loaders = new Map<string, LoadSet>();
const loading = new Map<string, Promise<void>>();
/** Sets that failed to load: the texts show their ids rather than waiting for ever. */
const failed = new Set<string>();

/** The generated locale config hands its loaders over, and exports what this returns. */
export function messageSets(load: Record<string, LoadSet>) {
  Object.entries(load).forEach(([locale, loadSet]) => loaders.set(locale, loadSet));
  return sets;
}

/** Messages a module brought along (demo-messages.ts), for sets not loaded yet. */
const extras: Record<string, MessageSet> = {};

/** Adds messages by locale, to the sets loaded and to those still to come. */
export function addMessages(byLocale: Record<string, MessageSet> | undefined) {
  Object.entries(byLocale ?? {}).forEach(([locale, messages]) => {
    // into the very object intl objects already hold, so that they find the new texts too
    if (sets[locale]) Object.assign(sets[locale], messages);
    else extras[locale] = { ...extras[locale], ...messages };
  });
}

/** The messages of `locale` loaded so far: all of them, or none until its set is there. */
export const loadedMessages = (locale: string): MessageSet | undefined => sets[locale];

/** Whether `locale`'s set is there (or is not loaded separately at all). */
export const messageSetReady = (locale: string) =>
  Boolean(sets[locale]) || !loaders.has(locale) || failed.has(locale);

/** Loads `locale`'s set once; a failure goes to the chunk recovery (one reload, then a message). */
export function loadMessageSet(locale: string): Promise<void> {
  const loadSet = loaders.get(locale);
  if (!loadSet || sets[locale]) return Promise.resolve();
  let promise = loading.get(locale);
  if (!promise) {
    promise = loadSet().then(
      (set) => void (sets[locale] = { ...set.default, ...extras[locale] }),
      (error: unknown) => {
        failed.add(locale);
        reportChunkFailure(error);
      },
    );
    loading.set(locale, promise);
  }
  return promise;
}
