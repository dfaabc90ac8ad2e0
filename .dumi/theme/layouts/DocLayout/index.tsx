import { Helmet, useIntl, useLocation, useRouteMeta } from 'dumi';
import DocLayout from 'dumi/theme-original/layouts/DocLayout';
import Footer from 'dumi/theme-original/slots/Footer';
import React, { useRef, type FC } from 'react';
import { SITE_NAME } from '../../../../site.config';
import { useLayoutAccessibility } from '../../common/useLayoutAccessibility';
import './accessibility.less';
import './index.less';

/**
 * dumi's doc layout, with every document title suffixed by the site name, a "Skip to content" link
 * before it and the site footer after it (dumi puts the footer inside <main>, where it is no
 * contentinfo landmark; the Footer slot is empty so that it is not shown twice).
 */
const SiteDocLayout: FC = () => {
  const { frontmatter } = useRouteMeta();
  const isHome = Boolean(frontmatter.hero);
  const intl = useIntl();
  const { pathname } = useLocation();
  const rootRef = useRef<HTMLDivElement>(null);
  useLayoutAccessibility(rootRef, pathname);

  return (
    <div ref={rootRef} className="tl-site">
      <Helmet titleTemplate={isHome ? SITE_NAME : `%s - ${SITE_NAME}`} defaultTitle={SITE_NAME} />
      <a className="tl-skip-link" href="#main-content" onClick={skipToContent}>
        {intl.formatMessage({ id: 'a11y.skip.to.content' })}
      </a>
      <DocLayout />
      <footer className="tl-site-footer">
        <Footer />
      </footer>
    </div>
  );
};

/** Moves focus (not only the scroll position) to the page's main content. */
function skipToContent(event: React.MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById('main-content');
  if (!target) return;
  event.preventDefault();
  target.setAttribute('tabindex', '-1');
  target.focus();
  target.scrollIntoView({ block: 'start' });
}

export default SiteDocLayout;
