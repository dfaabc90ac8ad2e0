// The site's stand-in for react-intl (plugins/internals/intl-alias.ts points `react-intl` here): the names
// dumi imports, on the browser's Intl APIs, for messages compiled by plugins/editions/messages.ts.
import React, { createContext, forwardRef, useContext, useMemo, useRef } from 'react';
import type { ComponentType, ElementType, ReactNode } from 'react';
import { createIntl, createIntlCache } from './create-intl';
import type { IntlConfig, IntlShape, MessageDescriptor, MessageValues } from './create-intl';
import { loadMessageSet, messageSetReady } from '../../../../plugins/editions/browser/message-sets';

export { createIntl, createIntlCache } from './create-intl';
export type { IntlCache, IntlConfig, IntlShape, MessageDescriptor } from './create-intl';

export const IntlContext = createContext<IntlShape | null>(null);
/**
 * Provides an intl object made elsewhere (dumi's locale runtime makes one per route change). On a
 * move to another edition it first waits for that locale's messages (message-sets.ts): the move is
 * a transition (plugins/navigation/browser/progress.tsx), so the page stays as it is meanwhile.
 */
export function RawIntlProvider({ value, children }: { value: IntlShape; children?: ReactNode }) {
  if (!messageSetReady(value.locale)) throw loadMessageSet(value.locale);
  return <IntlContext.Provider value={value}>{children}</IntlContext.Provider>;
}

/** Makes an intl object from its props, anew only when one of them changes. */
export function IntlProvider({ children, ...config }: IntlConfig & { children?: ReactNode }) {
  const cache = useRef(createIntlCache());
  const { locale, messages, timeZone, onError } = config;
  // the fields, not the props object, which is new on every render
  const intl = useMemo(
    () => createIntl(config, cache.current),
    [locale, messages, timeZone, onError],
  );
  return <IntlContext.Provider value={intl}>{children}</IntlContext.Provider>;
}

let standalone: IntlShape | undefined;

/** The nearest provider's intl object; outside any, an English one without messages. */
export function useIntl(): IntlShape {
  const intl = useContext(IntlContext);
  standalone ??= intl ? undefined : createIntl({ locale: 'en' });
  return intl ?? standalone!;
}

/** The class-component way to get the intl object: as a prop, `intl` unless renamed. */
export function injectIntl<P extends object>(
  Wrapped: ComponentType<P>,
  { intlPropName = 'intl', forwardRef: passRef = false } = {},
) {
  const render = (props: any, ref?: unknown) => (
    <Wrapped {...props} {...(passRef ? { ref } : {})} {...{ [intlPropName]: useIntl() }} />
  );
  const Injected: any = passRef ? forwardRef(render) : (props: any) => render(props);
  Injected.displayName = `injectIntl(${Wrapped.displayName || Wrapped.name || 'Component'})`;
  Injected.WrappedComponent = Wrapped;
  return Injected as ComponentType<Omit<P, 'intl'>> & { WrappedComponent: ComponentType<P> };
}

/** Identity functions that mark message descriptors for extraction tools. */
export const defineMessages = <T extends Record<string, object>>(messages: T): T => messages;

export function FormattedMessage({
  values,
  tagName,
  children,
  ...descriptor
}: MessageDescriptor & {
  values?: MessageValues;
  tagName?: ElementType;
  children?: (nodes: ReactNode[]) => ReactNode;
}) {
  const message = useIntl().formatMessage(descriptor, values);
  const nodes: ReactNode[] = Array.isArray(message) ? message : [message];
  if (children) return <>{children(nodes)}</>;
  return React.createElement(tagName ?? React.Fragment, null, ...nodes);
}

/**
 * A component showing one formatted value (parts as their joined text), or handing it to a render
 * function child. It never throws: bad input is reported to onError and shown as it is.
 */
const formatted =
  (format: (intl: IntlShape, value: any, options: any) => any) =>
  ({ value, children, ...options }: any) => {
    const intl = useIntl();
    const result = intl.safely<any>(String(value), () => format(intl, value, options));
    const shown = Array.isArray(result) ? result.map((part) => part.value).join('') : result;
    return <>{children ? children(result) : shown}</>;
  };
export const FormattedNumber = formatted((i, v, o) => i.formatNumber(v, o));
export const FormattedDate = formatted((i, v, o) => i.formatDate(v, o));
export const FormattedTime = formatted((i, v, o) => i.formatTime(v, o));
export const FormattedList = formatted((i, v, o) => new Intl.ListFormat(i.locale, o).format(v));
export const FormattedDisplayName = formatted((i, v, o) =>
  new Intl.DisplayNames(i.locale, o).of(v),
);
export const FormattedNumberParts = formatted((i, v, o) =>
  new Intl.NumberFormat(i.locale, o).formatToParts(v),
);
export const FormattedDateParts = formatted((i, v, o) =>
  i.dateFormat(o).formatToParts(new Date(v)),
);
export const FormattedTimeParts = formatted((i, v, o) =>
  i.dateFormat(o, true).formatToParts(new Date(v)),
);
/** `value` in `unit` from now ("in 3 days"); unlike react-intl's, it does not count on by itself. */
export const FormattedRelativeTime = formatted(
  (i, v = 0, { unit = 'second', updateIntervalInSeconds: _, ...o }) =>
    new Intl.RelativeTimeFormat(i.locale, o).format(v, unit),
);

/** The choice for the plural category of `value` in the current locale, else `other`. */
export function FormattedPlural({ value, other, children, type, ...choices }: any) {
  const category = new Intl.PluralRules(useIntl().locale, { type }).select(value);
  const chosen = category === 'other' ? other : (choices[category] ?? other);
  return <>{children ? children(chosen) : chosen}</>;
}
