/**
 * What the site does when a script or style chunk fails to load (a redeploy removed it, the network
 * dropped): reload once, to get the fresh HTML and the chunk names it lists, then say so. The
 * boundary in plugins/chunk-recovery-runtime.tsx catches failures thrown while React renders;
 * code that loads a chunk outside React's rendering (page-details.ts, intl/message-sets.ts) reports
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

/** Reloads once for a failed chunk; false when that did not help, and the message is due. */
export function recover(): boolean {
  if (reloading) return true;
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
  // logged as React logs a failure its boundary catches
  console.error(error);
  if (!isChunkLoadError(error) || recover()) return;
  messageDue = true;
  listeners.forEach((listener) => listener());
}
