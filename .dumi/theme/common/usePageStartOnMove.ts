import { useEffect, useRef } from 'react';

/**
 * After a move to another page, the keyboard starts again at the top, as after a page load: focus
 * goes to the element that holds "Skip to content" (focusable by script only), so the next Tab
 * reaches that link, where focus would otherwise stay on the link just followed. A move within
 * the page (a hash) leaves focus where it is. Returns the ref for that element.
 */
export function usePageStartOnMove(pathname: string) {
  const pageStart = useRef<HTMLDivElement>(null);
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    pageStart.current?.focus({ preventScroll: true });
  }, [pathname]);
  return pageStart;
}
