import type { useRouteMeta } from 'dumi';
import { lazyRegistry } from '../../navigation/browser/lazy-registry';

type RouteMeta = ReturnType<typeof useRouteMeta>;
export type Frontmatter = RouteMeta['frontmatter'];
export type PageDetails = Pick<RouteMeta, 'frontmatter' | 'toc'>;

// The browser build's route data keeps only the frontmatter other pages read, and no TOC
// (plugins/internals/pages/page-details-loader.cjs): the rest comes with the page's own chunk,
// which registers it here by file name. In the entry script, so it imports nothing new.
const details = lazyRegistry<PageDetails, { pageDetails: PageDetails }>({
  pick: ({ pageDetails }) => pageDetails,
  // the page's chunk failed: what waits for it stays as it is while the page reloads or says so
  failed: 'wait',
});

export const registerPageDetails = details.register;
export const pageDetailsLoaded = details.set;

/**
 * A page's (or a content tab's) whole frontmatter and TOC, given dumi's route data of it, which
 * has them all where nothing was registered (the prerender). Suspends while the page's chunk
 * loads: the prerendered markup, or on a navigation the previous page, stays until then.
 */
export function detailsOf(meta: { frontmatter: { filename?: string }; toc: PageDetails['toc'] }) {
  const { filename } = meta.frontmatter;
  if (!filename || !details.registered(filename)) return meta as PageDetails;
  const loaded = details.get(filename);
  if (!loaded) throw details.load(filename);
  return loaded;
}
