import { addRouteChangeStep, type RouteChangeStep } from '../../navigation/browser/route-changes';
import { sectionsToWaitFor } from './registry';

export { patchClientRoutes } from './registry';

/**
 * A listener hears of a move once the sections of its address are there (the router then finds
 * the page's route among them), in the order the moves happened.
 */
const onceSectionsLoaded: RouteChangeStep = (listener) => {
  let queue: Promise<void> | undefined;
  return (update) => {
    const wait = sectionsToWaitFor(update.location.pathname);
    if (!wait && !queue) return listener(update);
    const next: Promise<void> = (queue ?? Promise.resolve())
      .then(() => wait)
      .then(() => {
        if (queue === next) queue = undefined;
        listener(update);
      });
    queue = next;
  };
};

/**
 * This plugin comes before the navigation runtime (plugins/preset.ts), so its step is the outer
 * one: the move's transition starts once the sections are there.
 */
export function modifyClientRenderOpts<T>(memo: T): T {
  addRouteChangeStep(onceSectionsLoaded);
  return memo;
}
