import type { ReactNode } from 'react';
import { formatPattern } from './format-message';
import type { MessageFormats, MessageValues } from './format-message';
import { cachedFormatters, createIntlCache } from './formatters';
import type { IntlCache } from './formatters';

export interface MessageDescriptor {
  id?: string;
  defaultMessage?: string;
  description?: string | object;
}

export interface IntlConfig {
  locale: string;
  messages?: Record<string, string | undefined>;
  defaultLocale?: string;
  formats?: MessageFormats;
  defaultFormats?: MessageFormats;
  timeZone?: string;
  textComponent?: React.ElementType;
  /** told of every message or value that could not be formatted; by default logged in development */
  onError?: (error: Error) => void;
}

type WithFormat<O> = O & { format?: string };

export interface IntlShape extends Required<Pick<IntlConfig, 'locale' | 'defaultLocale'>> {
  messages: Record<string, string | undefined>;
  formats: MessageFormats;
  defaultFormats: MessageFormats;
  timeZone?: string;
  textComponent?: React.ElementType;
  onError: (error: Error) => void;
  formatMessage(descriptor: MessageDescriptor, values?: Record<string, PrimitiveValue>): string;
  formatMessage(descriptor: MessageDescriptor, values?: MessageValues): string | ReactNode[];
  $t: IntlShape['formatMessage'];
  formatNumber(value: number | bigint, options?: WithFormat<Intl.NumberFormatOptions>): string;
  formatNumberToParts(
    value: number | bigint,
    options?: WithFormat<Intl.NumberFormatOptions>,
  ): Intl.NumberFormatPart[];
  formatDate(value: DateInput, options?: WithFormat<Intl.DateTimeFormatOptions>): string;
  formatDateToParts(
    value: DateInput,
    options?: WithFormat<Intl.DateTimeFormatOptions>,
  ): Intl.DateTimeFormatPart[];
  formatTime(value: DateInput, options?: WithFormat<Intl.DateTimeFormatOptions>): string;
  formatTimeToParts(
    value: DateInput,
    options?: WithFormat<Intl.DateTimeFormatOptions>,
  ): Intl.DateTimeFormatPart[];
  formatRelativeTime(
    value: number,
    unit?: Intl.RelativeTimeFormatUnit,
    options?: Intl.RelativeTimeFormatOptions,
  ): string;
  formatPlural(value: number, options?: Intl.PluralRulesOptions): Intl.LDMLPluralRule;
  formatList(list: readonly string[], options?: Intl.ListFormatOptions): string;
  formatList(list: readonly ReactNode[], options?: Intl.ListFormatOptions): string | ReactNode[];
  formatDisplayName(value: string, options: Intl.DisplayNamesOptions): string | undefined;
}

type PrimitiveValue = string | number | bigint | boolean | null | undefined | Date;
export type DateInput = Date | number | string;

const FALLBACK_LOCALE = 'en';

function reportInDevelopment(error: Error) {
  if (process.env.NODE_ENV === 'development') console.warn(`[intl] ${error.message}`);
}

function supportedLocale(locale: unknown, onError: (error: Error) => void) {
  try {
    return Intl.getCanonicalLocales(locale as string)[0] ?? FALLBACK_LOCALE;
  } catch {
    onError(new RangeError(`"${String(locale)}" is not a locale; using "${FALLBACK_LOCALE}"`));
    return FALLBACK_LOCALE;
  }
}

const toDate = (value: DateInput) => (typeof value === 'string' ? new Date(value) : value);

/**
 * An intl object like react-intl's: the locale, its messages and formatting functions that never
 * throw. A formatter given bad input reports it through onError and gives the value as text; a
 * message that is missing, or whose pattern cannot be read or filled in, falls back as described
 * at formatMessage.
 */
/** Instances made for the same cache, locale and messages, so that a provider's value stays the same. */
const sharedInstances = new WeakMap<IntlCache, Map<string, IntlShape>>();

/**
 * An intl object. Given a cache and nothing but a locale and messages, it is the very object made
 * before for that cache, locale and messages: dumi's locale provider makes one on every change of
 * address, and a new one would re-render the whole app (and, on a page still hydrating, make React
 * discard the server markup of the parts still waiting).
 */
export function createIntl(config: IntlConfig, cache?: IntlCache): IntlShape {
  const plain = Object.keys(config).every((key) => key === 'locale' || key === 'messages');
  if (!cache || !plain) return makeIntl(config, cache ?? createIntlCache());
  const instances = sharedInstances.get(cache) ?? new Map<string, IntlShape>();
  sharedInstances.set(cache, instances);
  const known = instances.get(config.locale);
  if (known && known.messages === (config.messages ?? known.messages)) return known;
  const made = makeIntl(config, cache);
  instances.set(config.locale, made);
  return made;
}

