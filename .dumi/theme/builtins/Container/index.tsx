import 'dumi/theme-default/builtins/Container/index.less';
import React, { type FC, type ReactNode } from 'react';

type ContainerType = 'info' | 'warning' | 'success' | 'error';

/** Circle-and-mark icons on a 16-unit grid, filled with the container's title colour. */
const MARKS: Record<ContainerType, string> = {
  // an "i" in a ring
  info: 'M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1zm0 1.5a5.5 5.5 0 1 1 0 11 5.5 5.5 0 0 1 0-11zM7.25 7h1.5v4.5h-1.5zM8 4.25a.9.9 0 1 1 0 1.8.9.9 0 0 1 0-1.8z',
  // an exclamation mark in a triangle
  warning:
    'M8 1.2 .6 14.5h14.8zm0 3 4.85 8.8H3.15zM7.25 6.5h1.5v3.5h-1.5zM8 10.75a.85.85 0 1 1 0 1.7.85.85 0 0 1 0-1.7z',
  // a tick in a ring
  success:
    'M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1zm0 1.5a5.5 5.5 0 1 1 0 11 5.5 5.5 0 0 1 0-11zm2.7 2.9-3.45 3.5-1.7-1.7-1.05 1.06 2.75 2.75 4.5-4.55z',
  // a cross in a ring
  error:
    'M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1zm0 1.5a5.5 5.5 0 1 1 0 11 5.5 5.5 0 0 1 0-11zM5.7 4.64 4.64 5.7 6.94 8l-2.3 2.3 1.06 1.06L8 9.06l2.3 2.3 1.06-1.06L9.06 8l2.3-2.3-1.06-1.06L8 6.94z',
};

/**
 * A callout (`:::info`, `:::warning`, `:::success`, `:::error` in Markdown, and the message of a
 * demo that crashed): dumi's markup and styles, with icons drawn for the site instead of Ant
 * Design's, which added script to every page with a demo.
 */
const Container: FC<{ type: ContainerType; title?: string; children?: ReactNode }> = ({
  type,
  title,
  children,
}) => (
  <div className="dumi-default-container markdown" data-type={type}>
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d={MARKS[type] ?? MARKS.info} fillRule="evenodd" />
    </svg>
    <h4>{title || type.toUpperCase()}</h4>
    <section>{children}</section>
  </div>
);

export default Container;
