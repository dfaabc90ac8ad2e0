import React, { type ReactNode } from 'react';
import enUS from '../.dumi/theme/locales/en-US.json';
import zhCN from '../.dumi/theme/locales/zh-CN.json';

/** sessionStorage key: the address last reloaded because of a failed chunk, and when. */
const RELOAD_KEY = 'tessera-lab:chunk-reload';
/**
 * A second failure this soon after the reload means the fresh HTML did not help either. Longer than
 * two 120 s chunk time-outs, so that a host that hangs gets one reload, not one every two minutes.
 */
const RELOAD_WINDOW_MS = 10 * 60_000;

let basename = '/';

/** Whether an error is webpack's failure to load a script or style chunk. */
function isChunkLoadError(error: unknown): boolean {
  const { name, message } = (error ?? {}) as { name?: unknown; message?: unknown };
  return name === 'ChunkLoadError' || /Loading (CSS )?chunk \S+ failed/.test(String(message));
}

/**
 * Reloads the page once, to fetch the fresh HTML and the chunk names it lists. Returns false, and
 * does nothing, when that was already tried for this address a moment ago (or storage is off, so
 * that a reload loop cannot be ruled out).
 */
function reloadOnce(): boolean {
  try {
    const last = JSON.parse(sessionStorage.getItem(RELOAD_KEY) ?? 'null') as {
      href: string;
      at: number;
    } | null;
    if (last && last.href === location.href && Date.now() - last.at < RELOAD_WINDOW_MS) {
      return false;
    }
    sessionStorage.setItem(RELOAD_KEY, JSON.stringify({ href: location.href, at: Date.now() }));
  } catch {
    return false;
  }
  location.reload();
  return true;
}

/**
 * The four texts of the message in the page's language, read key by key (not the whole message
 * sets, which the bundler would then keep in every page's entry script).
 */
function messages() {
  const zh = document.documentElement.lang.startsWith('zh');
  return {
    'chunk.failed.title': zh ? zhCN['chunk.failed.title'] : enUS['chunk.failed.title'],
    'chunk.failed.description': zh
      ? zhCN['chunk.failed.description']
      : enUS['chunk.failed.description'],
    'chunk.failed.home': zh ? zhCN['chunk.failed.home'] : enUS['chunk.failed.home'],
    'chunk.failed.reload': zh ? zhCN['chunk.failed.reload'] : enUS['chunk.failed.reload'],
  };
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
  state: { error?: unknown; showMessage: boolean } = { showMessage: false };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  componentDidCatch(error: unknown) {
    // while the page reloads, nothing is shown; the message only when reloading did not help
    if (isChunkLoadError(error) && !reloadOnce()) this.setState({ showMessage: true });
  }

  render() {
    const { error, showMessage } = this.state;
    if (error === undefined) return this.props.children;
    // any other error is not this boundary's business: the next boundary up gets it
    if (!isChunkLoadError(error)) throw error;
    return showMessage ? <ChunkFailed /> : null;
  }
}

// umi also starts loading a route's chunk itself when the route changes, and leaves that promise's
// failure unhandled: the boundary below handles the same failure, so that report is dropped
if (typeof window !== 'undefined') {
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) event.preventDefault();
  });
}

export function rootContainer(container: ReactNode) {
  return <ChunkErrorBoundary>{container}</ChunkErrorBoundary>;
}

export function modifyClientRenderOpts<T extends { basename?: string }>(memo: T): T {
  basename = memo.basename ?? '/';
  return memo;
}
