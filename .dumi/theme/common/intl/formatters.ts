import type { MessageNode } from './message-syntax';

/**
 * Building an Intl formatter is far slower than using one, so each is kept per locale and options
 * in an IntlCache that every intl object made with it shares (createIntlCache()).
 */
export interface IntlCache {
  formatters: Map<string, unknown>;
  messages: Map<string, MessageNode[]>;
}

export function createIntlCache(): IntlCache {
  return { formatters: new Map(), messages: new Map() };
}

export interface Formatters {
  number(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat;
  dateTime(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat;
  plural(locale: string, options: Intl.PluralRulesOptions): Intl.PluralRules;
  relativeTime(locale: string, options: Intl.RelativeTimeFormatOptions): Intl.RelativeTimeFormat;
  list(locale: string, options: Intl.ListFormatOptions): Intl.ListFormat;
  displayNames(locale: string, options: Intl.DisplayNamesOptions): Intl.DisplayNames;
}

type Constructor<T, O> = new (locale: string, options: O) => T;

export function cachedFormatters(cache: IntlCache): Formatters {
  const memo =
    <T, O>(kind: string, Make: Constructor<T, O>) =>
    (locale: string, options: O): T => {
      const key = `${kind}|${locale}|${JSON.stringify(options)}`;
      let formatter = cache.formatters.get(key) as T | undefined;
      if (!formatter) {
        formatter = new Make(locale, options);
        cache.formatters.set(key, formatter);
      }
      return formatter;
    };
  return {
    number: memo('number', Intl.NumberFormat),
    dateTime: memo('dateTime', Intl.DateTimeFormat),
    plural: memo('plural', Intl.PluralRules),
    relativeTime: memo('relativeTime', Intl.RelativeTimeFormat),
    list: memo('list', Intl.ListFormat),
    displayNames: memo('displayNames', Intl.DisplayNames),
  };
}
