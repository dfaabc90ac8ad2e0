import { useIntl } from 'dumi';
import Navbar from 'dumi/theme-original/slots/Navbar';
import React, { type FC } from 'react';

/** dumi's header nav list, inside a named navigation landmark. */
const SiteNavbar: FC = () => {
  const intl = useIntl();
  return (
    <nav className="tl-navbar" aria-label={intl.formatMessage({ id: 'a11y.nav.main' })}>
      <Navbar />
    </nav>
  );
};

export default SiteNavbar;
