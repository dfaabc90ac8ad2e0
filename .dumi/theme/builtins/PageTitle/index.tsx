import { useAppData, useIntl, useLocation } from 'dumi';
import React, { useEffect, useRef, useState, type FC, type ReactNode } from 'react';
import { markdownPathOf } from '../../../../plugins/page-markdown/markdown-path';
import { canonicalPath } from '../../../../plugins/route-paths';
import { copyMarkdown } from './copy-markdown';
import './index.less';

/** How long the button says "Copied" (or that the copy failed), as the spec's copy buttons do. */
const RESULT_MS = 2000;

type Result = 'copied' | 'failed';

/** A sheet of text, and a tick once the page is copied (16-unit grid, stroked). */
const PAGE = 'M3.5 1.5h6l3 3v10h-9zM6 7h4.5M6 9.5h4.5M6 12h3';
const TICK = 'M2.5 8.5l3.5 3.5 7.5-8';

/**
 * A page's title (its first heading, which plugins/copy-page wraps in this) with a "Copy page"
 * button beside it, which copies the page's Markdown: the file at the page's address plus `.md`,
 * the same text tools read. It is fetched on click. The result shows on the button for 2 s and is
 * announced by a live region (not a `status`: that role is the loading indicator's); the button keeps the width of its longest label, so nothing moves.
 */
const PageTitle: FC<{ children?: ReactNode }> = ({ children }) => {
  const intl = useIntl();
  const { pathname } = useLocation();
  const { basename = '/' } = useAppData();
  const [result, setResult] = useState<Result>();
  const timer = useRef<number>();
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = () => {
    const url = basename.replace(/\/$/, '') + markdownPathOf(canonicalPath(pathname));
    copyMarkdown(url).then(
      () => show('copied'),
      () => show('failed'),
    );
  };
  const show = (shown: Result) => {
    setResult(shown);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setResult(undefined), RESULT_MS);
  };
  const labels = {
    idle: intl.formatMessage({ id: 'page.copy' }),
    copied: intl.formatMessage({ id: 'source.copied' }),
    failed: intl.formatMessage({ id: 'page.copy.failed' }),
  };
  const state = result ?? 'idle';

  return (
    <div className="tl-page-title">
      {children}
      <button type="button" className="tl-copy-page" data-state={state} onClick={copy}>
        <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d={state === 'copied' ? TICK : PAGE} />
        </svg>
        <span className="tl-copy-page-labels">
          {(['idle', 'copied', 'failed'] as const).map((key) => (
            <span key={key} data-shown={key === state || undefined}>
              {labels[key]}
            </span>
          ))}
        </span>
      </button>
      <span className="tl-visually-hidden" aria-live="polite">
        {result && labels[result]}
      </span>
    </div>
  );
};

export default PageTitle;
