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
 * The move is on screen: back or forward scrolls to where its entry was left, or to the top for
 * an entry the site did not see left. Smooth under the style sheet, the scroll ends where it
 * aims even when Chromium's own restoring, a few pixels off, comes in while it runs.
 */
export function moveShown() {
  if (!arriving) return;
  const { key, back } = arriving;
  [shownEntry, arriving] = [key, undefined];
  if (back) window.scrollTo(0, leftAt.get(key) ?? 0);
}

/**
 * Runs a listener's part of a move. Back and forward keep the page being left where it is until
 * the next one is shown: dumi scrolls to the top on every change of path, smoothly under the
 * style sheet, so the old page would slide up while the next one loads, and the slide could
 * still be running when the site's own scroll starts.
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
