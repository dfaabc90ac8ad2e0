/**
 * title: Three tiles, three statuses
 * description: Output is above target, first-pass yield is just under it, and scrap (where lower is better) is well over its limit.
 */
import React from 'react';
import { KpiTile } from 'tessera-lab-site';
import { useNumberLocale } from './number-locale';

export default () => {
  const locale = useNumberLocale();
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <KpiTile locale={locale} label="Units produced" value={1260} target={1200} unit=" pcs" />
      <KpiTile
        locale={locale}
        label="First-pass yield"
        value={96.2}
        target={98}
        unit="%"
        precision={1}
      />
      <KpiTile
        locale={locale}
        label="Scrap rate"
        value={3.4}
        target={2}
        unit="%"
        precision={1}
        higherIsBetter={false}
      />
    </div>
  );
};
