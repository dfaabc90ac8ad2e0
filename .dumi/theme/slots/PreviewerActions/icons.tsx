import React, { type FC } from 'react';

/** A 16 px line icon drawn in the current text colour; decorative, so hidden from assistive tech. */
const LineIcon: FC<{ path: string }> = ({ path }) => (
  <svg
    viewBox="0 0 16 16"
    width="16"
    height="16"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.5"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d={path} />
  </svg>
);

/** Angle brackets: show the code. */
export const IconCode = () => <LineIcon path="M5.5 4 1.5 8l4 4M10.5 4l4 4-4 4" />;
/** Brackets turned inwards: hide the code. */
export const IconHideCode = () => <LineIcon path="M1.5 4l4 4-4 4M14.5 4l-4 4 4 4" />;
/** A box with an arrow leaving it: open elsewhere. */
export const IconOpenOutside = () => (
  <LineIcon path="M9.5 1.5h5v5M14.5 1.5 7.5 8.5M12.5 9.5v5h-11v-11h5" />
);
/** A cube: CodeSandbox. */
export const IconSandbox = () => (
  <LineIcon path="M8 1.5l6 3.25v6.5L8 14.5l-6-3.25v-6.5ZM2 4.75 8 8l6-3.25M8 8v6.5" />
);
/** A lightning bolt: StackBlitz. */
export const IconBolt = () => <LineIcon path="M9.5 1.5 3.5 9h4l-1 5.5 6-7.5h-4Z" />;
/** A cut gem: Sketch. */
export const IconGem = () => (
  <LineIcon path="M4.5 2h7l3 4-6.5 8L1.5 6ZM1.5 6h13M8 14 5.5 6 8 2l2.5 4Z" />
);
/** A tick: done. */
export const IconDone = () => <LineIcon path="M2.5 8.5 6 12l7.5-8" />;
