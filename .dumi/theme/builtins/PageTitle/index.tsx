import { useAppData, useIntl, useLocation } from 'dumi';
import React, { useRef, useState, type FC, type ReactNode } from 'react';
import { markdownPathOf } from '../../../../plugins/page-markdown/browser/markdown-path';
import { canonicalPath } from '../../../../plugins/pages/browser/route-paths';
import { copyMarkdown } from './copy-markdown';
import './index.less';

/** How long the button says "Copied" (or that the copy failed), as the spec's copy buttons do. */
const RESULT_MS = 2000;

/** The button's labels: ready, copied, failed (the first one's width is kept by all). */
const LABELS = ['page.copy', 'source.copied', 'page.copy.failed'];

/** A sheet of text, and a tick once the page is copied (16-unit grid, stroked). */
const PAGE = 'M3.5 1.5h6l3 3v10h-9zM6 7h4.5M6 9.5h4.5M6 12h3';
const TICK = 'M2.5 8.5l3.5 3.5 7.5-8';

/**
 * A page's title (its first heading, which plugins/markdown/rehype-page-features.mjs wraps in this) with a "Copy page"
 * button beside it, which copies the page's Markdown: the file at the page's address plus `.md`,
 * the same text tools read, fetched on click. The result shows on the button for 2 s and is
 * announced by a live region (not a `status`: that role is the loading indicator's). Every label
 * sits in the button at once, only the current one visible, so its width never changes.
 */
const PageTitle: FC<{ children?: ReactNode }> = ({ children }) => {
  const intl = useIntl();
  const { pathname } = useLocation();
  const { basename = '/' } = useAppData();
  // the message id of the last copy's result, while it shows
  const [result, setResult] = useState<string>();
  const timer = useRef<number>();
  const show = (shown: string) => {
    setResult(shown);
    clearTimeout(timer.current);
    timer.current = window.setTimeout(setResult, RESULT_MS);
  };
  const copy = () =>
    copyMarkdown(basename.replace(/\/$/, '') + markdownPathOf(canonicalPath(pathname))).then(
      () => show(LABELS[1]),
      () => show(LABELS[2]),
    );
  const current = result ?? LABELS[0];

  return (
    <div className="tl-page-title">
      {children}
      <button
        type="button"
        className="tl-copy-page"
        data-copied={result === LABELS[1] || undefined}
        onClick={copy}
      >
        <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d={result === LABELS[1] ? TICK : PAGE} />
        </svg>
        <span className="tl-copy-page-labels">
          {LABELS.map((id) => (
            <span key={id} data-shown={id === current || undefined}>
              {intl.formatMessage({ id })}
            </span>
          ))}
        </span>
      </button>
      <span className="tl-visually-hidden" aria-live="polite">
        {result && intl.formatMessage({ id: result })}
      </span>
    </div>
  );
};

export default PageTitle;
