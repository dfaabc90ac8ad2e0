import React, { type ReactNode } from 'react';
import { crossFade, moveCommitted } from './cross-fade';
import { addRouteChangeStep } from './route-changes';
import { keepingPlace, moveShown, moveStarts } from './scroll-positions';
import './progress.less';

/** Starts a navigation's transition; the bar below swaps in one it can watch. */
let startNavigation: (update: () => void) => void = React.startTransition;

/** A navigation quicker than this (the next page's code in the cache) shows no bar. */
const SHOW_AFTER_MS = 120;
/** How long the full bar takes to fade once the page is there (progress.less). */
const FADE_MS = 400;

/**
 * While a navigation waits for the next page's code, the page stays as it is and a bar across the
 * top of the window says something is on its way. Decorative: the address bar and the browser's
 * own indicator already tell assistive technology.
 */
function NavigationProgress() {
  const [pending, start] = React.useTransition();
  const [phase, setPhase] = React.useState<'idle' | 'loading' | 'done'>('idle');
  const after = (ms: number, next: typeof phase) => {
    const timer = setTimeout(() => setPhase(next), ms);
    return () => clearTimeout(timer);
  };
  React.useLayoutEffect(() => {
    startNavigation = start;
    return () => {
      startNavigation = React.startTransition;
    };
  }, [start]);
  // the move is on screen: a cross-fade may take its picture
  React.useLayoutEffect(() => {
    if (pending) return;
    moveCommitted();
    moveShown();
  }, [pending]);
  React.useEffect(() => {
    if (pending) return after(SHOW_AFTER_MS, 'loading');
    setPhase((current) => (current === 'loading' ? 'done' : current));
  }, [pending]);
  React.useEffect(() => (phase === 'done' ? after(FADE_MS, 'idle') : undefined), [phase]);
  return phase === 'idle' ? null : (
    <div className="tl-nav-progress" data-phase={phase} aria-hidden="true" />
  );
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
 * Every change of address reaches the app as a transition, which waits for a part still hydrating
 * where an urgent update would make React 18 throw its server markup away (errors #418/#421).
 * dumi's locale provider hears of moves through the same history, so a move to the other edition
 * waits for its texts as a whole.
 */
export function modifyClientRenderOpts<T>(memo: T): T {
  addRouteChangeStep((listener) => (update) => {
    moveStarts(update);
    crossFade(update, () =>
      startNavigation(() => keepingPlace(update.action, () => listener(update))),
    );
  });
  return memo;
}
