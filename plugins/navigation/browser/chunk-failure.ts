/**
 * What the site does when a script or style chunk fails to load (a redeploy removed it, the network
 * dropped): reload once, to get the fresh HTML and the chunk names it lists, then say so. The
 * boundary in plugins/navigation/browser/chunk-recovery.tsx catches failures thrown while React renders;
 * code that loads a chunk outside React's rendering (lazy-registry.ts) reports
 * its failure here instead, since React would take a failure thrown while it hydrates for a hydration
 * error.
 */

/** sessionStorage key: the address last reloaded because of a failed chunk, and when. */
const RELOAD_KEY = 'tessera-lab:chunk-reload';
/**
 * A second failure this soon after the reload means the fresh HTML did not help either. Longer than
 * two 120 s chunk time-outs, so that a host that hangs gets one reload, not one every two minutes.
 */
const RELOAD_WINDOW_MS = 10 * 60_000;

/** Whether an error is webpack's failure to load a script or style chunk. */
export function isChunkLoadError(error: unknown): boolean {
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

/** A reload was asked for: later failures of the same moment need nothing more. */
let reloading = false;

/**
 * Whether the visitor is leaving the page. Firefox and WebKit cancel the page's unfinished chunk
 * downloads as soon as another page is asked for, and report each as a failed load: reloading
 * then took the visitor back to the page they had left (issue 27). Set by `beforeunload`, which
 * comes before the downloads are cancelled (a listener no longer keeps a page out of Firefox's
 * back-forward cache: checked in Firefox 153); cleared when the page comes back from that cache
 * or is used again (a download link, for one, starts leaving but stays on the page).
 */
let leaving = false;
if (typeof window !== 'undefined') {
  addEventListener('beforeunload', () => (leaving = true));
  for (const event of ['pageshow', 'pointerdown', 'keydown']) {
    addEventListener(event, () => (leaving = false), true);
  }
}

/**
 * Reloads once for a failed chunk; false when that did not help, and the message is due. A page
 * being left needs neither: true, and nothing is done.
 */
export function recover(): boolean {
  if (reloading || leaving) return true;
  reloading = reloadOnce();
  return reloading;
}

type Listener = () => void;
const listeners = new Set<Listener>();
/** A reported failure needs the message: it stays so for a listener that comes later. */
let messageDue = false;

/** Whether the page is reloading for a failed chunk: rendering it would be wasted. */
export const reloadingForChunk = () => reloading;
/** Whether a reported failure needs the message already (before the app renders, say). */
export const chunkMessageDue = () => messageDue;

/** Called when a reported failure needs the message (reloading did not help). */
export function onChunkFailure(listener: Listener) {
  listeners.add(listener);
  if (messageDue) listener();
  return () => void listeners.delete(listener);
}

export function reportChunkFailure(error: unknown) {
  if (leaving) return; // a download the browser cancelled: nothing failed
  // logged as React logs a failure its boundary catches
  console.error(error);
  if (!isChunkLoadError(error) || recover()) return;
  messageDue = true;
  listeners.forEach((listener) => listener());
}
