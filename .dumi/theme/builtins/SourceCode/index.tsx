import { useIntl, useSiteData } from 'dumi';
import React, {
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type FC,
  type ReactNode,
  type RefObject,
} from 'react';
import { copyText } from '../../common/copy-text';
import { useScrollable } from '../../common/useScrollable';
import { CodeLines } from './CodeLines';
import './index.less';

// prism is loaded only to highlight code the visitor's browser renders itself (see below)
const PrismLines = lazy(() => import('./PrismLines'));

const SHELL = /^(bash|sh|shell|zsh|shellscript|console)$/;
const COPIED_FOR_MS = 2000;

interface SourceCodeProps {
  children?: string;
  lang?: string;
  /** 1-based numbers of the lines to mark, from a code fence's `{1,3-4}` */
  highlightLines?: number[];
  /** an editor laid over the code (dumi's SourceCodeEditor) */
  textarea?: ReactNode;
  extra?: ReactNode;
  /** the <pre> element, for an editor that matches its type to the code's */
  preRef?: RefObject<HTMLPreElement>;
}

/**
 * The highlighted lines a prerendered page already holds for this block, or null. Prism only
 * repeats on hydration what the server rendered, so a page opened directly keeps the server's
 * markup instead of downloading the highlighter; the lines are reused only when their text is
 * exactly this code.
 */
function prerenderedLines(id: string, code: string): string | null {
  if (typeof document === 'undefined') return null;
  const pre = document.getElementById(id);
  if (!pre) return null;
  // prism writes an empty line as a line holding a newline
  const text = Array.from(pre.querySelectorAll('.token-line'), (line) =>
    (line.textContent ?? '').replace(/\n$/, ''),
  );
  return text.join('\n') === code ? pre.innerHTML : null;
}

/** A code block: highlighted, numbered (themeConfig.showLineNum), with a copy button. */
const SourceCode: FC<SourceCodeProps> = ({
  children = '',
  lang = '',
  highlightLines = [],
  textarea,
  extra,
  preRef,
}) => {
  const intl = useIntl();
  const { themeConfig } = useSiteData();
  const numbered = Boolean(themeConfig.showLineNum);
  const code = textarea ? children : children.trim();
  const id = useId();
  const [prerendered] = useState(() => prerenderedLines(id, code));
  const ownPreRef = useRef<HTMLPreElement>(null);
  const preElement = preRef ?? ownPreRef;
  // a block that scrolls is a Tab stop, so that keyboard users can scroll it (not under an editor,
  // whose text area takes the focus)
  const scrollable = useScrollable(preElement) && !textarea;
  const preProps = {
    id,
    ref: preElement,
    className: `prism-code language-${lang}`,
    tabIndex: scrollable ? 0 : undefined,
  };
  const [copied, setCopied] = useState(false);
  const timer = useRef<number>();
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async () => {
    // a shell prompt is not part of the command
    const text = SHELL.test(lang) ? code.replace(/^[$>] /gm, '') : code;
    if (!(await copyText(text))) return;
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), COPIED_FOR_MS);
  };

  const lineOptions = { highlightLines, numbered };
  const plainLines = <CodeLines {...lineOptions} lines={code.split('\n')} />;
  const pre =
    prerendered !== null && !textarea ? (
      <pre {...preProps} dangerouslySetInnerHTML={{ __html: prerendered }} />
    ) : (
      <pre {...preProps}>
        <Suspense fallback={plainLines}>
          <PrismLines code={code} lang={lang} {...lineOptions} />
        </Suspense>
      </pre>
    );
  const label = intl.formatMessage({ id: copied ? 'source.copied' : 'source.copy' });

  return (
    <div className="dumi-default-source-code">
      {lang && <span className="dumi-default-source-code-language">{lang}</span>}
      <button
        type="button"
        className="dumi-default-source-code-copy"
        aria-label={label}
        title={label}
        data-copied={copied || undefined}
        onClick={copy}
      >
        <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          {copied ? (
            <path d="M2.5 8.5l3.5 3.5 7.5-8" fill="none" stroke="currentColor" strokeWidth="1.8" />
          ) : (
            <path
              d="M5.5 1.5h8v10M2.5 4.5h8v10h-8z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.3"
            />
          )}
        </svg>
      </button>
      {textarea ? (
        <div className="dumi-default-source-code-scroll-container">
          <div className="dumi-default-source-code-scroll-content">
            {pre}
            {textarea}
          </div>
        </div>
      ) : (
        pre
      )}
      {extra}
    </div>
  );
};

export default SourceCode;
