import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createIntl, createIntlCache } from '../.dumi/theme/common/intl';
import { MessageSyntaxError, parseMessage } from '../.dumi/theme/common/intl/message-syntax';

const intlWith = (messages: Record<string, string | undefined>, locale = 'en-US') => {
  const onError = vi.fn();
  const intl = createIntl({ locale, messages, timeZone: 'UTC', onError }, createIntlCache());
  return { intl, onError };
};
const format = (pattern: string, values?: Record<string, unknown>, locale = 'en-US') =>
  intlWith({ m: pattern }, locale).intl.formatMessage({ id: 'm' }, values);

describe('intl messages: arguments', () => {
  it('returns plain text unchanged', () => {
    expect(format('Last updated: ')).toBe('Last updated: ');
  });

  it('fills in simple arguments, any number of times', () => {
    expect(format('Searched for: {query}', { query: 'mes' })).toBe('Searched for: mes');
    expect(format('{a} and {b}, then {a}', { a: 'x', b: 2 })).toBe('x and 2, then x');
    expect(format('{ name }!', { name: 'Ada' })).toBe('Ada!');
  });

  it('shows an empty string for null and false values', () => {
    expect(format('[{v}]', { v: null })).toBe('[]');
    expect(format('[{v}]', { v: false })).toBe('[]');
  });

  it('keeps a URL template with its placeholder, as the edit link uses', () => {
    expect(format('https://example.org/edit/main/{filename}', { filename: 'docs/index.md' })).toBe(
      'https://example.org/edit/main/docs/index.md',
    );
  });

  it('formats number, date and time arguments with the locale', () => {
    expect(format('{n, number}', { n: 1234.5 })).toBe('1,234.5');
    expect(format('{n, number}', { n: 1234.5 }, 'de-DE')).toBe('1.234,5');
    expect(format('{n, number, percent}', { n: 0.25 })).toBe('25%');
    expect(format('{n, number, integer}', { n: 2.7 })).toBe('3');
    const day = Date.UTC(2024, 2, 5, 14, 30);
    expect(format('{d, date, long}', { d: day })).toBe('March 5, 2024');
    expect(format('{d, date, short}', { d: new Date(day) })).toBe('3/5/24');
    expect(format('{d, time, short}', { d: day })).toBe('2:30 PM');
  });
});

describe('intl messages: plural and select', () => {
  const count = '{count, plural, one {# result} other {# results}}';

  it('picks the plural category of the locale and puts the number in for #', () => {
    expect(format(count, { count: 0 })).toBe('0 results');
    expect(format(count, { count: 1 })).toBe('1 result');
    expect(format(count, { count: 2 })).toBe('2 results');
    expect(format(count, { count: 1200 })).toBe('1,200 results');
  });

  it('uses the categories of other languages', () => {
    const files = '{n, plural, one {# plik} few {# pliki} many {# plików} other {# pliku}}';
    expect(format(files, { n: 1 }, 'pl')).toBe('1 plik');
    expect(format(files, { n: 3 }, 'pl')).toBe('3 pliki');
    expect(format(files, { n: 5 }, 'pl')).toBe('5 plików');
    expect(format(files, { n: 1.5 }, 'pl')).toBe('1,5 pliku');
  });

  it('prefers an exact =N case to the category', () => {
    const pattern = '{n, plural, =0 {no results} =1 {one single result} other {# results}}';
    expect(format(pattern, { n: 0 })).toBe('no results');
    expect(format(pattern, { n: 1 })).toBe('one single result');
    expect(format(pattern, { n: 7 })).toBe('7 results');
  });

  it('subtracts the offset for the category and #, not for exact cases', () => {
    const pattern =
      '{n, plural, offset:1 =0 {nobody} =1 {{host}} one {{host} and # other} other {{host} and # others}}';
    expect(format(pattern, { n: 0, host: 'Ana' })).toBe('nobody');
    expect(format(pattern, { n: 1, host: 'Ana' })).toBe('Ana');
    expect(format(pattern, { n: 2, host: 'Ana' })).toBe('Ana and 1 other');
    expect(format(pattern, { n: 4, host: 'Ana' })).toBe('Ana and 3 others');
  });

  it('supports ordinal plurals', () => {
    const pattern = '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}';
    expect([1, 2, 3, 4, 11, 22].map((n) => format(pattern, { n }))).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '22nd',
    ]);
  });

  it('selects by value with other as the fallback, nested in and around plurals', () => {
    const pattern =
      '{kind, select, page {{n, plural, one {# page} other {# pages}}} demo {a demo} other {something}}';
    expect(format(pattern, { kind: 'page', n: 1 })).toBe('1 page');
    expect(format(pattern, { kind: 'page', n: 3 })).toBe('3 pages');
    expect(format(pattern, { kind: 'demo', n: 3 })).toBe('a demo');
    expect(format(pattern, { kind: 'video', n: 3 })).toBe('something');
    const inner = '{n, plural, one {# {g, select, f {Freundin} other {Freund}}} other {# Leute}}';
    expect(format(inner, { n: 1, g: 'f' }, 'de')).toBe('1 Freundin');
    expect(format(inner, { n: 4, g: 'f' }, 'de')).toBe('4 Leute');
  });

  it('treats # outside a plural as text', () => {
    expect(format('Issue #{n}', { n: 5 })).toBe('Issue #5');
  });
});

