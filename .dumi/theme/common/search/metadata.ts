import type { MetadataDemo, MetadataNavItem, MetadataRoute, SearchMetadata } from './types';

/** The parts of dumi's route, demo and nav data that search uses (shapes as dumi 2.4 gives them). */
interface RouteMetaLike {
  frontmatter: { title?: string; debug?: boolean; hero?: { title?: string } };
  toc: { id: string; depth: number; title: string }[];
  texts: { value: string; paraId: number; tocIndex?: number }[];
  tabs?: { key: string; meta: Pick<RouteMetaLike, 'toc' | 'texts'> }[];
}
interface RouteLike {
  id: string;
  path?: string;
  parentId?: string;
}
interface DemoLike {
  routeId?: string;
  asset?: { id: string; title?: string; description?: string; keywords?: string[] };
}
interface NavItemLike {
  title: string;
  link?: string;
  activePath?: string;
}

const pickToc = (toc: RouteMetaLike['toc'] = []) =>
  toc.map(({ id, depth, title }) => ({ id, depth, title }));
const pickTexts = (texts: RouteMetaLike['texts'] = []) =>
  texts.map(({ value, paraId, tocIndex }) => ({ value, paraId, tocIndex }));

/**
 * Plain, cloneable metadata for the worker: only the documentation pages (children of the doc
 * layout), and only the fields search reads (dumi's data also holds components, which a worker
 * message cannot carry).
 */
export function toSearchMetadata(
  routes: Record<string, RouteLike>,
  routesMeta: Record<string, RouteMetaLike | undefined>,
  demos: Record<string, DemoLike>,
  nav: NavItemLike[],
): SearchMetadata {
  const pages: Record<string, MetadataRoute> = {};
  for (const route of Object.values(routes)) {
    const meta = routesMeta[route.id];
    if (route.parentId !== 'DocLayout' || route.path === undefined || !meta) continue;
    const { title, debug, hero } = meta.frontmatter;
    pages[route.id] = {
      path: route.path,
      meta: {
        frontmatter: { title, debug, hero: hero && { title: hero.title } },
        toc: pickToc(meta.toc),
        texts: pickTexts(meta.texts),
        tabs: meta.tabs?.map((tab) => ({
          key: tab.key,
          meta: { toc: pickToc(tab.meta.toc), texts: pickTexts(tab.meta.texts) },
        })),
      },
    };
  }
  const demoData: Record<string, MetadataDemo> = {};
  for (const [id, demo] of Object.entries(demos)) {
    if (!demo.routeId || !pages[demo.routeId] || !demo.asset) continue;
    const { title, description, keywords } = demo.asset;
    demoData[id] = {
      routeId: demo.routeId,
      asset: { id: demo.asset.id, title, description, keywords },
    };
  }
  const navData: MetadataNavItem[] = nav.map(({ title, link, activePath }) => ({
    title,
    link,
    activePath,
  }));
  return { routes: pages, demos: demoData, nav: navData };
}
