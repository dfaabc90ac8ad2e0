import { useIntl } from 'dumi';
import React, { Component, type FC, type ReactNode } from 'react';
import { toError } from '../../common/live-demo';

/** What a visitor sees instead of a demo that threw while rendering: the spec's crash fallback. */
export const DemoCrash: FC<{ error: Error }> = ({ error }) => {
  const intl = useIntl();
  return (
    <div className="tl-demo-crash" role="alert">
      <p className="tl-demo-crash-title">{intl.formatMessage({ id: 'previewer.demo.crashed' })}</p>
      {error.message && <p>{error.message}</p>}
      {error.stack && (
        <details open>
          <summary>{intl.formatMessage({ id: 'previewer.demo.error.stack' })}</summary>
          <pre>{error.stack}</pre>
        </details>
      )}
    </div>
  );
};

interface BoundaryState {
  error?: Error;
}

/**
 * Keeps a demo that throws while rendering inside its own block. The block gives it a new `key`
 * for every compiled edit, so a fixed demo starts afresh instead of staying crashed.
 */
export class DemoCrashBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  state: BoundaryState = {};

  static getDerivedStateFromError(thrown: unknown): BoundaryState {
    return { error: toError(thrown) };
  }

  render() {
    return this.state.error ? <DemoCrash error={this.state.error} /> : this.props.children;
  }
}
