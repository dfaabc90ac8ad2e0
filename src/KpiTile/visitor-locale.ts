import { useSyncExternalStore } from 'react';
import { PRERENDER_LOCALE, visitorLocale } from '../visitor-locale';

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
  return useSyncExternalStore(subscribe, visitorLocale, () => PRERENDER_LOCALE);
}
