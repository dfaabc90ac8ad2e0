import React, { createContext, forwardRef, useContext, useMemo, useRef } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { createIntl } from './create-intl';
import type { IntlConfig, IntlShape } from './create-intl';
import { createIntlCache } from './formatters';

export const IntlContext = createContext<IntlShape | null>(null);
IntlContext.displayName = 'IntlContext';

/** Provides an intl object made elsewhere (dumi's locale runtime makes one per route change). */
export const RawIntlProvider = IntlContext.Provider;

/** Makes an intl object from its props, anew only when one of them changes. */
export function IntlProvider({ children, ...config }: IntlConfig & { children?: ReactNode }) {
  const cache = useRef(createIntlCache());
  const { locale, messages, defaultLocale, formats, defaultFormats, timeZone, textComponent } =
    config;
  const intl = useMemo(
    () => createIntl(config, cache.current),
    // the config fields, not the props object, which is new on every render
    [
      locale,
      messages,
      defaultLocale,
      formats,
      defaultFormats,
      timeZone,
      textComponent,
      config.onError,
    ],
  );
  return <IntlContext.Provider value={intl}>{children}</IntlContext.Provider>;
}

let standalone: IntlShape | undefined;

/**
 * The nearest provider's intl object. Outside any provider (a component rendered on its own, as in
 * a test) it gives an English one without messages, so formatMessage shows default messages or
 * ids instead of the page failing.
 */
export function useIntl(): IntlShape {
  const intl = useContext(IntlContext);
  if (intl) return intl;
  standalone ??= createIntl({ locale: 'en' });
  return standalone;
}

interface InjectOptions {
  intlPropName?: string;
  forwardRef?: boolean;
}

/** The class-component way to get the intl object: as a prop, `intl` unless renamed. */
export function injectIntl<P extends object>(
  Wrapped: ComponentType<P>,
  { intlPropName = 'intl', forwardRef: passRef = false }: InjectOptions = {},
) {
  const name = Wrapped.displayName || Wrapped.name || 'Component';
  const render = (props: any, ref?: unknown) => {
    const intl = useIntl();
    const extra = passRef ? { ref } : {};
    return <Wrapped {...props} {...extra} {...{ [intlPropName]: intl }} />;
  };
  const Injected: any = passRef ? forwardRef(render) : (props: any) => render(props);
  Injected.displayName = `injectIntl(${name})`;
  Injected.WrappedComponent = Wrapped;
  return Injected as ComponentType<Omit<P, 'intl'>> & { WrappedComponent: ComponentType<P> };
}

/** Identity functions that mark message descriptors for extraction tools. */
export const defineMessages = <T extends Record<string, object>>(messages: T): T => messages;
export const defineMessage = <T extends object>(message: T): T => message;
