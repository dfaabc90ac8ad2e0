import { filesMeta } from '@@/dumi/meta';
import { getRouteMetaById } from 'dumi';
import { editionOf, editionOfPath } from '../editions';
import type { SearchRequest } from './messages';
import { toSearchMetadata } from './metadata';
import { demosOfRoutes } from './route-demos';

type Routes = Parameters<typeof toSearchMetadata>[0];
type Nav = Parameters<typeof toSearchMetadata>[3];
type Toc = NonNullable<Parameters<typeof toSearchMetadata>[1][string]>['toc'];

interface FileMeta {
  tabs?: string[];
  textGetter?: () => Promise<{ toc?: Toc }>;
}

/** The TOC that a page's texts module carries in the browser build (page-details-loader.cjs). */
async function tocOf(fileId: string | undefined, fallback: Toc): Promise<Toc> {
  const files = filesMeta as unknown as Record<string, FileMeta | undefined>;
  const texts = fileId ? await files[fileId]?.textGetter?.() : undefined;
  return texts?.toc ?? fallback;
}

/**
 * A page's route meta with its texts, and the TOC of the page and of each of its tabs: the route
 * data in the entry script holds no TOC, but each page's texts module does.
 */
async function searchMetaOf(id: string) {
  const meta = await getRouteMetaById(id);
  if (!meta) return meta;
  const tabIds = (filesMeta as unknown as Record<string, FileMeta | undefined>)[id]?.tabs ?? [];
  const tabs =
    meta.tabs &&
    (await Promise.all(
      meta.tabs.map(async (tab, index) => ({
        ...tab,
        meta: { ...tab.meta, toc: await tocOf(tabIds[index], tab.meta.toc) },
      })),
    ));
  return { ...meta, toc: await tocOf(id, meta.toc), tabs };
}

/** The search worker of one edition, given the texts and demos of that edition's pages. */
export async function startSearchWorker(
  allRoutes: Routes,
  nav: Nav,
  locale: string,
): Promise<Worker> {
  const edition = editionOf(locale);
  const routes = Object.fromEntries(
    Object.entries(allRoutes).filter(
      ([, route]) => editionOfPath(`/${route.path ?? ''}`).id === edition.id,
    ),
  );
  // the texts and demos of this edition's pages only
  const ids = Object.keys(routes);
  const [metas, demos] = await Promise.all([
    Promise.all(ids.map(searchMetaOf)),
    demosOfRoutes(ids),
  ]);
  const routesMeta = Object.fromEntries(ids.map((id, index) => [id, metas[index]]));
  const worker = new Worker(
    /* webpackChunkName: "search-worker" */ new URL('./search.worker.ts', import.meta.url),
  );
  const request: SearchRequest = {
    action: 'generate-metadata',
    args: toSearchMetadata(routes, routesMeta, demos, nav),
  };
  worker.postMessage(request);
  return worker;
}
