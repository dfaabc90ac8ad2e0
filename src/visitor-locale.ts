/**
 * The locale numbers are formatted in before the page runs in a browser: on the server that
 * prerenders it, and in the browser's first render, which must produce the same markup. Also the
 * fallback when the browser names no language that `Intl` accepts.
 */
export const PRERENDER_LOCALE = 'en-US';

/**
 * The BCP 47 tag `Intl` accepts for a language as a browser or a prop gives it, or undefined.
 * Browsers do not always report a valid tag: WebKitGTK on a system with the C locale reports "C",
 * and POSIX names such as "en_US" or "de_DE.UTF-8" also occur; `toLocaleString` throws a
 * RangeError for all of them. A POSIX name becomes its tag ("en_US.UTF-8" is "en-US"); "C",
 * "POSIX", an empty value and anything else `Intl` rejects give undefined.
 */
export function usableLocale(language: unknown): string | undefined {
  if (typeof language !== 'string') return undefined;
  const tag = language
    .trim()
    .replace(/[.@].*$/, '')
    .replace(/_/g, '-');
  if (tag === '' || /^(c|posix)$/i.test(tag)) return undefined;
  try {
    return Intl.getCanonicalLocales(tag)[0];
  } catch {
    return undefined;
  }
}

/** The first of the browser's languages that `Intl` accepts, else PRERENDER_LOCALE. */
export function visitorLocale(): string {
  const reported = [...(navigator.languages ?? []), navigator.language];
  for (const language of reported) {
    const usable = usableLocale(language);
    if (usable) return usable;
  }
  return PRERENDER_LOCALE;
}
