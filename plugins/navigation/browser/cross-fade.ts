import './cross-fade.less';

/** Longest the old page's picture is held while the next page renders (its code may be slow). */
const HOLD_MS = 300;

type Run = () => void;
type Address = { pathname: string; search: string };

/** A page's address without its section, as the router tells pages apart (`/products/` too). */
const pageOf = ({ pathname, search }: Address) =>
  pathname.replace(/(.)\/+$/, '$1').toLowerCase() + search;

/** The page last let through: a jump to its sections or its canonical spelling does not fade. */
let shownPage = typeof location === 'undefined' ? '' : pageOf(location);
/** The router updates of the move whose fade has started but not yet taken its picture. */
let pending: Run[] | undefined;
/** Lets the browser take the new page's picture: called when React has committed the move. */
let release: (() => void) | undefined;
const ignore = () => undefined;

/**
 * Runs the router's update for a move to another page (or tab) inside a view transition, unless
 * it is a move back or forward, the browser has none or the visitor prefers reduced motion: the
 * browser keeps a picture of the old page, React renders the new one (as a transition,
 * progress.tsx) and the content cross-fades. Every listener's update of one move goes into the
 * same fade.
 */
export function crossFade(
  { action, location: next }: { action: string; location: Address },
  run: Run,
) {
  if (pending) return void pending.push(run);
  const page = pageOf(next);
  const movesPage = page !== shownPage;
  shownPage = page;
  if (
    !movesPage ||
    // back or forward: the browser puts the page back where the visitor left it, which it cannot
    // do while the fade still shows the page being left
    action === 'POP' ||
    typeof document.startViewTransition !== 'function' ||
    matchMedia('(prefers-reduced-motion: reduce)').matches
  ) {
    return run();
  }
  const runs = [run];
  pending = runs;
  const transition = document.startViewTransition(
    () =>
      new Promise<void>((resolve) => {
        if (pending === runs) pending = undefined;
        release = resolve;
        setTimeout(resolve, HOLD_MS);
        runs.forEach((update) => update());
      }),
  );
  // a fade cut short by the next move (back, then forward at once) rejects these: no error
  transition.ready.catch(ignore);
  transition.finished.catch(ignore);
}

/** React has committed the move: the browser may take the new page's picture and fade. */
export function moveCommitted() {
  release?.();
  release = undefined;
}
