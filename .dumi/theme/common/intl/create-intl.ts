import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { TYPE } from '@formatjs/icu-messageformat-parser/lib/types';
import { loadedMessages } from '../../../../plugins/editions/browser/message-sets';

/**
 * A message as the build leaves it (plugins/editions/messages.ts): plain text, or formatjs's syntax
 * tree of an ICU message. A string may also be one of dumi's own templates added in the browser
 * (`$internal.edit.link`), whose `{name}` placeholders are filled in; it is never parsed.
 */
export type CompiledMessage = string | MessageFormatElement[];
export type Messages = Record<string, CompiledMessage | undefined>;
export type MessageValues = Record<string, unknown>;

export interface MessageDescriptor {
  id?: string;
  defaultMessage?: CompiledMessage;
  description?: string | object;
}

export interface IntlConfig {
  locale: string;
  messages?: Messages;
  timeZone?: string;
  /** told of every message or value that could not be formatted; by default logged in development */
  onError?: (error: Error) => void;
}

export type IntlShape = ReturnType<typeof makeIntl>;
type DateInput = Date | number | string;

/** Intl formatters by kind, locale and options, shared by every intl object made with the cache. */
export type IntlCache = { formatters: Map<string, any> };
export const createIntlCache = (): IntlCache => ({ formatters: new Map() });

const NUMBER_STYLES: Record<string, {}> = {
  integer: { maximumFractionDigits: 0 },
  percent: { style: 'percent' },
};
const DATE_STYLES = ['short', 'medium', 'long', 'full'];
const TIME_FIELDS = ['hour', 'minute', 'second', 'timeStyle', 'dateStyle'];

const reportInDevelopment = (error: Error) =>
  process.env.NODE_ENV === 'development' && console.warn(`[intl] ${error.message}`);

/** Intl objects made for a cache, by locale: dumi's runtime asks for one on every navigation. */
const shared = new WeakMap<IntlCache, Map<string, IntlShape>>();

/**
 * An intl object. Given a cache and nothing but a locale and messages, it is the very object made
 * before for them, so that dumi's locale provider, which asks again on every change of address,
 * does not re-render the whole app (or make React drop server markup still hydrating).
 */
export function createIntl(config: IntlConfig, cache?: IntlCache): IntlShape {
  const plain = Object.keys(config).every((key) => key === 'locale' || key === 'messages');
  if (!cache || !plain) return makeIntl(config, cache ?? createIntlCache());
  const made = shared.get(cache) ?? new Map<string, IntlShape>();
  shared.set(cache, made);
  const known = made.get(config.locale);
  if (known && known.messages === (config.messages ?? known.messages)) return known;
  const intl = makeIntl(config, cache);
  made.set(config.locale, intl);
  return intl;
}

