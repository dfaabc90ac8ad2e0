import { useIntl } from 'dumi';
import Toc from 'dumi/theme-original/slots/Toc';
import React, { type FC } from 'react';

/** dumi's table of contents of the page, as a named complementary landmark. */
const SiteToc: FC = () => {
  const intl = useIntl();
  return (
    <aside className="tl-toc" aria-label={intl.formatMessage({ id: 'a11y.toc.label' })}>
      <Toc />
    </aside>
  );
};

export default SiteToc;
