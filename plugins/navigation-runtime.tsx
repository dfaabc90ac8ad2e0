import nprogress from 'nprogress';
import React, {
  startTransition,
  useEffect,
  useLayoutEffect,
  useTransition,
  type ReactNode,
} from 'react';

type Listener = (update: unknown) => void;
interface ListenableHistory {
  listen(listener: Listener): () => void;
}

/** Starts a navigation's transition; the component below swaps in one it can watch. */
let startNavigation: (update: () => void) => void = startTransition;

/**
 * While a navigation waits for the next page's code, the current page stays as it is: the
 * progress bar dumi shows while a page loads runs meanwhile.
 */
function NavigationProgress() {
  const [pending, start] = useTransition();
  useLayoutEffect(() => {
    startNavigation = start;
    return () => {
      startNavigation = startTransition;
    };
  }, [start]);
  useEffect(() => {
    if (!pending) return undefined;
    nprogress.start();
    return () => void nprogress.done();
  }, [pending]);
  return null;
}

export function rootContainer(container: ReactNode) {
  return (
    <>
      <NavigationProgress />
      {container}
    </>
  );
}

/**
 * Every change of address reaches the router as a transition. A prerendered page hydrates part by
 * part, as the code of its route and its demos arrives; an urgent update that reached a part still
 * waiting (a click on a heading link or the back button in the first moments) would make React 18
 * throw that part's server markup away (errors #418/#421). As a transition it waits for the part.
 * The address bar changes at once either way.
 */
export function modifyClientRenderOpts<T extends { history: ListenableHistory }>(memo: T): T {
  const listen = memo.history.listen.bind(memo.history);
  memo.history.listen = (listener) => listen((update) => startNavigation(() => listener(update)));
  return memo;
}
