import React, { type FC } from 'react';

/**
 * The header's, the nav's and the sidebar toggle's icons: solid shapes on a 16-unit grid, painted
 * by the `fill` that dumi's styles give these buttons' `svg` (so they follow the colour theme).
 * Decorative: each button has its own accessible name.
 */
const SolidIcon: FC<{ path: string }> = ({ path }) => (
  <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
    <path d={path} />
  </svg>
);

/** Three bars: open the menu. */
export const IconMenu = () => <SolidIcon path="M1 3h14v1.5H1zm0 4.25h14v1.5H1zm0 4.25h14V13H1z" />;
/** A cross: close the menu. */
export const IconClose = () => (
  <SolidIcon path="M3.06 2 2 3.06 6.94 8 2 12.94 3.06 14 8 9.06 12.94 14 14 12.94 9.06 8 14 3.06 12.94 2 8 6.94z" />
);
/** A chevron pointing down: this entry opens a list. */
export const IconDown = () => <SolidIcon path="M1.7 5.06 8 11.36l6.3-6.3L13.24 4 8 9.24 2.76 4z" />;
/** Lines of text aligned left: show the sidebar. */
export const IconSidebar = () => (
  <SolidIcon path="M1 2.5h14V4H1zm0 3.5h9v1.5H1zm0 3.5h14V11H1zm0 3.5h9v1.5H1z" />
);
