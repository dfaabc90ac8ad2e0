import SourceCodeEditor from 'dumi/theme-original/slots/SourceCodeEditor';
import React, { useEffect, useRef, type ComponentProps, type FC } from 'react';

/** The spec's live-demo delay: a demo recompiles this long after the last edit. */
const RECOMPILE_DELAY_MS = 500;

type Props = ComponentProps<typeof SourceCodeEditor>;

/**
 * The default editor hands every keystroke to the live compiler at once. This wrapper holds the
 * edits back until typing has paused for RECOMPILE_DELAY_MS, then passes on the latest source.
 */
const DebouncedSourceCodeEditor: FC<Props> = ({ onChange, ...rest }) => {
  const timer = useRef<number>();
  useEffect(() => () => window.clearTimeout(timer.current), []);

  return (
    <SourceCodeEditor
      {...rest}
      onChange={(code: string) => {
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => onChange?.(code), RECOMPILE_DELAY_MS);
      }}
    />
  );
};

export default DebouncedSourceCodeEditor;
