import { useEffect, type RefObject } from 'react';

/**
 * While `open`, Escape anywhere on the page calls `close` and moves focus back to the button that
 * opened the panel (the phone menu, the phone sidebar).
 */
export function useCloseOnEscape(
  open: boolean,
  close: () => void,
  toggle: RefObject<HTMLElement>,
): void {
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, close, toggle]);
}
