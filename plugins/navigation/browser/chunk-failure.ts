// A chunk that fails to load (a redeploy removed it, the network dropped) gets one reload, for the
// fresh HTML and the chunk names it lists, then a message. chunk-recovery.tsx catches failures
// thrown while React renders; code that loads a chunk outside rendering reports it here, since
// React would take a failure thrown while it hydrates for a hydration error.

/** sessionStorage key: the address last reloaded because of a failed chunk, and when. */
const RELOAD_KEY = 'tessera-lab:chunk-reload';
type LastReload = { href?: string; at: number };
/** A failure this soon after that reload means it did not help; longer than two chunk time-outs. */
const RELOAD_WINDOW_MS = 10 * 60_000;

/** Whether an error is webpack's failure to load a script or style chunk. */
export function isChunkLoadError(error: unknown): boolean {
  const { name, message } = (error ?? {}) as { name?: unknown; message?: unknown };
  return name === 'ChunkLoadError' || /Loading (CSS )?chunk \S+ failed/.test(String(message));
}

let reloading = false;
/**
 * Firefox and WebKit report the chunk downloads they cancel as a page is left as failed, and a
 * reload took the visitor back (issue 27). Set by `beforeunload`, which comes first; cleared when
 * the page is shown again or used (a download link starts leaving but stays on the page).
 */
let leaving = false;
if (typeof window !== 'undefined') {
  addEventListener('beforeunload', () => (leaving = true));
  for (const event of ['pageshow', 'pointerdown', 'keydown']) {
    addEventListener(event, () => (leaving = false), true);
  }
  // umi loads a route's chunk itself too, and leaves that promise's failure unhandled: the
  // boundary handles the same failure
  addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) event.preventDefault();
  });
  // React reports an error it recovered from by rendering again as uncaught (reportError, which
  // fires an error event): a failed chunk, which the boundary or the part that waited for it
  // handled, is only logged
  addEventListener('error', (event) => {
    if (!isChunkLoadError(event.error)) return;
    event.preventDefault();
    console.error(event.error);
  });
}

/** Reloads once for a failed chunk; false if just tried, or storage is off: the message is due. */
export function recover(): boolean {
  if (reloading || leaving) return true;
  try {
    const last: LastReload = JSON.parse(sessionStorage.getItem(RELOAD_KEY) ?? '{}');
    if (last.href === location.href && Date.now() - last.at < RELOAD_WINDOW_MS) return false;
    sessionStorage.setItem(RELOAD_KEY, JSON.stringify({ href: location.href, at: Date.now() }));
  } catch {
    return false;
  }
  location.reload();
  return (reloading = true);
}

let messageDue = false;
let showMessage = () => {};

/** Whether the page is reloading for a failed chunk: rendering it would be wasted. */
export const reloadingForChunk = () => reloading;
/** Whether a reported failure needs the message already (before the app renders, say). */
export const chunkMessageDue = () => messageDue;

/** Has the boundary show the message when a reported failure needs it (at once if one did). */
export function onChunkFailure(show: () => void) {
  showMessage = show;
  if (messageDue) show();
}

export function reportChunkFailure(error: unknown) {
  if (leaving) return; // a download the browser cancelled: nothing failed
  console.error(error); // as React logs a failure its boundary catches
  if (!isChunkLoadError(error) || recover()) return;
  messageDue = true;
  showMessage();
}
