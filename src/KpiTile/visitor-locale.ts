import { useSyncExternalStore } from 'react';

/**
 * The locale numbers are formatted in before the page runs in a browser: on the server that
 * prerenders it, and in the browser's first render, which must produce the same markup.
 */
export const PRERENDER_LOCALE = 'en-US';

const subscribe = (onChange: () => void) => {
  window.addEventListener('languagechange', onChange);
  return () => window.removeEventListener('languagechange', onChange);
};

/**
 * The visitor's preferred language once the page is live in the browser. A prerendered page is
 * hydrated with PRERENDER_LOCALE first, and re-rendered in the visitor's language right after, so
 * that the numbers never make the browser's markup differ from the server's.
 */
export function useVisitorLocale(): string {
  return useSyncExternalStore(
    subscribe,
    () => navigator.language,
    () => PRERENDER_LOCALE,
  );
}
