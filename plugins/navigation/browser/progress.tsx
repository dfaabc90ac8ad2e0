import React, {
  startTransition,
  useEffect,
  useLayoutEffect,
  useState,
  useTransition,
  type ReactNode,
} from 'react';
import { history as exportedHistory } from 'dumi';
import { crossFade, moveCommitted } from './cross-fade';
import './progress.less';

type Update = { location: { pathname: string; search: string } };
type Listener = (update: Update) => void;
interface ListenableHistory {
  listen(listener: Listener): () => void;
}

/** Starts a navigation's transition; the component below swaps in one it can watch. */
let startNavigation: (update: () => void) => void = startTransition;

/** A navigation quicker than this (the next page's code in the cache) shows no bar. */
const SHOW_AFTER_MS = 120;
/** How long the full bar takes to fade once the page is there (progress.less). */
const FADE_MS = 400;

type Phase = 'idle' | 'loading' | 'done';

/**
 * While a navigation waits for the next page's code, the current page stays as it is and a bar
 * across the top of the window says that something is on its way. Decorative: the address bar
 * and the browser's own indicator already tell assistive technology.
 */
function NavigationProgress() {
  const [pending, start] = useTransition();
  const [phase, setPhase] = useState<Phase>('idle');
  useLayoutEffect(() => {
    startNavigation = start;
    return () => {
      startNavigation = startTransition;
    };
  }, [start]);
  // the move is on screen: a cross-fade (view-transitions/cross-fade.ts) may take its picture
  useLayoutEffect(() => {
    if (!pending) moveCommitted();
  }, [pending]);
  useEffect(() => {
    if (!pending) {
      setPhase((current) => (current === 'loading' ? 'done' : current));
      return undefined;
    }
    const timer = setTimeout(() => setPhase('loading'), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [pending]);
  useEffect(() => {
    if (phase !== 'done') return undefined;
    const timer = setTimeout(() => setPhase('idle'), FADE_MS);
    return () => clearTimeout(timer);
  }, [phase]);
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
 * Makes every listener of `target` hear of a change of address inside a transition, and of a move
 * to another page inside a cross-fade where the browser can (view-transitions/cross-fade.ts).
 */
function listenInTransitions(target: ListenableHistory) {
  const listen = target.listen.bind(target);
  target.listen = (listener) =>
    listen((update) => crossFade(update, () => startNavigation(() => listener(update))));
}

/**
 * Every change of address reaches the app as a transition. A prerendered page hydrates part by
 * part, as the code of its route and its demos arrives; an urgent update that reached a part still
 * waiting (a click on a heading link or the back button in the first moments) would make React 18
 * throw that part's server markup away (errors #418/#421). As a transition it waits for the part.
 * The address bar changes at once either way. umi hands the router its browser history and exports
 * a copy of it (`history` from 'dumi', which dumi's locale provider listens to): both are wrapped,
 * so a move to the other edition, whose texts may still be loading, waits as a whole.
 */
export function modifyClientRenderOpts<T extends { history: ListenableHistory }>(memo: T): T {
  listenInTransitions(memo.history);
  if ((exportedHistory as unknown) !== memo.history) {
    listenInTransitions(exportedHistory as unknown as ListenableHistory);
  }
  return memo;
}
