import type { Plugin } from 'unified';

/** Markdown that may hold a GFM link without brackets. */
export const MAY_HAVE_BARE_LINKS: RegExp;

declare const remarkBareLinksOnlyWhenWritten: Plugin;
export default remarkBareLinksOnlyWhenWritten;