function makeIntl(config: IntlConfig, cache: IntlCache): IntlShape {
  const onError = config.onError ?? reportInDevelopment;
  const locale = supportedLocale(config.locale, onError);
  const formats = config.formats ?? {};
  const formatters = cachedFormatters(cache);
  const messages = config.messages ?? {};

  const safely = <T>(fallback: () => T, run: () => T): T => {
    try {
      return run();
    } catch (error) {
      onError(error instanceof Error ? error : new Error(String(error)));
      return fallback();
    }
  };
  const named = <O extends object>(kind: keyof MessageFormats, options?: WithFormat<O>): O => {
    const { format, ...rest } = options ?? ({} as WithFormat<O>);
    const base = format ? (formats[kind]?.[format] ?? config.defaultFormats?.[kind]?.[format]) : {};
    if (format && !base) onError(new RangeError(`no ${kind} format is named "${format}"`));
    const merged = { ...base, ...rest } as O & { timeZone?: string };
    if (kind !== 'number' && config.timeZone && !merged.timeZone) merged.timeZone = config.timeZone;
    return merged;
  };
  const timeOptions = (options?: WithFormat<Intl.DateTimeFormatOptions>) => {
    const merged = named<Intl.DateTimeFormatOptions>('time', options);
    const hasTimeField = ['hour', 'minute', 'second', 'timeStyle', 'dateStyle'].some(
      (field) => field in merged,
    );
    return hasTimeField ? merged : ({ ...merged, hour: 'numeric', minute: 'numeric' } as const);
  };

  /**
   * The message `id` in the locale's messages, with `values` filled in. A missing message gives
   * `defaultMessage` (formatted), else the id itself. A message whose pattern cannot be read, or
   * that needs a value not given, gives its raw pattern text; neither ever throws.
   */
  function formatMessage(descriptor: MessageDescriptor, values?: MessageValues): any {
    const { id, defaultMessage } = descriptor ?? {};
    const own =
      id !== undefined && Object.prototype.hasOwnProperty.call(messages, id)
        ? messages[id]
        : undefined;
    const pattern = typeof own === 'string' ? own : defaultMessage;
    if (typeof pattern !== 'string') {
      onError(new Error(`no message has the id "${String(id)}"`));
      return id ?? '';
    }
    if (!values && !/[{}'<]/.test(pattern)) return pattern;
    return safely(
      () => pattern,
      () =>
        formatPattern(pattern, cache.messages, {
          locale,
          formats,
          formatters,
          timeZone: config.timeZone,
          values: values ?? {},
        }),
    );
  }

  function formatList(list: readonly ReactNode[], options: Intl.ListFormatOptions = {}): any {
    return safely(
      () => list.join(', '),
      () => {
        const format = formatters.list(locale, options);
        if (list.every((item) => typeof item === 'string')) return format.format(list as string[]);
        // React nodes: format placeholders, then put each node back where its placeholder is
        const placeholders = list.map((_, index) => `\u0000${index}\u0000`);
        return format
          .formatToParts(placeholders)
          .map((part) =>
            part.type === 'element' ? list[placeholders.indexOf(part.value)] : part.value,
          );
      },
    );
  }

  return {
    locale,
    defaultLocale: config.defaultLocale ?? FALLBACK_LOCALE,
    messages,
    formats,
    defaultFormats: config.defaultFormats ?? {},
    timeZone: config.timeZone,
    textComponent: config.textComponent,
    onError,
    formatMessage,
    $t: formatMessage,
    formatNumber: (value, options) =>
      safely(
        () => String(value),
        () => formatters.number(locale, named('number', options)).format(value),
      ),
    formatNumberToParts: (value, options) =>
      safely(
        () => [{ type: 'literal', value: String(value) }],
        () => formatters.number(locale, named('number', options)).formatToParts(value),
      ),
    formatDate: (value, options) =>
      safely(
        () => String(value),
        () => formatters.dateTime(locale, named('date', options)).format(toDate(value)),
      ),
    formatDateToParts: (value, options) =>
      safely(
        () => [{ type: 'literal', value: String(value) }],
        () => formatters.dateTime(locale, named('date', options)).formatToParts(toDate(value)),
      ),
    formatTime: (value, options) =>
      safely(
        () => String(value),
        () => formatters.dateTime(locale, timeOptions(options)).format(toDate(value)),
      ),
    formatTimeToParts: (value, options) =>
      safely(
        () => [{ type: 'literal', value: String(value) }],
        () => formatters.dateTime(locale, timeOptions(options)).formatToParts(toDate(value)),
      ),
    formatRelativeTime: (value, unit = 'second', options = {}) =>
      safely(
        () => String(value),
        () => formatters.relativeTime(locale, options).format(value, unit),
      ),
    formatPlural: (value, options = {}) =>
      safely(
        () => 'other' as const,
        () => formatters.plural(locale, options).select(value),
      ),
    formatList,
    formatDisplayName: (value, options) =>
      safely(
        () => undefined,
        () => formatters.displayNames(locale, options).of(value),
      ),
  };
}