describe('intl messages: quoting and tags', () => {
  it('reads apostrophes as ICU does', () => {
    expect(format("It's {name}'s page", { name: 'Ada' })).toBe("It's Ada's page");
    expect(format("Write '{name}' for a name", { name: 'x' })).toBe('Write {name} for a name');
    expect(format("Two '' make one")).toBe("Two ' make one");
    expect(format("{n, plural, other {'#' is # here}}", { n: 2 })).toBe('# is 2 here');
  });

  it('hands tag contents to the tag function and keeps non-text parts in an array', () => {
    const bold = (chunks: unknown[]) => `*${chunks.join('')}*`;
    expect(format('Read <b>the {doc}</b> first', { b: bold, doc: 'guide' })).toBe(
      'Read *the guide* first',
    );
    const element = { type: 'strong' };
    expect(format('Hello {who}!', { who: element })).toEqual(['Hello ', element, '!']);
  });

  it('shows the content of a tag without a function, and leaves lone < alone', () => {
    expect(format('a <b>bold</b> word')).toBe('a bold word');
    expect(format('1 < 2 and <br/> stays')).toBe('1 < 2 and <br/> stays');
  });
});

describe('intl messages: fallbacks never throw', () => {
  it('gives the default message, formatted, when the id has no message', () => {
    const { intl, onError } = intlWith({});
    expect(intl.formatMessage({ id: 'x', defaultMessage: 'Hi {n}' }, { n: 'you' })).toBe('Hi you');
    expect(onError).not.toHaveBeenCalled();
  });

  it('gives the id when there is neither a message nor a default, and reports it', () => {
    const { intl, onError } = intlWith({ 'edit.link': undefined });
    expect(intl.formatMessage({ id: 'search.missing' })).toBe('search.missing');
    expect(intl.formatMessage({ id: 'edit.link' })).toBe('edit.link');
    expect(onError).toHaveBeenCalledTimes(2);
    expect(onError.mock.calls[0][0].message).toContain('search.missing');
  });

  it('does not take inherited object properties for messages', () => {
    const { intl } = intlWith({});
    expect(intl.formatMessage({ id: 'toString' })).toBe('toString');
  });

  it.each([
    ['an unclosed argument', 'Hello {name'],
    ['a stray closing brace', 'Hello name}'],
    ['an unknown argument type', '{n, money}'],
    ['a plural without other', '{n, plural, one {# item}}'],
    ['a bad offset', '{n, plural, offset:x other {#}}'],
    ['an unclosed tag', 'a <b>bold word'],
    ['an empty argument', 'Hello {}'],
  ])('shows the raw text of %s and reports the syntax error', (_, pattern) => {
    const { intl, onError } = intlWith({ m: pattern });
    expect(intl.formatMessage({ id: 'm' }, { name: 'x', n: 1 })).toBe(pattern);
    expect(onError).toHaveBeenCalledOnce();
    expect(onError.mock.calls[0][0]).toBeInstanceOf(MessageSyntaxError);
  });

  it('shows the raw text when a value is missing or not a number for a plural', () => {
    const { intl, onError } = intlWith({ q: 'For {query}', c: '{count, plural, other {#}}' });
    expect(intl.formatMessage({ id: 'q' }, {})).toBe('For {query}');
    expect(intl.formatMessage({ id: 'c' }, { count: 'many' })).toBe('{count, plural, other {#}}');
    expect(onError).toHaveBeenCalledTimes(2);
  });

  it('names the position of a syntax error', () => {
    expect(() => parseMessage('ab {x')).toThrow(/position 5/);
  });
});

