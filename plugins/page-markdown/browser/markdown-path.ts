import { SITE_EDITIONS } from '../../../site.config';

/**
 * A page's Markdown address from its route path, for the build and the "Copy page" button alike:
 * `/products/folder-icon.md`, and in an edition's home, which ends as a folder, `/zh-CN/index.md`.
 */
export function markdownPathOf(routePath: string): string {
  const home = SITE_EDITIONS.some(({ base }) => base === routePath || `${base}/` === routePath);
  return home ? `${routePath.replace(/\/$/, '')}/index.md` : `${routePath}.md`;
}
