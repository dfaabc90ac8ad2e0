import type { History } from 'dumi';

type Listener = Parameters<History['listen']>[0];
/** Wraps a listener of the site's history: the wrapped one decides when the listener hears. */
export type RouteChangeStep = (listener: Listener) => Listener;

const steps: RouteChangeStep[] = [];

/**
 * Every listener of the history (the router, dumi's locale provider, the site's own) hears of a
 * change of address through the steps, the first added outermost. Runtime plugins add theirs in
 * `modifyClientRenderOpts`, which runs before the first render starts to listen.
 */
export function addRouteChangeStep(step: RouteChangeStep) {
  steps.push(step);
}

/**
 * The site's history: `history` as it is, but with listeners that hear through the steps. umi's
 * generated history module builds its own copy from this one, so both see the steps
 * (plugins/internals/entry/browser-history-loader.cjs).
 */
export function withRouteChangeSteps(history: History): History {
  return {
    ...history,
    get action() {
      return history.action;
    },
    get location() {
      return history.location;
    },
    listen: (listener: Listener) =>
      history.listen(steps.reduceRight((inner, step) => step(inner), listener)),
  };
}
