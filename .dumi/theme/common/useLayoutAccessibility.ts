import { useIntl } from 'dumi';
import { useEffect, type RefObject } from 'react';
import {
  enhanceAccessibility,
  WATCHED_ATTRIBUTES,
  type AccessibilityLabels,
} from './accessibility';

/** The open/close pairs of dumi's layout that Escape closes, each with the button that opened it. */
const ESCAPABLE = [
  {
    open: '.dumi-default-doc-layout[data-mobile-sidebar-active]',
    toggle: '.dumi-default-sidebar-btn',
  },
  { open: '.dumi-default-header[data-mobile-active]', toggle: '.dumi-default-header-menu-btn' },
];

/**
 * Keeps the accessibility additions of `enhanceAccessibility` on the layout under `rootRef` while
 * dumi re-renders it, and lets Escape close the mobile sidebar and menu, returning focus to their
 * toggle.
 */
export function useLayoutAccessibility(rootRef: RefObject<HTMLElement>, pathname: string) {
  const intl = useIntl();
  const message = (id: string, values?: Record<string, string>) =>
    intl.formatMessage({ id }, values);

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const labels: AccessibilityLabels = {
      menu: message('a11y.header.menu'),
      submenu: (title) => message('a11y.header.submenu', { title }),
      sidebar: message('a11y.sidebar.label'),
      sidebarBar: message('a11y.sidebar.bar'),
      colourSwitch: message('a11y.color.switch'),
      codeEditor: message('a11y.previewer.editor'),
    };
    const apply = () => enhanceAccessibility(root, labels, window.location.pathname);
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(root, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: WATCHED_ATTRIBUTES,
    });

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      for (const { open, toggle } of ESCAPABLE) {
        const button = root.querySelector(open) && root.querySelector<HTMLElement>(toggle);
        if (button) {
          button.click();
          button.focus();
        }
      }
    };
    // the demo code editor turns Tab into indentation, a keyboard trap: let Tab move focus on
    // (the listener runs before React's, which sits on the app's root element)
    const letTabLeaveEditor = (event: KeyboardEvent) => {
      const target = event.target as Element;
      if (event.key === 'Tab' && target.matches('.dumi-default-source-code-editor textarea')) {
        event.stopPropagation();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    root.addEventListener('keydown', letTabLeaveEditor);
    // whether a code block or table scrolls depends on the window's width
    window.addEventListener('resize', apply);
    return () => {
      window.removeEventListener('resize', apply);
      observer.disconnect();
      document.removeEventListener('keydown', onKeyDown);
      root.removeEventListener('keydown', letTabLeaveEditor);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rootRef, pathname, intl.locale]);
}
