import { useSiteData } from 'dumi';
import React, { lazy, Suspense, type FC } from 'react';

const DirectionSwitch = lazy(() => import('dumi/theme-original/slots/RtlSwitch'));

/**
 * The header's left-to-right / right-to-left switch, which dumi shows only with `themeConfig.rtl`.
 * The site is left-to-right, so its code is loaded only if that option is turned on.
 */
const RtlSwitch: FC = () => {
  const { themeConfig } = useSiteData();
  if (!themeConfig.rtl) return null;
  return (
    <Suspense fallback={null}>
      <DirectionSwitch />
    </Suspense>
  );
};

export default RtlSwitch;
