import { Link, useIntl, useNavData } from 'dumi';
import React, { useEffect, useRef, useState, type FC } from 'react';
import type {
  HighlightSegment,
  SearchHint,
  SearchResultGroup,
} from '../../../../plugins/search/browser/types';
import type { SearchStatus } from '../../common/search/use-site-search';
import './index.less';

export interface SearchResultProps {
  keywords: string;
  status: SearchStatus;
  data: SearchResultGroup[];
  /** whether "More results" would show more, and what asks for them */
  more: boolean;
  onMore: () => void;
  listboxId: string;
  /** the index of the active hint in reading order, -1 for none */
  activeIndex: number;
  optionId: (index: number) => string;
  onActivate: (index: number) => void;
}

const Segments: FC<{ segments: HighlightSegment[] }> = ({ segments }) => (
  <>
    {segments.map((segment, i) =>
      segment.highlighted ? (
        <mark key={i}>{segment.text}</mark>
      ) : (
        <span key={i}>{segment.text}</span>
      ),
    )}
  </>
);

const titleText = (hint: SearchHint) => hint.highlightTitleTexts.map((s) => s.text).join('');

/** When nothing is found: the main sections of the site, from the header nav and its menus. */
const NotFound: FC<{ keywords: string }> = ({ keywords }) => {
  const intl = useIntl();
  const nav = useNavData();
  return (
    <div className="tl-search-empty">
      <p className="tl-search-empty-title">{intl.formatMessage({ id: 'search.not.found' })}</p>
      <p className="tl-search-empty-query">
        {intl.formatMessage({ id: 'search.not.found.query' }, { query: keywords.trim() })}
      </p>
      <p>{intl.formatMessage({ id: 'search.suggestions' })}</p>
      <ul className="tl-search-empty-links">
        {nav
          .flatMap((item) => (item.link ? [item] : (item.children ?? [])))
          .filter((item) => item.link)
          .map((item) => (
            <li key={item.link}>
              <Link to={item.link!}>{item.title}</Link>
            </li>
          ))}
      </ul>
    </div>
  );
};

/** The search popover's body: "Loading...", the result groups as a listbox, or the not-found help. */
const SearchResult: FC<SearchResultProps> = (props) => {
  const { keywords, status, data, more, onMore } = props;
  const { listboxId, activeIndex, optionId, onActivate } = props;
  const intl = useIntl();
  let index = -1;
  const count = data.reduce((sum, group) => sum + group.hints.length, 0);

  // after "More results", the first of the new hints becomes the active one, and the box keeps
  // the keyboard
  const firstNew = useRef<number | null>(null);
  // "More results" asked for, and not answered yet
  const [asked, setAsked] = useState(false);
  useEffect(() => setAsked(false), [data, status]);
  useEffect(() => {
    const first = firstNew.current;
    if (first === null || first >= count) return;
    firstNew.current = null;
    onActivate(first);
    document.querySelector<HTMLElement>(`input[aria-controls="${listboxId}"]`)?.focus();
    document.getElementById(optionId(first))?.scrollIntoView({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [count]);

  return (
    <div className="dumi-default-search-result tl-search-result">
      {(status === 'waiting' || status === 'searching') && (
        <p className="tl-search-loading">{intl.formatMessage({ id: 'search.loading' })}</p>
      )}
      {status === 'failed' && (
        <p className="tl-search-failed">{intl.formatMessage({ id: 'search.failed' })}</p>
      )}
      {status === 'done' && !data.length && <NotFound keywords={keywords} />}
      <div
        role="listbox"
        id={listboxId}
        aria-label={intl.formatMessage({ id: 'search.label' })}
        hidden={status !== 'done' || !data.length}
      >
        {status === 'done' &&
          data.map((group, g) => {
            const groupTitle = group.title ?? intl.formatMessage({ id: 'search.group.other' });
            const labelId = `${listboxId}-group-${g}`;
            return (
              <div role="group" aria-labelledby={labelId} key={labelId} className="tl-search-group">
                <div id={labelId} className="tl-search-group-title">
                  {groupTitle}
                </div>
                {group.hints.map((hint) => {
                  const i = ++index;
                  return (
                    <Link
                      key={i}
                      to={hint.link}
                      role="option"
                      id={optionId(i)}
                      tabIndex={-1}
                      aria-selected={i === activeIndex}
                      data-type={hint.type}
                      className="tl-search-hint"
                      onMouseMove={() => i !== activeIndex && onActivate(i)}
                    >
                      <span className="tl-search-hint-type">
                        {intl.formatMessage({ id: `search.hint.${hint.type}` })}
                      </span>
                      <span className="tl-search-hint-title">
                        <Segments segments={hint.highlightTitleTexts} />
                        {hint.pageTitle && titleText(hint) !== hint.pageTitle && (
                          <span className="tl-search-hint-page"> · {hint.pageTitle}</span>
                        )}
                      </span>
                      {hint.highlightTexts.length > 0 && (
                        <span className="tl-search-hint-text">
                          <Segments segments={hint.highlightTexts} />
                        </span>
                      )}
                    </Link>
                  );
                })}
              </div>
            );
          })}
      </div>
      {status === 'done' && more && data.length > 0 && (
        <button
          type="button"
          className="tl-search-more"
          onClick={() => {
            firstNew.current = count;
            setAsked(true);
            onMore();
          }}
          disabled={asked}
          aria-controls={listboxId}
        >
          {intl.formatMessage({ id: asked ? 'search.loading' : 'search.more' })}
        </button>
      )}
    </div>
  );
};

export default SearchResult;
export { markWhenShown } from '../../common/search/marks';
