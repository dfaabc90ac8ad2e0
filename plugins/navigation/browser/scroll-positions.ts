/**
 * Back and forward put a page back where the visitor left it. Browsers restore the scroll
 * position themselves when they move through history, but WebKit does it at once, while the
 * page being left is still on screen, and keeps a position cut short to that page's height. So
 * the site notes where each history entry was left and scrolls there once the page is shown.
 */
type Move = { action: string; location: { key?: string } };

/** Where each history entry was left, by its key, noted as the visitor scrolls. */
const leftAt = new Map<string, number>();
const keyOf = (state: unknown) => (state as { key?: string } | null)?.key ?? 'default';
let shownEntry = typeof history === 'undefined' ? '' : keyOf(history.state);
/** A move on its way: the scrolling it brings is no visitor's. */
let arriving: { key: string; back: boolean } | undefined;

if (typeof window !== 'undefined') {
  const note = () => arriving || leftAt.set(shownEntry, window.scrollY);
  window.addEventListener('scroll', note, { passive: true });
}

export function moveStarts({ action, location }: Move) {
  arriving = { key: location.key ?? 'default', back: action === 'POP' };
}

/** The move is on screen: back or forward scrolls to where its entry was left. */
export function moveShown() {
  if (!arriving) return;
  const { key, back } = arriving;
  [shownEntry, arriving] = [key, undefined];
  if (back && leftAt.has(key)) window.scrollTo(0, leftAt.get(key)!);
}
