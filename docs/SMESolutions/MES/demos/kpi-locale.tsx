/**
 * title: Figures in the page's language
 * description: The tile formats its numbers for the `locale` it is given. This demo passes the locale of the page it runs on; on the demo's own page, add `?locale=de-DE` to the address to see German number formatting.
 */
import React, { useContext } from 'react';
import { IntlContext } from 'react-intl';
import { KpiTile } from 'tessera-lab-site';

export default () => {
  // the page's locale; outside a site that provides one (an online sandbox), the default
  const locale = useContext(IntlContext)?.locale ?? 'en-US';
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <p style={{ margin: 0 }}>Formatted for {locale}</p>
      <KpiTile
        locale={locale}
        label="Units produced this week"
        value={6284.5}
        target={6000}
        unit=" pcs"
        precision={1}
      />
    </div>
  );
};
