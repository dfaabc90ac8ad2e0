import { describe, expect, it, vi } from 'vitest';
import { createIntl, createIntlCache } from '../.dumi/theme/common/intl';
import { compileMessage } from '../plugins/editions/messages';

/** An intl object with the messages compiled as the build compiles them (plugins/editions/messages.ts). */
const intlWith = (messages: Record<string, string | undefined>, locale = 'en-US') => {
  const onError = vi.fn();
  const compiled = Object.fromEntries(
    Object.entries(messages).map(([id, text]) => [id, text && compileMessage(text, id)]),
  );
  const intl = createIntl(
    { locale, messages: compiled, timeZone: 'UTC', onError },
    createIntlCache(),
  );
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

  it('shows a placeholder when a value is missing or not a number for a plural, and reports it', () => {
    const { intl, onError } = intlWith({ q: 'For {query}', c: '{count, plural, other {#}}' });
    expect(intl.formatMessage({ id: 'q' }, {})).toBe('For {query}');
    expect(intl.formatMessage({ id: 'c' }, { count: 'many' })).toBe('{count}');
    expect(onError).toHaveBeenCalledTimes(2);
  });

  it('fills placeholders into plain strings dumi adds in the browser, leaving unknown ones', () => {
    const intl = createIntl({
      locale: 'en',
      messages: { link: 'https://x.org/{filename}#{line}' },
    });
    expect(intl.formatMessage({ id: 'link' }, { filename: 'a.md' })).toBe(
      'https://x.org/a.md#{line}',
    );
  });
});

describe('intl messages: compiled at build time', () => {
  it.each([
    ['an unclosed argument', 'Hello {name'],
    ['an unknown argument type', '{n, money}'],
    ['a plural without other', '{n, plural, one {# item}}'],
    ['a bad offset', '{n, plural, offset:x other {#}}'],
    ['an unclosed tag', 'a <b>bold word'],
    ['an empty argument', 'Hello {}'],
  ])('fails on %s, naming the message', (_, pattern) => {
    expect(() => compileMessage(pattern, '"m" of en-US')).toThrow(
      /^The message "m" of en-US is not valid ICU MessageFormat \([A-Z_]+ at character \d+\)/,
    );
  });

  it('names the position of a syntax error', () => {
    expect(() => compileMessage('ab {x', 'm')).toThrow(/at character \d+\): "ab \{x"$/);
  });

  it('keeps plain text as a string and compiles the rest to a syntax tree', () => {
    expect(compileMessage('Last updated: ', 'm')).toBe('Last updated: ');
    expect(compileMessage("It''s", 'm')).toBe("It's");
    expect(Array.isArray(compileMessage('Searched for: {query}', 'm'))).toBe(true);
    // a quoted brace stays a tree: as a string it would read as a placeholder
    expect(compileMessage("Write '{name}'", 'm')).toEqual([{ type: 0, value: 'Write {name}' }]);
    // formatjs reads a lone closing brace as text
    expect(format('Hello name}')).toBe('Hello name}');
  });
});

describe('intl: other formatters', () => {
  const { intl } = intlWith({});

  it('formats numbers, dates and times', () => {
    expect(intl.formatNumber(0.5, { style: 'percent' })).toBe('50%');
    const day = Date.UTC(2024, 11, 24, 9, 5);
    expect(intl.formatDate(day, { dateStyle: 'medium' })).toBe('Dec 24, 2024');
    expect(intl.formatDate('2024-12-24T09:05:00Z', { year: 'numeric' })).toBe('2024');
    expect(intl.formatTime(day)).toBe('9:05 AM');
    expect(intl.formatTime(day, { hour: 'numeric' })).toBe('9 AM');
  });

  it('reports bad input and gives the value as text instead of throwing', () => {
    const { intl: own, onError } = intlWith({});
    expect(own.formatDate('not a date')).toBe('not a date');
    expect(own.formatNumber(1, { style: 'currency' })).toBe('1');
    expect(onError).toHaveBeenCalledTimes(2);
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

  it('shares formatters through the cache', () => {
    const cache = createIntlCache();
    const messages = { m: compileMessage('{n, number}', 'm') };
    createIntl({ locale: 'en', messages }, cache).formatMessage({ id: 'm' }, { n: 1 });
    createIntl({ locale: 'en', messages: { ...messages } }, cache).formatMessage(
      { id: 'm' },
      { n: 2 },
    );
    expect(cache.formatters.size).toBe(1);
  });
});
