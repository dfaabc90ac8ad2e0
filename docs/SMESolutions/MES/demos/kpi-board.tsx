/**
 * title: A board for one shift
 * description: The board fits as many tiles per row as its width allows. The readings here are sample values written into the demo.
 */
import React from 'react';
import { KpiBoard, KpiTile } from 'tessera-lab-site';
import { useNumberLocale } from './number-locale';

export default () => {
  const locale = useNumberLocale();
  return (
    <KpiBoard title="Line 2 · day shift" updatedAt="at 10:45">
      <KpiTile
        locale={locale}
        label="Units produced"
        value={842}
        target={900}
        unit=" pcs"
        trend={[610, 655, 702, 760, 801, 842]}
      />
      <KpiTile
        locale={locale}
        label="OEE"
        value={73}
        target={75}
        unit="%"
        trend={[76, 75, 74, 74, 73]}
      />
      <KpiTile
        locale={locale}
        label="Downtime"
        value={18}
        target={30}
        unit=" min"
        higherIsBetter={false}
        trend={[5, 9, 9, 14, 18]}
      />
    </KpiBoard>
  );
};
