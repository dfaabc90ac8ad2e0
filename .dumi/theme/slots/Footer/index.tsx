import { useIntl, useSiteData } from 'dumi';
import 'dumi/theme-default/slots/Footer/index.less';
import React, { type FC } from 'react';

/** The site footer's line, in the language of the page: "© Tessera Lab. Built with dumi." */
const Footer: FC = () => {
  const intl = useIntl();
  const { themeConfig } = useSiteData();
  return (
    <div className="dumi-default-footer">
      {intl.formatMessage({ id: 'footer.text' }, { name: themeConfig.name })}
    </div>
  );
};

export default Footer;
