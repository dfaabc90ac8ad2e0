/**
 * Back and forward put a page back where the visitor left it. Browsers restore the scroll
 * position themselves when they move through history, but WebKit does it at once, while the
 * page being left is still on screen, and keeps a position cut short to that page's height. So
 * the site notes where each history entry was left and scrolls there once the page is shown.
 */
type Move = { action: string; location: { key?: string } };

/** Where each history entry was left, by its key. */
const leftAt = new Map<string, number>();
const keyOf = (state: unknown) => (state as { key?: string } | null)?.key ?? 'default';
let shownEntry = typeof history === 'undefined' ? '' : keyOf(history.state);
/** A move on its way, until its page is shown. */
let arriving: { key: string; back: boolean } | undefined;

if (typeof window !== 'undefined') {
  // Within the site, back and forward are the site's to restore: Chromium's own restoring, by an
  // element near the top of the screen, follows the site's and can land tens of pixels off. A
  // reload or a return from another site stays the browser's: the entry is handed back as the
  // page is left, and taken once the page has loaded, when the browser has restored it.
  const take = () => setTimeout(() => (history.scrollRestoration = 'manual'));
  if (document.readyState === 'complete') take();
  else window.addEventListener('load', take, { once: true });
  window.addEventListener('pageshow', (event) => event.persisted && take());
  window.addEventListener('pagehide', () => (history.scrollRestoration = 'auto'));
}

/**
 * A move begins where the visitor left the page: every engine still reports that position while
 * it tells the app of back or forward. It is read here rather than from scroll events, which
 * come with the next frame and so, on a busy page, after the move.
 */
export function moveStarts({ action, location }: Move) {
  if (!arriving) leftAt.set(shownEntry, window.scrollY);
  arriving = { key: location.key ?? 'default', back: action === 'POP' };
}

/**
 * The move is on screen: back or forward puts the page where its entry was left, at once, or at
 * the top for an entry the site did not see left.
 */
export function moveShown() {
  if (!arriving) return;
  const { key, back } = arriving;
  [shownEntry, arriving] = [key, undefined];
  if (back) window.scrollTo({ top: leftAt.get(key) ?? 0, behavior: 'instant' });
}

/**
 * Runs a listener's part of a move. Back and forward keep the page being left where it is until
 * the next one is shown: dumi scrolls to the top on every change of path, and smoothly under the
 * style sheet, which would still be under way when the page is put back.
 */
export function keepingPlace(action: string, run: () => void) {
  if (action !== 'POP') return run();
  const { style } = document.documentElement;
  const top = window.scrollY;
  style.scrollBehavior = 'auto';
  run();
  window.scrollTo(0, top);
  style.scrollBehavior = '';
}
