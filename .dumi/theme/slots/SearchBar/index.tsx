import { history, useIntl } from 'dumi';
import React, { useEffect, useId, useRef, useState, type FC, type KeyboardEvent } from 'react';
import { useSiteSearch, type SearchStatus } from '../../common/search/use-site-search';
import type { SearchResultProps } from '../SearchResult';
import { HEADER_MENU_ID } from '../../../../plugins/shared/layout-ids';
import './index.less';

type Results = FC<SearchResultProps>;
type ResultsModule = typeof import('../SearchResult');
let resultsModule: Promise<ResultsModule> | undefined;

/** The results' code, loaded with the first focus of the box (beside the search data, one chunk). */
function loadResults() {
  resultsModule ??= import(/* webpackChunkName: "search" */ '../SearchResult').catch((error) => {
    resultsModule = undefined; // the next focus tries again
    throw error;
  });
  return resultsModule;
}

/** The results' box until their code is there: "Loading..." or the failure, and an empty listbox. */
const ResultsPending: FC<{ status: SearchStatus; listboxId: string }> = ({ status, listboxId }) => {
  const intl = useIntl();
  return (
    <div className="dumi-default-search-result tl-search-result">
      {status === 'failed' ? (
        <p className="tl-search-failed">{intl.formatMessage({ id: 'search.failed' })}</p>
      ) : (
        status !== 'idle' && (
          <p className="tl-search-loading">{intl.formatMessage({ id: 'search.loading' })}</p>
        )
      )}
      <div
        role="listbox"
        id={listboxId}
        aria-label={intl.formatMessage({ id: 'search.label' })}
        hidden
      />
    </div>
  );
};

const isEditable = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || target.isContentEditable);

/**
 * The header search: an ARIA combobox whose popup is a listbox of hints. Ctrl/⌘+K or "/" focuses
 * it, arrow keys move through the hints, Enter opens one, Escape closes the popup and gives focus
 * back to where it was.
 */
