import { lazyRegistry } from '../../navigation/browser/lazy-registry';

type MessageSet = Record<string, unknown>;
type LoadSet = () => Promise<{ default: MessageSet }>;

/**
 * In the browser build each locale's messages are a chunk of their own
 * (plugins/internals/entry/message-sets-loader.cjs): a page needs those of its edition only. This
 * object is what dumi's locale runtime reads as `messages`; a set is in it once loaded. The
 * prerender and `dumi dev` keep dumi's own object with every set and never call into this module.
 */
const sets = lazyRegistry<MessageSet, { default: MessageSet }>({
  pick: (set, locale) => ({ ...set.default, ...extras[locale] }),
  // the texts show their ids rather than waiting for ever
  failed: 'settle',
});

/** The generated locale config hands its loaders over, and exports what this returns. */
export function messageSets(load: Record<string, LoadSet>) {
  Object.entries(load).forEach(([locale, loadSet]) => sets.register(locale, loadSet));
  return sets.values;
}

/** Messages a module brought along (demo-messages.ts), for sets not loaded yet. */
const extras: Record<string, MessageSet> = {};

/** Adds messages by locale, to the sets loaded and to those still to come. */
export function addMessages(byLocale: Record<string, MessageSet> | undefined) {
  Object.entries(byLocale ?? {}).forEach(([locale, messages]) => {
    // into the very object intl objects already hold, so that they find the new texts too
    const set = sets.get(locale);
    if (set) Object.assign(set, messages);
    else extras[locale] = { ...extras[locale], ...messages };
  });
}

export const loadedMessages = (locale: string): MessageSet | undefined => sets.get(locale);
export const messageSetReady = sets.settled;
/** Loads `locale`'s set once; a failure goes to the chunk recovery (one reload, then a message). */
export const loadMessageSet = sets.load;
