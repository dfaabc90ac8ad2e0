import { useSiteData } from 'dumi';
import React, { lazy, Suspense, type FC } from 'react';

const LocaleSwitch = lazy(() => import('dumi/theme-original/slots/LangSwitch'));

/**
 * The header's language switch. The site has one locale, so there is nothing to switch between;
 * dumi's switch is loaded only if more locales are configured.
 */
const LangSwitch: FC = () => {
  const { locales } = useSiteData();
  if (locales.length < 2) return null;
  return (
    <Suspense fallback={null}>
      <LocaleSwitch />
    </Suspense>
  );
};

export default LangSwitch;