const SearchBar: FC = () => {
  const intl = useIntl();
  const { keywords, setKeywords, status, result, more, loadMore, load } = useSiteSearch();
  const id = useId();
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const inputRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const [focused, setFocused] = useState(false);
  const [SearchResult, setSearchResult] = useState<Results>();
  const [dismissed, setDismissed] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [shortcut, setShortcut] = useState('Ctrl K');

  const hints = status === 'done' ? result.flatMap((group) => group.hints) : [];
  const open = focused && !dismissed && keywords.trim() !== '';

  // a new query, or its answer, starts with no active hint ("More results" keeps its own, see
  // SearchResult)
  useEffect(() => setActiveIndex(-1), [status]);

  // a query typed (or pasted) into the prerendered box before the page was interactive is in the
  // box but no state of React's: it is searched as soon as the page is
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    if (document.activeElement === input) onFocus();
    if (input.value) setKeywords(input.value);
    // once, after hydration
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    // set after hydration, so that the server's markup and the first client render agree
    if (/mac|iphone|ipad|ipod/i.test(navigator.platform)) setShortcut('⌘ K');
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const commandK =
        (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';
      const slash =
        event.key === '/' &&
        !event.ctrlKey &&
        !event.metaKey &&
        !event.altKey &&
        !isEditable(event.target);
      if (!commandK && !slash) return;
      event.preventDefault();
      const input = inputRef.current;
      if (!input || document.activeElement === input) return;
      returnFocusTo.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      const focusInput = () => {
        input.focus();
        input.select();
      };
      // on a narrow window the box is in the header's menu: the shortcut opens the menu, and the
      // box takes focus once the menu's fade-in has made it visible
      const menuButton = document.querySelector<HTMLElement>(
        `[aria-controls="${HEADER_MENU_ID}"][aria-expanded="false"]`,
      );
      if (!menuButton || getComputedStyle(menuButton).display === 'none') return focusInput();
      menuButton.click();
      const focusOnceShown = (framesLeft: number) => {
        if (getComputedStyle(input).visibility === 'visible') focusInput();
        else if (framesLeft) requestAnimationFrame(() => focusOnceShown(framesLeft - 1));
      };
      requestAnimationFrame(() => focusOnceShown(30));
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  function onFocus() {
    setFocused(true);
    setDismissed(false);
    load().catch(() => {});
    // a query whose search failed is tried again
    if (status === 'failed' && keywords.trim()) setKeywords(keywords);
    if (!SearchResult)
      loadResults().then(
        ({ default: loaded }) => setSearchResult(() => loaded),
        () => {},
      );
  }

  const close = (giveFocusBack: boolean) => {
    setDismissed(true);
    setActiveIndex(-1);
    const previous = returnFocusTo.current;
    returnFocusTo.current = null;
    if (giveFocusBack && previous?.isConnected && previous !== document.body) previous.focus();
  };

  /** The query's words are marked in the section a chosen hint leads to (common/search/marks.ts). */
  const markWords = (link: string) =>
    loadResults().then(
      ({ markWhenShown }) => markWhenShown(link, keywords),
      () => {},
    );

  const select = () => {
    close(false);
    inputRef.current?.blur();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) {
          setDismissed(false);
          return;
        }
        if (!hints.length) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        const next =
          activeIndex < 0 && step < 0
            ? hints.length - 1
            : (activeIndex + step + hints.length) % hints.length;
        setActiveIndex(next);
        document.getElementById(optionId(next))?.scrollIntoView({ block: 'nearest' });
        return;
      }
      case 'Enter': {
        const hint = hints[activeIndex] ?? hints[0];
        if (!open || !hint) return;
        event.preventDefault();
        markWords(hint.link);
        select();
        history.push(hint.link);
        return;
      }
      case 'Escape':
        event.preventDefault();
        close(true);
    }
  };

  const announcement =
    status === 'done'
      ? hints.length
        ? // "5 results", and ", more available" when "More results" would show more
          intl.formatMessage({ id: 'search.results.count' }, { count: hints.length }) +
          (more ? intl.formatMessage({ id: 'search.results.more' }) : '')
        : intl.formatMessage({ id: 'search.not.found' })
      : status === 'failed'
        ? intl.formatMessage({ id: 'search.failed' })
        : '';

  return (
    // a click on a link closes the popup and goes on to the header, which closes its mobile menu;
    // any other click inside stays here
    <div
      className="tl-search"
      ref={rootRef}
      data-status={status}
      onClick={(event) => {
        const target = event.target as HTMLElement;
        const option = target.closest('[role="option"]');
        if (option) markWords(hints[Number(option.id.slice(optionId(0).length - 1))]?.link ?? '');
        if (target.closest('a')) select();
        else event.stopPropagation();
      }}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <svg className="tl-search-icon" viewBox="0 0 16 16" aria-hidden="true">
        <circle cx="7" cy="7" r="5" />
        <path d="m11 11 4 4" />
      </svg>
      <input
        ref={inputRef}
        className="tl-search-input"
        type="text"
        role="combobox"
        aria-label={intl.formatMessage({ id: 'search.label' })}
        aria-expanded={open}
        aria-controls={listboxId}
        aria-autocomplete="list"
        aria-activedescendant={open && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        aria-keyshortcuts="Control+K Meta+K /"
        placeholder={intl.formatMessage({ id: 'header.search.placeholder' })}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        value={keywords}
        onFocus={onFocus}
        onChange={(event) => {
          setDismissed(false);
          setKeywords(event.target.value);
        }}
        onKeyDown={onKeyDown}
      />
      <kbd className="tl-search-shortcut" aria-hidden="true">
        {shortcut}
      </kbd>
      <div className="tl-search-popover" hidden={!open}>
        {SearchResult ? (
          <SearchResult
            keywords={keywords}
            status={status}
            data={result}
            more={more}
            onMore={loadMore}
            listboxId={listboxId}
            activeIndex={activeIndex}
            optionId={optionId}
            onActivate={setActiveIndex}
          />
        ) : (
          <ResultsPending status={status} listboxId={listboxId} />
        )}
        {hints.length > 0 && (
          <p className="tl-search-keys" aria-hidden="true">
            {intl.formatMessage({ id: 'search.keys' })}
          </p>
        )}
      </div>
      <div className="tl-visually-hidden" role="status" aria-live="polite">
        {open ? announcement : ''}
      </div>
    </div>
  );
};

export default SearchBar;
