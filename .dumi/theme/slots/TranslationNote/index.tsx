import { Link, useIntl, useLocation } from 'dumi';
import React, { type FC } from 'react';
import { counterpartPath, editionOf } from '../../../../plugins/shared/editions';
import { SITE_EDITIONS } from '../../../../site.config';
import { usePageFrontmatter } from '../../common/usePageDetails';
import './index.less';

/**
 * Above a translation whose English page changed after it was translated (the build reads that
 * from git: `translationBehind`, the date of the change): when, and a link to the English page. A
 * status, so that a screen reader says it once when a move in the app brings it.
 */
const TranslationNote: FC = () => {
  const intl = useIntl();
  const { pathname } = useLocation();
  const { translationBehind } = usePageFrontmatter() as { translationBehind?: string };
  if (!translationBehind) return null;
  const date = new Intl.DateTimeFormat(editionOf(intl.locale).lang, {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${translationBehind}T00:00:00Z`));
  const english = SITE_EDITIONS[0];
  return (
    <p className="tl-translation-note" role="status">
      {intl.formatMessage({ id: 'translation.behind' }, { date })}{' '}
      <Link to={counterpartPath(pathname, english)} hrefLang={english.lang} lang={english.lang}>
        {intl.formatMessage({ id: 'translation.english' })}
      </Link>
    </p>
  );
};

export default TranslationNote;
