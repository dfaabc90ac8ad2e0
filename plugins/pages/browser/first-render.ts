import { history } from 'dumi';
import { chunkMessageDue } from '../../navigation/browser/chunk-failure';
import { canonicalPathUnder } from './route-paths';

interface ClientRenderOpts {
  hydrate?: boolean;
  basename?: string;
  history: {
    location: { pathname: string; search: string; hash: string };
    replace(to: string): void;
  };
}

/** The router's base path (`/`, or `/repo/` for a site served under a path); set before the first render. */
let basename = '/';

/** The canonical address for a location, or undefined when it already is canonical. */
function canonicalAddress({ pathname, search, hash }: ClientRenderOpts['history']['location']) {
  const canonical = canonicalPathUnder(pathname, basename);
  return canonical === pathname ? undefined : canonical + search + hash;
}

/** Keeps the address bar on the canonical path after client-side navigation. */
export function onRouteChange({ location }: { location: Location }) {
  const address = canonicalAddress(location);
  if (address) history.replace(address);
}

/**
 * Before the first render: move to the canonical address, so that the app renders the page the
 * prerendered HTML holds (a lower-case alias is a copy of it). Then hydrate only when the markup can
 * match: the host answers every unknown path with the one 404.html (whose markup lacks, for one, the
 * sidebar of the section the path falls in), and a page opened on `?tab=` was prerendered with its
 * default tab. Those are rendered afresh instead, so that no hydration error is raised. So is a
 * page whose first render needs a chunk that failed for good: the chunk-failure message replaces it
 * (navigation/browser/chunk-recovery.tsx). This is the one place that decides about hydration.
 */
export function modifyClientRenderOpts<T extends ClientRenderOpts>(memo: T): T {
  basename = memo.basename ?? '/';
  const address = canonicalAddress(memo.history.location);
  if (address) memo.history.replace(address);

  const isNotFoundPage = document.querySelector('.dumi-default-not-found') !== null;
  const opensOtherTab = new URLSearchParams(memo.history.location.search).has('tab');
  const hydrate = memo.hydrate && !isNotFoundPage && !opensOtherTab && !chunkMessageDue();
  return { ...memo, hydrate };
}
