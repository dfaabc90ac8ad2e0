import { history } from 'dumi';
import { canonicalPath } from './route-rules';

/** Runtime half of the routes plugin: keeps the address bar on the canonical path, on load and after navigation. */
export function onRouteChange({ location }: { location: Location }) {
  const canonical = canonicalPath(location.pathname);
  if (canonical !== location.pathname) {
    history.replace(canonical + location.search + location.hash);
  }
}
