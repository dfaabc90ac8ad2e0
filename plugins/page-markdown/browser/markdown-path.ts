// Where a page's Markdown lives, for the build (index.ts) and the "Copy page" button alike: kept
// apart from the build-side modules so that the browser gets only this.
import { SITE_EDITIONS } from '../../../site.config';

/**
 * The address of a page's Markdown, from its canonical route path (below the site's base): the
 * page's address plus `.md` (`/products/folder-icon.md`), and `index.md` inside an edition's home
 * (`/index.md`, `/zh-CN/index.md`), whose address ends where a folder would.
 */
export function markdownPathOf(routePath: string): string {
  const home = SITE_EDITIONS.some(({ base }) => base === routePath || `${base}/` === routePath);
  return home ? `${routePath.replace(/\/$/, '')}/index.md` : `${routePath}.md`;
}
