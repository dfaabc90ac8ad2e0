import React, { type ReactNode } from 'react';
import { chunkMessageDue, isChunkLoadError, onChunkFailure, recover } from './chunk-failure';
// the message's texts in each edition's language, in the entry script: written by ../chunk-recovery.ts
import texts from '@@/plugin-siteChunkRecovery/texts';
import { SITE_EDITIONS } from '../../../site.config';

let basename = '/';

/** The texts of the edition whose page this is (by the document's language), else the first's. */
function messages(): Record<string, string> {
  const { lang } = document.documentElement;
  const edition = SITE_EDITIONS.find((candidate) => candidate.lang === lang) ?? SITE_EDITIONS[0];
  return texts[edition.id];
}

function ChunkFailed() {
  const text = messages();
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

/**
 * Catches a failed chunk below the app root. Without it React unmounts the whole document, which
 * blanks the page.
 */
class ChunkErrorBoundary extends React.Component<
  { children: ReactNode },
  { error?: unknown; showMessage: boolean }
> {
  state: { error?: unknown; showMessage: boolean } = { showMessage: chunkMessageDue() };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  private stopListening?: () => void;

  componentDidMount() {
    // a part that waits for a chunk while it suspends reports a failure instead of throwing it
    this.stopListening = onChunkFailure(() => this.setState({ showMessage: true }));
  }

  componentWillUnmount() {
    this.stopListening?.();
  }

  componentDidCatch(error: unknown) {
    // while the page reloads, nothing is shown; the message only when reloading did not help
    if (isChunkLoadError(error) && !recover()) this.setState({ showMessage: true });
  }

  render() {
    const { error, showMessage } = this.state;
    if (showMessage) return <ChunkFailed />;
    if (error === undefined) return this.props.children;
    // any other error is not this boundary's business: the next boundary up gets it
    if (!isChunkLoadError(error)) throw error;
    return null;
  }
}

// umi also starts loading a route's chunk itself when the route changes, and leaves that promise's
// failure unhandled: the boundary below handles the same failure, so that report is dropped
if (typeof window !== 'undefined') {
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) event.preventDefault();
  });
  // React reports an error it recovered from by rendering again (umi gives it no handler of its
  // own) as uncaught, through reportError: a failed chunk, which the boundary or the part that
  // waited for it has handled (a reload, or the message), is logged as the boundary logs it
  const report = window.reportError?.bind(window);
  if (report) {
    window.reportError = (error: unknown) =>
      isChunkLoadError(error) ? console.error(error) : report(error);
  }
}

export function rootContainer(container: ReactNode) {
  return <ChunkErrorBoundary>{container}</ChunkErrorBoundary>;
}

/** The home link of the message leads to the router's base path; whether to hydrate is decided in pages/browser/first-render.ts. */
export function modifyClientRenderOpts<T extends { basename?: string }>(memo: T): T {
  basename = memo.basename ?? '/';
  return memo;
}
