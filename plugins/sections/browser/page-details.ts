import type { useRouteMeta } from 'dumi';
import { lazyRegistry } from '../../navigation/browser/lazy-registry';

type RouteMeta = ReturnType<typeof useRouteMeta>;
export type Frontmatter = RouteMeta['frontmatter'];
export type PageDetails = Pick<RouteMeta, 'frontmatter' | 'toc'>;

/**
 * In the browser build, dumi's route data in the entry script keeps only the frontmatter that
 * other pages read (title, order, nav, group...: plugins/internals/pages/page-details-loader.cjs), and no table of
 * contents. The rest of a page's frontmatter (description, keywords, hero texts, feature cards,
 * date) and its TOC come with the page's own chunk, which each page's metadata module registers
 * here by its filename. This module is in the entry script with them, so it imports nothing that
 * is not there already (the hooks are in usePageDetails.ts).
 */
const details = lazyRegistry<PageDetails, { pageDetails: PageDetails }>({
  pick: ({ pageDetails }) => pageDetails,
  // the page's own chunk failed: the part waiting for it stays as it is (the prerendered markup,
  // or the previous page) while the page reloads or says it could not be loaded
  failed: 'wait',
});

export const registerPageDetails = details.register;
export const pageDetailsLoaded = details.set;

/**
 * A page's (or a content tab's) whole frontmatter and TOC, given dumi's route data of it. Where
 * nothing was registered (the prerender, `dumi dev`, a page without a Markdown file) that data
 * holds all of it already. Suspends while the page's chunk loads.
 */
export function detailsOf(meta: {
  frontmatter: { filename?: string };
  toc: PageDetails['toc'];
}): PageDetails {
  const { filename } = meta.frontmatter;
  if (!filename || !details.registered(filename)) return meta as PageDetails;
  // suspends: on the first render the prerendered markup stays until the chunk is there; on a
  // navigation (a transition, plugins/navigation/browser/progress.tsx) the previous page stays
  const loaded = details.get(filename);
  if (!loaded) throw details.load(filename);
  return loaded;
}
