import { history } from 'dumi';
import { chunkMessageDue } from '../../navigation/browser/chunk-failure';
import { canonicalPathUnder } from './route-paths';

type Address = { pathname: string; search: string; hash: string };
type RenderOpts = { hydrate?: boolean; basename?: string; history: typeof history };

/** The canonical address for a location below the router's base, or undefined if it is already. */
function canonicalAddress({ pathname, search, hash }: Address, basename: string) {
  const canonical = canonicalPathUnder(pathname, basename);
  return canonical === pathname ? undefined : canonical + search + hash;
}

/** Keeps the address bar on the canonical path after client-side navigation. */
export function onRouteChange({ location, basename }: { location: Address; basename: string }) {
  const address = canonicalAddress(location, basename);
  // umi's history puts the base in front of what it is given
  if (address) history.replace(address.slice(basename.replace(/\/+$/, '').length));
}

/**
 * Moves to the canonical address before the first render, then hydrates only where the markup can
 * match: not the host's one 404.html for an unknown path (it lacks that path's sidebar), not a page
 * opened on `?tab=` (prerendered with its default tab), not a page whose chunk failed for good.
 */
export function modifyClientRenderOpts<T extends RenderOpts>(memo: T): T {
  const address = canonicalAddress(memo.history.location, memo.basename ?? '/');
  if (address) memo.history.replace(address);
  const isNotFoundPage = document.querySelector('.dumi-default-not-found') !== null;
  const opensOtherTab = new URLSearchParams(memo.history.location.search).has('tab');
  const hydrate = memo.hydrate && !isNotFoundPage && !opensOtherTab && !chunkMessageDue();
  return { ...memo, hydrate };
}
