import { Helmet, useIntl } from 'dumi';
import NotFound from 'dumi/theme-original/slots/NotFound';
import React, { type FC } from 'react';

/** dumi's 404 page, with a document title that says what happened. */
const SiteNotFound: FC = () => {
  const intl = useIntl();
  return (
    <>
      <Helmet>
        <title>{intl.formatMessage({ id: '404.document.title' })}</title>
      </Helmet>
      <NotFound />
    </>
  );
};

export default SiteNotFound;
