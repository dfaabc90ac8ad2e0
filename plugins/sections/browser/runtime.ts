import { history as exportedHistory } from 'dumi';
import { keepClientRoutes, sectionsToWaitFor } from './registry';

type Listener = (update: { location: { pathname: string } }) => void;
interface ListenableHistory {
  listen(listener: Listener): () => void;
}

/** umi's client routes, kept for the sections that load later (registry.ts). */
export function patchClientRoutes({ routes }: { routes: Parameters<typeof keepClientRoutes>[0] }) {
  keepClientRoutes(routes);
}

/**
 * Tells every listener of `target` of a move only once the sections of its address are there, in
 * the order the moves happened: the router then finds the page's route among them.
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
 * Every move to another address waits for the sections it may be in. umi hands the router its
 * browser history and exports a copy of it (`history` from 'dumi', which dumi's locale provider
 * listens to): both are wrapped. This plugin must wrap them before the navigation runtime does, so
 * that the listener it calls is the one that runs in a transition.
 */
export function modifyClientRenderOpts<T extends { history: ListenableHistory }>(memo: T): T {
  listenOnceSectionsLoaded(memo.history);
  if ((exportedHistory as unknown) !== memo.history) {
    listenOnceSectionsLoaded(exportedHistory as unknown as ListenableHistory);
  }
  return memo;
}
