/**
 * Names, roles and states that dumi's built-in layout parts leave out and that no slot exposes: the
 * header and its menu button, the nav dropdown buttons, the mobile sidebar bar and the sidebar, the
 * page footer's list, the demo actions and the demo titles. Every step is idempotent, so the layout
 * runs it after each render and each DOM change of the parts dumi re-renders.
 */
export interface AccessibilityLabels {
  menu: string;
  submenu: (title: string) => string;
  sidebar: string;
  sidebarBar: string;
  colourSwitch: string;
  codeEditor: string;
}

function setAttribute(element: Element, name: string, value: string | null) {
  if (value === null) {
    if (element.hasAttribute(name)) element.removeAttribute(name);
  } else if (element.getAttribute(name) !== value) {
    element.setAttribute(name, value);
  }
}

/** Current-page marks in the header nav: "page" for the page itself, "true" for its section. */
function markCurrentNavItems(root: Element, pathname: string) {
  root.querySelectorAll('.dumi-default-navbar a[href]').forEach((link) => {
    const path = new URL((link as HTMLAnchorElement).href).pathname.replace(/\/$/, '') || '/';
    const here = pathname.replace(/\/$/, '') || '/';
    let current: string | null = null;
    if (path === here) current = 'page';
    else if (link.classList.contains('active')) current = 'true';
    setAttribute(link, 'aria-current', current);
  });
}

/** The attributes dumi toggles on the parts above, which the states set here mirror. */
export const WATCHED_ATTRIBUTES = [
  'data-mobile-active',
  'data-mobile-sidebar-active',
  'data-collapsed',
  'data-dumi-tooltip',
];

export function enhanceAccessibility(
  root: Element,
  labels: AccessibilityLabels,
  pathname: string,
): void {
  const header = root.querySelector('.dumi-default-header');
  if (header) {
    setAttribute(header, 'role', 'banner');
    const menuButton = header.querySelector('.dumi-default-header-menu-btn');
    if (menuButton) {
      setAttribute(menuButton, 'aria-label', labels.menu);
      setAttribute(menuButton, 'aria-expanded', String(header.hasAttribute('data-mobile-active')));
    }
  }

  root.querySelectorAll('.dumi-default-navbar-collapse-btn').forEach((button) => {
    const title = button.previousElementSibling?.textContent ?? '';
    setAttribute(button, 'aria-label', labels.submenu(title));
    setAttribute(button, 'aria-expanded', String(button.hasAttribute('data-collapsed')));
  });
  markCurrentNavItems(root, pathname);

  root
    .querySelectorAll('.dumi-default-color-switch select')
    .forEach((select) => setAttribute(select, 'aria-label', labels.colourSwitch));

  const layout = root.querySelector('.dumi-default-doc-layout') ?? root;
  // the target of the "Skip to content" link
  const main = layout.querySelector(':scope > main');
  if (main && !main.id) main.id = 'main-content';
  const sidebar = root.querySelector('.dumi-default-sidebar');
  if (sidebar) {
    setAttribute(sidebar, 'role', 'navigation');
    setAttribute(sidebar, 'aria-label', labels.sidebar);
    if (!sidebar.id) sidebar.id = 'tl-sidebar';
  }
  const sidebarBar = root.querySelector('.dumi-default-doc-layout-mobile-bar');
  if (sidebarBar) {
    // the bar holds only the toggle of the sidebar navigation
    setAttribute(sidebarBar, 'role', 'region');
    setAttribute(sidebarBar, 'aria-label', labels.sidebarBar);
    const toggle = sidebarBar.querySelector('.dumi-default-sidebar-btn');
    if (toggle) {
      setAttribute(
        toggle,
        'aria-expanded',
        String(layout.hasAttribute('data-mobile-sidebar-active')),
      );
      if (sidebar) setAttribute(toggle, 'aria-controls', sidebar.id);
    }
  }

  // dumi lists the footer facts, and the pages of an untitled sidebar group, as <dd> without any
  // <dt>: not a definition list
  root
    .querySelectorAll('.dumi-default-content-footer > dl, .dumi-default-sidebar > dl')
    .forEach((list) =>
      setAttribute(list, 'role', list.querySelector(':scope > dt') ? null : 'none'),
    );

  // icon-only links and buttons (social links, demo actions): their tooltip is their name
  root.querySelectorAll('a[data-dumi-tooltip], button[data-dumi-tooltip]').forEach((control) => {
    if (!control.textContent?.trim()) {
      setAttribute(control, 'aria-label', control.getAttribute('data-dumi-tooltip'));
    }
  });
  // code blocks and wide tables scroll on their own at narrow widths: keyboard users must reach them
  root.querySelectorAll('pre, .dumi-default-table-content').forEach((region) => {
    const scrolls =
      region.scrollWidth > region.clientWidth || region.scrollHeight > region.clientHeight;
    setAttribute(region, 'tabindex', scrolls ? '0' : null);
  });
  root
    .querySelectorAll('.dumi-default-previewer textarea')
    .forEach((editor) => setAttribute(editor, 'aria-label', labels.codeEditor));
}