describe('intl: other formatters', () => {
  const { intl } = intlWith({});

  it('formats numbers, dates and times', () => {
    expect(intl.formatNumber(0.5, { style: 'percent' })).toBe('50%');
    expect(intl.formatNumberToParts(1000).map((p) => p.type)).toEqual([
      'integer',
      'group',
      'integer',
    ]);
    const day = Date.UTC(2024, 11, 24, 9, 5);
    expect(intl.formatDate(day, { dateStyle: 'medium' })).toBe('Dec 24, 2024');
    expect(intl.formatDate('2024-12-24T09:05:00Z', { year: 'numeric' })).toBe('2024');
    expect(intl.formatTime(day)).toBe('9:05 AM');
    expect(intl.formatTimeToParts(day).find((p) => p.type === 'hour')?.value).toBe('9');
    expect(intl.formatDateToParts(day, { month: 'long' })[0].value).toBe('December');
  });

  it('formats relative times, plurals, lists and display names', () => {
    expect(intl.formatRelativeTime(-2, 'day')).toBe('2 days ago');
    expect(intl.formatRelativeTime(3, 'hour', { style: 'short' })).toBe('in 3 hr.');
    expect(intl.formatPlural(1)).toBe('one');
    expect(intl.formatPlural(2, { type: 'ordinal' })).toBe('two');
    expect(intl.formatList(['Go', 'Vue', 'Flutter'])).toBe('Go, Vue, and Flutter');
    expect(intl.formatList(['Go', 'Vue'], { type: 'disjunction' })).toBe('Go or Vue');
    const node = createElement('em', null, 'Vue');
    expect(intl.formatList(['Go', node])).toEqual(['Go', ' and ', node]);
    expect(intl.formatDisplayName('zh-CN', { type: 'language' })).toBe('Chinese (China)');
    expect(intl.formatDisplayName('DE', { type: 'region' })).toBe('Germany');
  });

  it('uses named formats from the config', () => {
    const named = createIntl({
      locale: 'en-US',
      formats: { number: { money: { style: 'currency', currency: 'EUR' } } },
    });
    expect(named.formatNumber(3, { format: 'money' })).toBe('€3.00');
    expect(
      createIntl({
        locale: 'en',
        messages: { m: '{v, number, money}' },
        formats: named.formats,
      }).formatMessage({ id: 'm' }, { v: 3 }),
    ).toBe('€3.00');
  });

  it('reports bad input and gives the value as text instead of throwing', () => {
    const { intl: own, onError } = intlWith({});
    expect(own.formatDate('not a date')).toBe('not a date');
    expect(own.formatDisplayName('x', { type: 'nonsense' as 'language' })).toBeUndefined();
    expect(own.formatRelativeTime(1, 'fortnight' as 'day')).toBe('1');
    expect(onError).toHaveBeenCalledTimes(3);
  });

  it('falls back to English for a malformed locale', () => {
    const { intl: bad, onError } = intlWith(
      { m: '{n, plural, one {# item} other {# items}}' },
      'not_a locale',
    );
    expect(bad.locale).toBe('en');
    expect(bad.formatMessage({ id: 'm' }, { n: 1 })).toBe('1 item');
    expect(onError).toHaveBeenCalledOnce();
  });

  it('shares formatters and parsed messages through the cache', () => {
    const cache = createIntlCache();
    const first = createIntl({ locale: 'en', messages: { m: '{n, number}' } }, cache);
    first.formatMessage({ id: 'm' }, { n: 1 });
    const sizes = [cache.formatters.size, cache.messages.size];
    createIntl({ locale: 'en', messages: { m: '{n, number}' } }, cache).formatMessage(
      { id: 'm' },
      { n: 2 },
    );
    expect([cache.formatters.size, cache.messages.size]).toEqual(sizes);
    expect(sizes).toEqual([1, 1]);
  });
});
