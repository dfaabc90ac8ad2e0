import React, { memo, Suspense, type ComponentType } from 'react';

/**
 * A part of the layout that may wait for the page's chunk (page-details.ts), in a Suspense
 * boundary of its own that its parent's re-renders do not reach. While a prerendered boundary
 * waits to hydrate, React 18 throws its markup away if an urgent update (a tap on the phone
 * sidebar toggle) gives it new props (error #421); a memoised part with no props gets none.
 */
export function withOwnBoundary(Part: ComponentType) {
  return memo(function OwnBoundary() {
    return (
      <Suspense fallback={null}>
        <Part />
      </Suspense>
    );
  });
}
