import React, { Fragment, createElement } from 'react';
import type { ElementType, ReactNode } from 'react';
import type { DateInput, IntlShape, MessageDescriptor } from './create-intl';
import { useIntl } from './context';
import type { MessageValues } from './format-message';

type Render<T> = { children?: (formatted: T) => ReactNode };

/** Formatted text inside the configured text component (a fragment unless one is set). */
function Text({ intl, content }: { intl: IntlShape; content: ReactNode | ReactNode[] }) {
  const items = Array.isArray(content) ? content : [content];
  return createElement(intl.textComponent ?? Fragment, null, ...items);
}

export function FormattedMessage({
  id,
  defaultMessage,
  description,
  values,
  tagName,
  children,
}: MessageDescriptor & {
  values?: MessageValues;
  tagName?: ElementType;
  children?: (nodes: ReactNode[]) => ReactNode;
}) {
  const intl = useIntl();
  const message = intl.formatMessage({ id, defaultMessage, description }, values);
  const nodes = Array.isArray(message) ? message : [message];
  if (children) return <>{children(nodes)}</>;
  if (tagName) return createElement(tagName, null, ...nodes);
  return <Text intl={intl} content={nodes} />;
}

type Formatter<V, O, T> = (intl: IntlShape, value: V, options: O) => T;

/** A component showing `format(value, options)`, or handing it to a render function child. */
function formattedValue<V, O, T extends ReactNode>(name: string, format: Formatter<V, O, T>) {
  const Component = ({ value, children, ...options }: { value: V } & Render<T> & O) => {
    const intl = useIntl();
    const formatted = format(intl, value, options as O);
    return children ? <>{children(formatted)}</> : <Text intl={intl} content={formatted} />;
  };
  Component.displayName = name;
  return Component;
}

/** A component handing the formatted parts to its render function child (or showing their text). */
function formattedParts<V, O, P extends { value: string }>(
  name: string,
  format: Formatter<V, O, P[]>,
) {
  const Component = ({
    value,
    children,
    ...options
  }: { value: V; children?: (parts: P[]) => ReactNode } & O) => {
    const intl = useIntl();
    const parts = format(intl, value, options as O);
    if (children) return <>{children(parts)}</>;
    return <Text intl={intl} content={parts.map((part) => part.value).join('')} />;
  };
  Component.displayName = name;
  return Component;
}

type DateOptions = Intl.DateTimeFormatOptions & { format?: string };
type NumberOptions = Intl.NumberFormatOptions & { format?: string };

export const FormattedDate = formattedValue<DateInput, DateOptions, string>(
  'FormattedDate',
  (intl, value, options) => intl.formatDate(value, options),
);
export const FormattedTime = formattedValue<DateInput, DateOptions, string>(
  'FormattedTime',
  (intl, value, options) => intl.formatTime(value, options),
);
export const FormattedNumber = formattedValue<number | bigint, NumberOptions, string>(
  'FormattedNumber',
  (intl, value, options) => intl.formatNumber(value, options),
);
export const FormattedList = formattedValue<
  readonly ReactNode[],
  Intl.ListFormatOptions,
  ReactNode
>('FormattedList', (intl, value, options) => intl.formatList(value, options));
export const FormattedDisplayName = formattedValue<string, Intl.DisplayNamesOptions, ReactNode>(
  'FormattedDisplayName',
  (intl, value, options) => intl.formatDisplayName(value, options),
);

export const FormattedDateParts = formattedParts<DateInput, DateOptions, Intl.DateTimeFormatPart>(
  'FormattedDateParts',
  (intl, value, options) => intl.formatDateToParts(value, options),
);
export const FormattedTimeParts = formattedParts<DateInput, DateOptions, Intl.DateTimeFormatPart>(
  'FormattedTimeParts',
  (intl, value, options) => intl.formatTimeToParts(value, options),
);
export const FormattedNumberParts = formattedParts<
  number | bigint,
  NumberOptions,
  Intl.NumberFormatPart
>('FormattedNumberParts', (intl, value, options) => intl.formatNumberToParts(value, options));

/**
 * `value` in the given unit relative to now ("in 3 days", "2 hours ago"). Unlike react-intl's it
 * does not count on by itself: `updateIntervalInSeconds` is accepted and ignored.
 */
export function FormattedRelativeTime({
  value = 0,
  unit = 'second',
  updateIntervalInSeconds: _ignored,
  children,
  ...options
}: Intl.RelativeTimeFormatOptions &
  Render<string> & {
    value?: number;
    unit?: Intl.RelativeTimeFormatUnit;
    updateIntervalInSeconds?: number;
  }) {
  const intl = useIntl();
  const formatted = intl.formatRelativeTime(value, unit, options);
  return children ? <>{children(formatted)}</> : <Text intl={intl} content={formatted} />;
}

type PluralChoices = Partial<Record<Exclude<Intl.LDMLPluralRule, 'other'>, ReactNode>>;

/** The choice for the plural category of `value` in the current locale, else `other`. */
export function FormattedPlural({
  value,
  other,
  children,
  type,
  ...choices
}: PluralChoices &
  Render<ReactNode> & { value: number; other: ReactNode; type?: Intl.PluralRuleType }) {
  const intl = useIntl();
  const category = intl.formatPlural(value, { type });
  const chosen = category === 'other' ? other : (choices[category] ?? other);
  return children ? <>{children(chosen)}</> : <Text intl={intl} content={chosen} />;
}
