import { useIntl } from 'dumi';
import 'dumi/theme-default/slots/SourceCodeEditor/index.less';
import React, { useEffect, useRef, useState, type CSSProperties, type FC } from 'react';
import SourceCode from '../../builtins/SourceCode';

/** The spec's live-demo delay: a demo recompiles this long after the last edit. */
const RECOMPILE_DELAY_MS = 500;

interface SourceCodeEditorProps {
  lang: string;
  initialValue: string;
  /** the edited source, once typing has paused for RECOMPILE_DELAY_MS */
  onChange?: (code: string) => void;
}

/** The type metrics of the highlighted code, so that the text area's letters sit on its letters. */
function typeOf(pre: HTMLPreElement): CSSProperties {
  const style = window.getComputedStyle(pre);
  // with line numbers, the code starts after the number column (read, not changed)
  const firstCode = pre.querySelector<HTMLElement>('.line-cell');
  return {
    fontSize: style.fontSize,
    fontFamily: style.fontFamily,
    lineHeight: style.lineHeight,
    padding: style.padding,
    margin: style.margin,
    ...(firstCode && { paddingLeft: firstCode.offsetLeft }),
  };
}

/**
 * A demo's code, editable: a transparent text area over the highlighted copy, which follows every
 * keystroke. Tab is left to the browser, so that it moves focus on instead of trapping it.
 */
const SourceCodeEditor: FC<SourceCodeEditorProps> = ({ lang, initialValue, onChange }) => {
  const intl = useIntl();
  const pre = useRef<HTMLPreElement>(null);
  const [code, setCode] = useState(initialValue);
  const [type, setType] = useState<CSSProperties>();
  const timer = useRef<number>();

  useEffect(() => {
    if (pre.current) setType(typeOf(pre.current));
    return () => window.clearTimeout(timer.current);
  }, []);

  const textarea = type && (
    <textarea
      className="dumi-default-source-code-editor-textarea"
      aria-label={intl.formatMessage({ id: 'a11y.previewer.editor' })}
      style={type}
      value={code}
      autoComplete="off"
      autoCorrect="off"
      autoCapitalize="off"
      spellCheck={false}
      onChange={(event) => {
        const edited = event.target.value;
        setCode(edited);
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => onChange?.(edited), RECOMPILE_DELAY_MS);
      }}
    />
  );

  return (
    <div className="dumi-default-source-code-editor">
      <SourceCode lang={lang} textarea={textarea} preRef={pre}>
        {code}
      </SourceCode>
    </div>
  );
};

export default SourceCodeEditor;
