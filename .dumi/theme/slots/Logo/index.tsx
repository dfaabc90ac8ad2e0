import { Link, useIntl, useSiteData } from 'dumi';
import React, { type FC } from 'react';
import { editionOf } from '../../../../plugins/shared/editions';
import './index.less';

/**
 * The header's home link: the logo and the site name. The logo is decorative here (alt=""): the
 * link's name is the visible site name, which an alt text would only repeat. It leads to the home
 * page of the edition being read.
 */
const Logo: FC = () => {
  const { themeConfig } = useSiteData();
  const { base } = editionOf(useIntl().locale);
  return (
    <Link className="tl-logo" to={base}>
      {themeConfig.logo && <img src={themeConfig.logo} alt="" width={40} height={40} />}
      {themeConfig.name}
    </Link>
  );
};

export default Logo;
