import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';

/**
 * A panel that a button opens and closes (the phone menu, the phone sidebar). `toggle` is the
 * button's click handler; `close` suits a click elsewhere. While the panel is open, Escape anywhere
 * on the page closes it and moves focus back to the button (give it `ref={button}`).
 */
export function useEscapablePanel() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback((event: MouseEvent) => {
    // the click would otherwise reach the container's handler, which closes the panel
    event.stopPropagation();
    setOpen((wasOpen) => !wasOpen);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return { open, toggle, close, button };
}
