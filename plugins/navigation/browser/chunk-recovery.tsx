import { useAppData } from 'dumi';
import React, { type ReactNode } from 'react';
import { chunkMessageDue, isChunkLoadError, onChunkFailure, recover } from './chunk-failure';
// the message's texts in each edition's language, in the entry script (../chunk-recovery.ts)
import texts from '@@/plugin-siteChunkRecovery/texts';
import { SITE_EDITIONS } from '../../../site.config';

function ChunkFailed() {
  // the home link leads to the router's base path
  const { basename = '/' } = useAppData();
  const { lang } = document.documentElement;
  const edition = SITE_EDITIONS.find((candidate) => candidate.lang === lang) ?? SITE_EDITIONS[0];
  const text = texts[edition.id];
  return (
    <div
      role="alert"
      style={{ maxWidth: 560, margin: '15vh auto', padding: '0 24px', font: '16px/1.6 sans-serif' }}
    >
      <h1 style={{ fontSize: 24 }}>{text['chunk.failed.title']}</h1>
      <p>{text['chunk.failed.description']}</p>
      <p style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
        <a href={basename}>{text['chunk.failed.home']}</a>
        <button type="button" onClick={() => location.reload()}>
          {text['chunk.failed.reload']}
        </button>
      </p>
    </div>
  );
}

type State = { error?: unknown; showMessage: boolean };

/** Catches a failed chunk below the app root: without it React unmounts the whole document. */
class ChunkErrorBoundary extends React.Component<{ children: ReactNode }, State> {
  state: State = { showMessage: chunkMessageDue() };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  componentDidMount() {
    // a part that waits for a chunk while it suspends reports a failure instead of throwing it
    onChunkFailure(() => this.setState({ showMessage: true }));
  }

  componentDidCatch(error: unknown) {
    // while the page reloads, nothing is shown; the message only when reloading did not help
    if (isChunkLoadError(error) && !recover()) this.setState({ showMessage: true });
  }

  render() {
    const { error, showMessage } = this.state;
    if (showMessage) return <ChunkFailed />;
    // any other error is the next boundary's business
    if (error !== undefined && !isChunkLoadError(error)) throw error;
    return error === undefined ? this.props.children : null;
  }
}

export function rootContainer(container: ReactNode) {
  return <ChunkErrorBoundary>{container}</ChunkErrorBoundary>;
}
