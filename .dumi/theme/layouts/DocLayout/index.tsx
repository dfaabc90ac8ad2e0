import {
  Helmet,
  useIntl,
  useLocation,
  useOutlet,
  useRouteMeta,
  useSidebarData,
  useSiteData,
} from 'dumi';
import 'dumi/theme-default/layouts/DocLayout/index.less';
import Content from 'dumi/theme/slots/Content';
import ContentFooter from 'dumi/theme/slots/ContentFooter';
import TranslationNote from '../../slots/TranslationNote';
import Features from 'dumi/theme/slots/Features';
import Footer from 'dumi/theme/slots/Footer';
import Header from 'dumi/theme/slots/Header';
import Hero from 'dumi/theme/slots/Hero';
import Sidebar from 'dumi/theme/slots/Sidebar';
import Toc from 'dumi/theme/slots/Toc';
import React, { type FC } from 'react';
import { SITE_NAME } from '../../../../site.config';
import { editionOf } from '../../../../plugins/shared/editions';
import { usePageFrontmatter } from '../../common/usePageDetails';
import { IconSidebar } from '../../common/layout-icons';
import { withOwnBoundary } from '../../common/own-boundary';
import { MAIN_CONTENT_ID, SIDEBAR_ID, SITE_FOOTER_ID } from '../../../../plugins/shared/layout-ids';
import { useEscapablePanel } from '../../common/useEscapablePanel';
import { useScrollToHash } from '../../common/useScrollToHash';
import './accessibility.less';
import './index.less';

/** The document head of a page: its title with the site name, language, description, keywords. */
const PageHead: FC = () => {
  const intl = useIntl();
  const frontmatter = usePageFrontmatter();
  const { title, description, keywords } = frontmatter;
  return (
    <Helmet
      titleTemplate={frontmatter.hero ? SITE_NAME : `%s - ${SITE_NAME}`}
      defaultTitle={SITE_NAME}
    >
      <html lang={editionOf(intl.locale).lang} />
      {title && <title>{title}</title>}
      {title && <meta property="og:title" content={title} />}
      {description && <meta name="description" content={description} />}
      {description && <meta property="og:description" content={description} />}
      {keywords && <meta name="keywords" content={keywords.join(',')} />}
      {keywords?.map((keyword: string) => (
        <meta key={keyword} property="article:tag" content={keyword} />
      ))}
    </Helmet>
  );
};

// the parts that read the page's whole frontmatter wait for its chunk on their own
const PageHeadPart = withOwnBoundary(PageHead);
const HomeIntroPart = withOwnBoundary(() => (
  <>
    <Hero />
    <Features />
  </>
));
const ContentFooterPart = withOwnBoundary(ContentFooter);
const TranslationNotePart = withOwnBoundary(TranslationNote);

/**
 * The layout of every page: a "Skip to content" link, the header, the home page's hero and
 * features, the section's sidebar (behind a toggle on phones), the page in <main>, and the site
 * footer after <main>, where it is the page's contentinfo landmark.
 */
const DocLayout: FC = () => {
  const intl = useIntl();
  const outlet = useOutlet();
  const sidebar = useSidebarData();
  const { hash, pathname } = useLocation();
  const { loading } = useSiteData();
  const { frontmatter } = useRouteMeta();
  const sidebarPanel = useEscapablePanel();
  useScrollToHash(hash, pathname, loading);
  const showSidebar = frontmatter.sidebar !== false && Boolean(sidebar?.length);
  const message = (id: string) => intl.formatMessage({ id });

  return (
    <div className="tl-site">
      <PageHeadPart />
      <a className="tl-skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={skipToContent}>
        {message('a11y.skip.to.content')}
      </a>
      <div
        className="dumi-default-doc-layout"
        data-mobile-sidebar-active={sidebarPanel.open || undefined}
        onClick={sidebarPanel.close}
      >
        <Header />
        <HomeIntroPart />
        {showSidebar && (
          <div
            className="dumi-default-doc-layout-mobile-bar"
            role="region"
            aria-label={message('a11y.sidebar.bar')}
          >
            <button
              ref={sidebarPanel.button}
              type="button"
              className="dumi-default-sidebar-btn"
              aria-expanded={sidebarPanel.open}
              aria-controls={SIDEBAR_ID}
              onClick={sidebarPanel.toggle}
            >
              <IconSidebar />
              {message('layout.sidebar.btn')}
            </button>
          </div>
        )}
        <main id={MAIN_CONTENT_ID}>
          {showSidebar && <Sidebar />}
          <Content>
            <TranslationNotePart />
            <article>{outlet}</article>
            <ContentFooterPart />
          </Content>
          {frontmatter.toc === 'content' && (
            <div className="dumi-default-doc-layout-toc-wrapper">
              <Toc />
            </div>
          )}
        </main>
      </div>
      <footer id={SITE_FOOTER_ID} className="tl-site-footer">
        <Footer />
      </footer>
    </div>
  );
};

/** Moves focus (not only the scroll position) to the page's main content. */
function skipToContent(event: React.MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById(MAIN_CONTENT_ID);
  if (!target) return;
  event.preventDefault();
  target.setAttribute('tabindex', '-1');
  target.focus();
  target.scrollIntoView({ block: 'start' });
}

export default DocLayout;
