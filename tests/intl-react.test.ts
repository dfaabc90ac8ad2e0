import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createElement as h, forwardRef } from 'react';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import * as intlModule from '../.dumi/theme/common/intl';
import {
  FormattedDate,
  FormattedDateParts,
  FormattedDisplayName,
  FormattedList,
  FormattedMessage,
  FormattedNumber,
  FormattedNumberParts,
  FormattedPlural,
  FormattedRelativeTime,
  FormattedTime,
  FormattedTimeParts,
  IntlProvider,
  RawIntlProvider,
  createIntl,
  createIntlCache,
  defineMessages,
  injectIntl,
  useIntl,
} from '../.dumi/theme/common/intl';
import { compileMessage, compileMessages } from '../plugins/editions/messages';

/** The names dumi's client API re-exports from react-intl, read from dumi itself. */
function namesDumiTakesFromReactIntl() {
  const require = createRequire(import.meta.url);
  const source = readFileSync(require.resolve('dumi/dist/client/theme-api/index.js'), 'utf8');
  const names = [...source.matchAll(/export\s*\{([^}]*)\}\s*from\s*['"]react-intl['"]/g)]
    .flatMap((match) => match[1].split(','))
    .map((name) => name.trim().split(/\s+as\s+/)[0])
    .filter(Boolean);
  return names;
}

const messages = compileMessages({
  'en-US': {
    count: '{count, plural, one {# result} other {# results}}',
    hello: 'Hello {who}!',
    terms: 'Read <link>the terms</link> first',
  },
})['en-US'] as intlModule.IntlConfig['messages'];
const inEnglish = (...children: ReactNode[]) =>
  renderToStaticMarkup(
    h(IntlProvider, { locale: 'en-US', messages, timeZone: 'UTC' }, ...children),
  );

describe('intl module: the names dumi uses', () => {
  it('exports every name dumi re-exports from react-intl', () => {
    const names = namesDumiTakesFromReactIntl();
    expect(names.length).toBeGreaterThanOrEqual(18);
    const missing = names.filter((name) => !(name in intlModule));
    expect(missing).toEqual([]);
    for (const name of names) {
      expect(['function', 'object'], name).toContain(typeof (intlModule as any)[name]);
    }
  });

  it("exports what dumi's generated locale runtime imports", () => {
    const config = readFileSync(
      createRequire(import.meta.url).resolve('dumi/dist/features/locales.js'),
      'utf8',
    );
    const imported = /import \{ ([\w, ]+) \} from '\$\{[^}]*react-intl/.exec(config)![1];
    expect(imported.split(',').map((name) => name.trim())).toEqual([
      'RawIntlProvider',
      'createIntl',
      'createIntlCache',
    ]);
    for (const name of ['RawIntlProvider', 'createIntl', 'createIntlCache']) {
      expect(name in intlModule, name).toBe(true);
    }
  });
});

describe('intl module: components', () => {
  it('renders messages from the provider, with plain and React values', () => {
    expect(inEnglish(h(FormattedMessage, { id: 'count', values: { count: 3 } }))).toBe('3 results');
    expect(
      inEnglish(h(FormattedMessage, { id: 'hello', values: { who: h('b', null, 'Ada') } })),
    ).toBe('Hello <b>Ada</b>!');
    const link = (chunks: ReactNode[]) => h('a', { href: '/terms', key: 'terms' }, ...chunks);
    expect(inEnglish(h(FormattedMessage, { id: 'terms', values: { link } }))).toBe(
      'Read <a href="/terms">the terms</a> first',
    );
    expect(inEnglish(h(FormattedMessage, { id: 'nope', defaultMessage: 'Fallback' }))).toBe(
      'Fallback',
    );
    expect(inEnglish(h(FormattedMessage, { id: 'hello', tagName: 'p', values: { who: 1 } }))).toBe(
      '<p>Hello 1!</p>',
    );
  });

  it('passes an intl object made elsewhere through RawIntlProvider, as dumi does', () => {
    const messages = { n: compileMessage('{n, number}', 'n') };
    const intl = createIntl({ locale: 'de-DE', messages }, createIntlCache());
    const Probe = () =>
      h('span', null, useIntl().locale, ' ', useIntl().formatMessage({ id: 'n' }, { n: 1e6 }));
    expect(renderToStaticMarkup(h(RawIntlProvider, { value: intl }, h(Probe)))).toBe(
      '<span>de-DE 1.000.000</span>',
    );
  });

  it('gives components outside any provider an English intl without messages', () => {
    const Probe = () => h('i', null, useIntl().formatMessage({ id: 'x', defaultMessage: 'ok' }));
    expect(renderToStaticMarkup(h(Probe))).toBe('<i>ok</i>');
  });

  it('renders the value formatters', () => {
    const day = Date.UTC(2024, 0, 31, 18, 0);
    expect(inEnglish(h(FormattedNumber, { value: 0.2, style: 'percent' }))).toBe('20%');
    expect(inEnglish(h(FormattedDate, { value: day, dateStyle: 'long' }))).toBe('January 31, 2024');
    expect(inEnglish(h(FormattedTime, { value: day }))).toBe('6:00 PM');
    expect(inEnglish(h(FormattedRelativeTime, { value: -1, unit: 'day', numeric: 'auto' }))).toBe(
      'yesterday',
    );
    expect(inEnglish(h(FormattedList, { value: ['Go', 'Vue'], type: 'conjunction' }))).toBe(
      'Go and Vue',
    );
    expect(inEnglish(h(FormattedDisplayName, { value: 'fr', type: 'language' }))).toBe('French');
    expect(inEnglish(h(FormattedPlural, { value: 1, one: 'one file', other: 'files' }))).toBe(
      'one file',
    );
    expect(inEnglish(h(FormattedPlural, { value: 4, one: 'one file', other: 'files' }))).toBe(
      'files',
    );
  });

  it('hands parts and formatted text to render functions', () => {
    const day = Date.UTC(2024, 0, 31, 18, 0);
    const types = (parts: { type: string }[]) => parts.map((part) => part.type).join(' ');
    expect(inEnglish(h(FormattedNumberParts, { value: 1500, children: types }))).toBe(
      'integer group integer',
    );
    expect(
      inEnglish(
        h(FormattedDateParts, { value: day, year: 'numeric', month: 'long', children: types }),
      ),
    ).toBe('month literal year');
    expect(inEnglish(h(FormattedTimeParts, { value: day, hour: 'numeric', children: types }))).toBe(
      'hour literal dayPeriod',
    );
    expect(
      inEnglish(
        h(FormattedNumber, { value: 7, children: (text: string) => h('data', null, text) }),
      ),
    ).toBe('<data>7</data>');
  });

  it('reports bad input to onError and shows the value instead of throwing', () => {
    const onError = vi.fn();
    const html = renderToStaticMarkup(
      h(
        IntlProvider,
        { locale: 'en', onError },
        h(FormattedDisplayName, { value: 'x', type: 'nonsense' }),
        h(FormattedRelativeTime, { value: 1, unit: 'fortnight' }),
      ),
    );
    expect(html).toBe('x1');
    expect(onError).toHaveBeenCalledTimes(2);
  });

  it('injects intl as a prop, also under another name through a forwardRef wrapper', () => {
    const Plain = ({ intl, label }: { intl: intlModule.IntlShape; label: string }) =>
      h('span', null, label, intl.locale);
    const Injected = injectIntl(Plain);
    expect(inEnglish(h(Injected as any, { label: 'locale: ' }))).toBe('<span>locale: en-US</span>');
    const Renamed = injectIntl(
      forwardRef<HTMLSpanElement, { i18n: intlModule.IntlShape }>(({ i18n }, r) =>
        h('span', { ref: r }, i18n.locale),
      ) as any,
      { intlPropName: 'i18n', forwardRef: true },
    );
    expect(inEnglish(h(Renamed as any))).toBe('<span>en-US</span>');
    expect(Injected.WrappedComponent).toBe(Plain);
  });

  it('defines messages as they are', () => {
    const defined = { a: { id: 'a', defaultMessage: 'A' } };
    expect(defineMessages(defined)).toBe(defined);
  });

  it('does not crash the render for a message missing its value', () => {
    const onError = vi.fn();
    const html = renderToStaticMarkup(
      h(
        IntlProvider,
        {
          locale: 'en',
          messages: { n: compileMessage('Broken {n, plural, one {#} other {#}}', 'n') },
          onError,
        },
        h(FormattedMessage, { id: 'n', values: {} }),
      ),
    );
    expect(html).toBe('Broken {n}');
    expect(onError).toHaveBeenCalledOnce();
  });
});

describe('createIntl for a provider', () => {
  it('gives the same object again for the same cache, locale and messages', () => {
    const cache = createIntlCache();
    const messages = { hello: 'Hello' };
    const first = createIntl({ locale: 'en-US', messages }, cache);
    expect(createIntl({ locale: 'en-US', messages }, cache)).toBe(first);
    expect(createIntl({ locale: 'en-US', messages: { hello: 'Hi' } }, cache)).not.toBe(first);
    expect(createIntl({ locale: 'en-US', messages }, createIntlCache())).not.toBe(first);
    expect(createIntl({ locale: 'en-US', messages, timeZone: 'UTC' }, cache)).not.toBe(first);
  });
});
