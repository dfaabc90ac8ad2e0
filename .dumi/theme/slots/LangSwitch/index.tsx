import { Link, useIntl, useLocation, useRouteMeta } from 'dumi';
import 'dumi/theme-default/slots/LangSwitch/index.less';
import React, { useEffect, useState, type FC } from 'react';
import { SITE_EDITIONS } from '../../../../site.config';
import { counterpartPath, editionOf } from '../../../../plugins/shared/editions';

/**
 * The header's language switch: a link to the same page, at the same section, in each other
 * edition, named in that edition's language (as interlanguage links are). It is a plain link, so it works before scripts run,
 * and the site remembers nothing: the address alone says which edition a visitor reads.
 */
const LangSwitch: FC = () => {
  const intl = useIntl();
  const { pathname, search, hash } = useLocation();
  const current = editionOf(intl.locale);
  // the prerendered page cannot know the query or the section: both are added once it runs
  const [running, setRunning] = useState(false);
  useEffect(() => setRunning(true), []);
  const keep = running ? search + hash : '';
  // an unknown address has no twin: the 404 page offers the other edition's home page
  const isPage = Boolean(useRouteMeta().frontmatter.filename);
  return (
    <>
      {SITE_EDITIONS.filter((edition) => edition.id !== current.id).map((edition) => (
        <Link
          key={edition.id}
          className="dumi-default-lang-switch"
          to={isPage ? counterpartPath(pathname, edition) + keep : edition.base}
          hrefLang={edition.lang}
          lang={edition.lang}
        >
          {edition.name}
        </Link>
      ))}
    </>
  );
};

export default LangSwitch;