function makeIntl(config: IntlConfig, cache: IntlCache) {
  const { timeZone, messages = {}, onError = reportInDevelopment } = config;
  let locale = 'en';
  try {
    locale = Intl.getCanonicalLocales(config.locale)[0] ?? locale;
  } catch {
    onError(new RangeError(`"${String(config.locale)}" is not a locale; using "en"`));
  }

  const make = <T>(Make: new (locale: string, options: object) => T, options: object = {}): T => {
    const key = `${Make.name}|${locale}|${JSON.stringify(options)}`;
    if (!cache.formatters.has(key)) cache.formatters.set(key, new Make(locale, options));
    return cache.formatters.get(key);
  };
  /** Runs a formatter; bad input is reported and gives the fallback instead of an exception. */
  const safely = <T>(fallback: T, run: () => T): T => {
    try {
      return run();
    } catch (error) {
      onError(error as Error);
      return fallback;
    }
  };
  /** Dates or times in the config's time zone; a time without fields shows hours and minutes. */
  const dateFormat = (options: Intl.DateTimeFormatOptions = {}, time = false) => {
    const bare = time && !TIME_FIELDS.some((field) => field in options);
    const all = { ...(bare && { hour: 'numeric', minute: 'numeric' }), timeZone, ...options };
    return make(Intl.DateTimeFormat, all);
  };
  const date = (value: DateInput, options?: Intl.DateTimeFormatOptions, time = false) =>
    dateFormat(options, time).format(typeof value === 'string' ? new Date(value) : value);

  function formatTree(tree: MessageFormatElement[], values: MessageValues, hash = 0) {
    const parts: unknown[] = [];
    const add = (part: unknown) => {
      if (typeof part === 'string' && typeof parts[parts.length - 1] === 'string') {
        parts[parts.length - 1] += part;
      } else if (part !== null && part !== false && part !== '') parts.push(part);
    };
    for (const element of tree) {
      if (element.type === TYPE.literal) add(element.value);
      else if (element.type === TYPE.pound) add(make(Intl.NumberFormat).format(hash));
      else if (element.type === TYPE.tag) {
        const chunks = formatTree(element.children, values, hash);
        const render = values[element.value];
        if (typeof render === 'function') add(render(chunks));
        else chunks.forEach(add);
      } else {
        // a missing value, or a plural's or number's non-number, shows as its placeholder
        const value = values[element.value];
        const usable = typeof value === 'number' || (typeof value === 'string' && value !== '');
        const number = usable ? Number(value) : NaN;
        const numeric = element.type === TYPE.plural || element.type === TYPE.number;
        if (value === undefined || (numeric && Number.isNaN(number))) {
          onError(new TypeError(`the argument {${element.value}} has no usable value`));
          add(`{${element.value}}`);
        } else if (element.type === TYPE.argument) {
          add(typeof value === 'number' || typeof value === 'bigint' ? String(value) : value);
        } else if (element.type === TYPE.number) {
          const { style } = element;
          const options = typeof style === 'string' ? NUMBER_STYLES[style] : style?.parsedOptions;
          add(make(Intl.NumberFormat, options).format(number));
        } else if (element.type === TYPE.date || element.type === TYPE.time) {
          const { style } = element;
          const time = element.type === TYPE.time;
          const options =
            typeof style === 'string'
              ? DATE_STYLES.includes(style) && { [time ? 'timeStyle' : 'dateStyle']: style }
              : style?.parsedOptions;
          add(date(value as DateInput, options || {}, time));
        } else if (element.type === TYPE.select) {
          const option = element.options[String(value)] ?? element.options.other;
          formatTree(option.value, values, hash).forEach(add);
        } else if (element.type === TYPE.plural) {
          const exact = element.options[`=${number}`];
          const relative = number - element.offset;
          const category = exact
            ? ''
            : make(Intl.PluralRules, { type: element.pluralType }).select(relative);
          const option = exact ?? element.options[category] ?? element.options.other;
          formatTree(option.value, values, relative).forEach(add);
        }
      }
    }
    return parts;
  }

  /**
   * The message `id` with `values` filled in: a string, or an array when a value or a tag renders
   * React nodes. A missing message gives `defaultMessage`, else the id; nothing ever throws.
   */
  function formatMessage(
    { id, defaultMessage }: MessageDescriptor = {},
    values: MessageValues = {},
  ): any {
    // an intl object made before its locale's message set had loaded finds the set's messages
    const own =
      id === undefined
        ? undefined
        : Object.hasOwn(messages, id)
          ? messages[id]
          : (loadedMessages(config.locale)?.[id] as CompiledMessage | undefined);
    const message = own ?? defaultMessage;
    if (message === undefined) {
      onError(new Error(`no message has the id "${String(id)}"`));
      return id ?? '';
    }
    if (typeof message === 'string') {
      return message.replace(/\{(\w+)\}/g, (placeholder, name) =>
        values[name] === undefined ? placeholder : String(values[name]),
      );
    }
    return safely(String(id), () => {
      const parts = formatTree(message, values);
      return parts.every((part) => typeof part === 'string') ? parts.join('') : parts;
    });
  }

  return {
    locale,
    messages,
    timeZone,
    onError,
    safely,
    dateFormat,
    formatMessage,
    $t: formatMessage,
    formatNumber: (value: number | bigint, options?: Intl.NumberFormatOptions) =>
      safely(String(value), () => make(Intl.NumberFormat, options).format(value)),
    formatDate: (value: DateInput, options?: Intl.DateTimeFormatOptions) =>
      safely(String(value), () => date(value, options)),
    formatTime: (value: DateInput, options?: Intl.DateTimeFormatOptions) =>
      safely(String(value), () => date(value, options, true)),
  };
}
