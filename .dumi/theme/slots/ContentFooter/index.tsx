import { useRouteMeta } from 'dumi';
import ContentFooter from 'dumi/theme-original/slots/ContentFooter';
import React, { type FC } from 'react';

/**
 * dumi's page footer, shown only on pages that come from a Markdown file. The 404 page has none, and
 * would otherwise offer "NEXT" to the first page of whichever section its unknown path falls in.
 */
const SiteContentFooter: FC = () => {
  const { frontmatter } = useRouteMeta();
  return frontmatter.filename ? <ContentFooter /> : null;
};

export default SiteContentFooter;
