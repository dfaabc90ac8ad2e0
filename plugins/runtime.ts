import { history } from 'dumi';
import { canonicalPath } from './route-rules';

/** Keeps the address bar on the canonical path, on load and after every navigation. */
export function onRouteChange({ location }: { location: Location }) {
  const canonical = canonicalPath(location.pathname);
  if (canonical !== location.pathname) {
    history.replace(canonical + location.search + location.hash);
  }
}

/**
 * The static host answers every unknown path with the one prerendered 404.html, whose markup cannot
 * match what the app renders at that path (the sidebar of the section, for one). Render it afresh
 * instead of hydrating it, so that no hydration error is raised.
 */
export function modifyClientRenderOpts<T extends { hydrate?: boolean }>(memo: T): T {
  const isNotFoundPage = document.querySelector('.dumi-default-not-found') !== null;
  return { ...memo, hydrate: memo.hydrate && !isNotFoundPage };
}
