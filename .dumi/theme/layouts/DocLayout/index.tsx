import { Helmet, useRouteMeta } from 'dumi';
import DocLayout from 'dumi/theme-original/layouts/DocLayout';
import React, { type FC } from 'react';
import { SITE_NAME } from '../../../../site.config';
import './index.less';

/** dumi's doc layout, with every document title suffixed by the site name. */
const SiteDocLayout: FC = () => {
  const { frontmatter } = useRouteMeta();
  const isHome = Boolean(frontmatter.hero);

  return (
    <>
      <Helmet titleTemplate={isHome ? SITE_NAME : `%s - ${SITE_NAME}`} defaultTitle={SITE_NAME} />
      <DocLayout />
    </>
  );
};

export default SiteDocLayout;
