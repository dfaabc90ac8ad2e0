import { filesMeta } from '@@/dumi/meta';

interface DemoLike {
  routeId?: string;
  asset?: { id: string; title?: string; description?: string; keywords?: string[] };
}
interface PageMeta {
  demoIndex?: { getter(): Promise<{ demos: Record<string, DemoLike> }> };
}

/**
 * The demos of the given pages, each marked with the page it is on. dumi's `getFullDemos` merges
 * the demos of all pages by id, so a demo shown on an English page and on its Chinese twin would
 * come back once, with one of the two titles: each edition's search needs its own.
 */
export async function demosOfRoutes(routeIds: string[]): Promise<Record<string, DemoLike>> {
  const pages = filesMeta as unknown as Record<string, PageMeta | undefined>;
  if (!pages || typeof pages !== 'object') {
    throw new Error("search: dumi's route metadata no longer exports filesMeta");
  }
  const found: Record<string, DemoLike> = {};
  await Promise.all(
    routeIds.map(async (routeId) => {
      const index = pages[routeId]?.demoIndex;
      if (!index) return;
      const { demos } = await index.getter();
      for (const [id, demo] of Object.entries(demos)) found[id] = { ...demo, routeId };
    }),
  );
  return found;
}
