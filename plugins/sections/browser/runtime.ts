import { history } from 'dumi';
import { sectionsToWaitFor } from './registry';

export { patchClientRoutes } from './registry';

type Listener = (update: { location: { pathname: string } }) => void;
type ListenableHistory = { listen(listener: Listener): () => void };

/**
 * Every listener of `target` hears of a move once the sections of its address are there (the
 * router then finds the page's route among them), in the order the moves happened.
 */
function listenOnceSectionsLoaded(target: ListenableHistory) {
  const listen = target.listen.bind(target);
  target.listen = (listener) => {
    let queue: Promise<void> | undefined;
    return listen((update) => {
      const wait = sectionsToWaitFor(update.location.pathname);
      if (!wait && !queue) return listener(update);
      const next: Promise<void> = (queue ?? Promise.resolve())
        .then(() => wait)
        .then(() => {
          if (queue === next) queue = undefined;
          listener(update);
        });
      queue = next;
    });
  };
}

/**
 * umi hands the router its browser history and exports a copy of it (`history` from 'dumi', which
 * dumi's locale provider listens to): both wait. This plugin must wrap them before the navigation
 * runtime does, so that the listener it calls is the one that runs in a transition.
 */
export function modifyClientRenderOpts<T extends { history: ListenableHistory }>(memo: T): T {
  listenOnceSectionsLoaded(memo.history);
  const exported = history as unknown as ListenableHistory;
  if (exported !== memo.history) listenOnceSectionsLoaded(exported);
  return memo;
}
