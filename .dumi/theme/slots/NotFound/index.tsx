import {
  Helmet,
  Link,
  useAppData,
  useFullSidebarData,
  useIntl,
  useLocale,
  useLocation,
} from 'dumi';
import React, { useMemo, type FC } from 'react';
import { closestPages, type SitePage } from '../../common/closest-pages';
import { editionOf, editionOfPath } from '../../../../plugins/shared/editions';
import './index.less';

const MAX_SUGGESTIONS = 3;
const SUGGESTIONS_ID = 'tl-not-found-suggestions';
const LIST_ID = 'tl-not-found-list';

/** Every page of the sidebars of one edition, once each. */
function useSitePages(editionId: string): SitePage[] {
  const sidebars = useFullSidebarData();
  return useMemo(() => {
    const edition = editionOf(editionId);
    const pages = new Map<string, SitePage>();
    for (const groups of Object.values(sidebars)) {
      for (const { children } of groups) {
        for (const { title, link } of children) {
          if (editionOfPath(link).id === edition.id) pages.set(link, { title, link });
        }
      }
    }
    return [...pages.values()];
  }, [sidebars, editionId]);
}

/**
 * The script the prerendered 404 page runs where it is parsed: a host answers every unknown
 * address with that one file, so only the browser knows the address to suggest pages for.
 */
function suggestionScript(pages: SitePage[], base: string): string {
  return `(function(){var closest=${closestPages.toString()};var base=${JSON.stringify(base)};var path=location.pathname;if(base&&path.indexOf(base)===0)path=path.slice(base.length)||"/";var found=closest(path,${JSON.stringify(pages).replace(/</g, '\\u003c')},${MAX_SUGGESTIONS});if(!found.length)return;var list=document.getElementById(${JSON.stringify(LIST_ID)});found.forEach(function(page){var item=document.createElement("li");var link=document.createElement("a");link.href=base+page.link;link.textContent=page.title;item.appendChild(link);list.appendChild(item)});document.getElementById(${JSON.stringify(SUGGESTIONS_ID)}).hidden=false})();`;
}

/**
 * The 404 page: the spec's "PAGE NOT FOUND" and "Back to homepage", in colours that read in both
 * themes, and the pages whose addresses are closest to the one the visitor opened.
 */
const NotFound: FC = () => {
  const intl = useIntl();
  const locale = useLocale();
  const { pathname } = useLocation();
  const { basename = '/' } = useAppData();
  const pages = useSitePages(intl.locale);
  const suggestions = closestPages(pathname, pages, MAX_SUGGESTIONS);
  const home = 'base' in locale ? locale.base : '/';

  return (
    <div className="dumi-default-not-found tl-not-found">
      <Helmet>
        <title>{intl.formatMessage({ id: '404.document.title' })}</title>
      </Helmet>
      <h1>{intl.formatMessage({ id: '404.title' })}</h1>
      <p>{intl.formatMessage({ id: '404.description' })}</p>
      <section
        id={SUGGESTIONS_ID}
        aria-labelledby={`${SUGGESTIONS_ID}-title`}
        hidden={!suggestions.length}
      >
        <h2 id={`${SUGGESTIONS_ID}-title`}>{intl.formatMessage({ id: '404.suggestions' })}</h2>
        <ul id={LIST_ID}>
          {suggestions.map((page) => (
            <li key={page.link}>
              <Link to={page.link}>{page.title}</Link>
            </li>
          ))}
        </ul>
      </section>
      <Link className="tl-not-found-home" to={home} replace>
        {intl.formatMessage({ id: '404.back' })} <span aria-hidden="true">→</span>
      </Link>
      {/* only in the prerendered file: the app renders the suggestions itself (it never hydrates
          a 404 page, see plugins/pages/browser/first-render.ts), and a script React adds is never run anyway */}
      {typeof window === 'undefined' && (
        <script
          dangerouslySetInnerHTML={{ __html: suggestionScript(pages, basename.replace(/\/$/, '')) }}
        />
      )}
    </div>
  );
};

export default NotFound;
