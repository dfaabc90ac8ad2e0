import { useDemo } from 'dumi';
import React, {
  createElement,
  useEffect,
  useState,
  type ComponentType,
  type FC,
  type ReactNode,
} from 'react';
import { compileDemo, toError, type EditableDemo } from '../../common/live-demo';
import { DemoCrashBoundary } from './DemoCrash';

interface LiveDemoProps {
  id: string;
  /** the edited files, by name; compiled whenever a new object arrives */
  source: Record<string, string>;
  /** the demo as published, shown until the first edit has compiled */
  children: ReactNode;
  /** the compile or load error of the latest edit, or null once an edit compiled */
  onError(error: Error | null): void;
}

interface Compiled {
  /** counts compiled edits: each one renders in a fresh crash boundary */
  version: number;
  component: ComponentType;
}

/**
 * An edited demo, compiled in the page (a module of its own, loaded with the first edit). Only the
 * newest edit's outcome is used: an older compile that finishes late is dropped. A source that does
 * not compile keeps the last working demo on screen, beside the error.
 */
const LiveDemo: FC<LiveDemoProps> = ({ id, source, children, onError }) => {
  const demo = useDemo(id) as EditableDemo | undefined;
  const [compiled, setCompiled] = useState<Compiled>();

  useEffect(() => {
    if (!demo) return;
    let newest = true;
    compileDemo(id, demo, source).then(
      (component) => {
        if (!newest) return;
        setCompiled((previous) => ({ version: (previous?.version ?? 0) + 1, component }));
        onError(null);
      },
      (thrown: unknown) => newest && onError(toError(thrown)),
    );
    return () => {
      newest = false;
    };
  }, [id, demo, source, onError]);

  if (!compiled) return <>{children}</>;
  return (
    <DemoCrashBoundary key={compiled.version}>
      {createElement(compiled.component)}
    </DemoCrashBoundary>
  );
};

export default LiveDemo;
