import { useState, useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * Whether this component was first rendered by the prerender or by the hydration of its markup
 * (true), or mounted afresh in the browser, after a client-side navigation (false). React renders
 * the server snapshot during the prerender and hydration and the client one otherwise; the answer
 * is kept from the first render, so it never changes for a mounted component.
 */
export function useMountedByHydration(): boolean {
  const hydrating = useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );
  const [mountedByHydration] = useState(hydrating);
  return mountedByHydration;
}
