import { useLiveDemo } from 'dumi';
import { useEffect, type FC, type RefObject } from 'react';

export interface LiveDemoState {
  node?: React.ReactNode;
  error?: Error | null;
  loading?: boolean;
}

interface LiveDemoProps {
  id: string;
  iframe: boolean;
  containerRef: RefObject<HTMLDivElement>;
  /** the latest edited files, compiled as they change */
  source: Record<string, string>;
  onChange(state: LiveDemoState): void;
}

/**
 * dumi's live compilation of an edited demo (the compiler and its renderer), as a module of its
 * own: the demo block loads it when the visitor first edits the code, not with every demo page.
 * It renders nothing itself; it reports the compiled demo, or the error, to the block.
 */
const LiveDemo: FC<LiveDemoProps> = ({ id, iframe, containerRef, source, onChange }) => {
  const { node, error, loading, setSource } = useLiveDemo(id, { iframe, containerRef });
  useEffect(() => setSource(source), [setSource, source]);
  useEffect(() => onChange({ node, error, loading }), [onChange, node, error, loading]);
  return null;
};

export default LiveDemo;
