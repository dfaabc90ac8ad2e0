/**
 * The site's stand-in for react-intl (plugins/intl-alias.ts points every `react-intl` import at
 * this file): the same names, built on the browser's Intl APIs, without react-intl's message
 * parser and polyfill stack. Messages use the ICU subset described in message-syntax.ts.
 */
export { createIntl } from './create-intl';
export type { IntlConfig, IntlShape, MessageDescriptor } from './create-intl';
export { createIntlCache } from './formatters';
export type { IntlCache } from './formatters';
export {
  IntlContext,
  IntlProvider,
  RawIntlProvider,
  defineMessage,
  defineMessages,
  injectIntl,
  useIntl,
} from './context';
export {
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
} from './formatted';
export { MessageFormatError } from './format-message';
export { MessageSyntaxError } from './message-syntax';
