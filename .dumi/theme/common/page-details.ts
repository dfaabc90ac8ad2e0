import type { useRouteMeta } from 'dumi';
import { reportChunkFailure } from './chunk-failure';

type RouteMeta = ReturnType<typeof useRouteMeta>;
export type Frontmatter = RouteMeta['frontmatter'];
export type PageDetails = Pick<RouteMeta, 'frontmatter' | 'toc'>;
type LoadDetails = () => Promise<{ pageDetails: PageDetails }>;

/**
 * In the browser build, dumi's route data in the entry script keeps only the frontmatter that
 * other pages read (title, order, nav, group...: plugins/internals/pages/page-details-loader.cjs), and no table of
 * contents. The rest of a page's frontmatter (description, keywords, hero texts, feature cards,
 * date) and its TOC come with the page's own chunk, which each page's metadata module registers
 * here by its filename. This module is in the entry script with them, so it imports nothing that
 * is not there already (the hooks are in usePageDetails.ts).
 */
const loaders = new Map<string, LoadDetails>();
const loaded = new Map<string, PageDetails>();
const loading = new Map<string, Promise<void>>();

export function registerPageDetails(filename: string, load: LoadDetails) {
  loaders.set(filename, load);
}

export function pageDetailsLoaded(filename: string, details: PageDetails) {
  loaded.set(filename, details);
}

function load(filename: string, loadDetails: LoadDetails): PageDetails {
  const details = loaded.get(filename);
  if (details) return details;
  let promise = loading.get(filename);
  if (!promise) {
    promise = loadDetails().then(
      ({ pageDetails }) => void loaded.set(filename, pageDetails),
      // the page's own chunk failed: the part waiting for it stays as it is (the prerendered
      // markup, or the previous page) while the page reloads or says it could not be loaded
      (error: unknown) => {
        reportChunkFailure(error);
        return new Promise<void>(() => {});
      },
    );
    loading.set(filename, promise);
  }
  // suspends: on the first render the prerendered markup stays until the chunk is there; on a
  // navigation (a transition, plugins/navigation/browser/progress.tsx) the previous page stays
  throw promise;
}

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
  const loadDetails = filename ? loaders.get(filename) : undefined;
  return filename && loadDetails ? load(filename, loadDetails) : (meta as PageDetails);
}
