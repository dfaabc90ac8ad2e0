import { useContext } from 'react';
import { IntlContext } from 'react-intl';

/**
 * The locale a demo's tiles format numbers in: on the site's English pages, undefined (each tile
 * then follows the visitor's own browser language); on a page of another edition, that edition's
 * language, so a Chinese page shows Chinese number formats to every reader.
 */
export function useNumberLocale(): string | undefined {
  const locale = useContext(IntlContext)?.locale;
  return locale && !locale.startsWith('en') ? locale : undefined;
}
