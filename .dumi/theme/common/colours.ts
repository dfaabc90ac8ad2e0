/**
 * Replacement values for dumi's theme colour variables (its `styles/variables.less`), passed to less
 * as `modifyVars` through the `theme` option of `.dumirc.ts`. dumi's defaults miss the WCAG AA
 * contrast of 4.5:1 for body-size text: its blue on white is 4.1:1, its note grey 3.2:1, and its
 * dark theme derives a *darker* blue for a dark background (2.8:1). These keep dumi's hues and reach
 * at least 4.5:1 on every background the theme puts them on (site, card and popover backgrounds).
 */
export const ACCESSIBLE_COLOURS = {
  'c-primary': '#0958d9',
  'c-primary-dark': '#4c9dff',
  'c-text-note': '#5f6670',
  'c-text-note-dark': '#9aa4b2',
  'c-text-secondary-dark': '#aab3bf',
} as const;
