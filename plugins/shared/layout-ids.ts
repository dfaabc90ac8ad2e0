/** Element ids that one part of the layout renders and another points at (links, aria-controls). */
export const MAIN_CONTENT_ID = 'main-content';
export const SIDEBAR_ID = 'tl-sidebar';
export const HEADER_MENU_ID = 'tl-header-menu';
export const SITE_FOOTER_ID = 'tl-site-footer';
