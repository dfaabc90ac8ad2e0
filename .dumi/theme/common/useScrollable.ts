import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element under `ref` scrolls (its content is wider or taller than its box), kept up to
 * date as its size changes. A scrolling code block or table must be reachable by keyboard, so its
 * owner gives it `tabIndex={0}` while this is true; one that fits stays out of the Tab order.
 */
export function useScrollable(ref: RefObject<HTMLElement>): boolean {
  const [scrollable, setScrollable] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () =>
      setScrollable(
        element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight,
      );
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return scrollable;
}
