import path from 'path';
import type { IApi } from 'dumi';
import { SITE_EDITIONS } from '../../site.config';
import { writeOutputFile } from '../build-speed/kept-output';
import { publishedRoutes } from '../shared/routes';
import { loadPageReader } from '../shared/page-reader';
import { MANIFEST_FILE, SEARCH_FOLDER } from './browser/index-format';
import { searchRecord } from './build/records';
import { buildSearchFiles } from './build/search-files';

/**
 * Search over a prebuilt index (browser/index-format.ts): each edition's index is made from what
 * the page reader read of its pages, written to `search/<edition>/` by a build and served from
 * memory by `dumi dev`. The search worker (browser/search.worker.ts) fetches only the parts a
 * query needs.
 */
export default (api: IApi) => {
  api.describe({ key: 'siteSearch' });

  /** The content of every search file by its path in the search folder, `<edition>/<name>`. */
  async function searchFiles(): Promise<Map<string, string>> {
    await loadPageReader();
    const routes = publishedRoutes(api);
    return new Map(
      SITE_EDITIONS.flatMap(({ id }) => {
        const records = routes.flatMap(({ routePath, file, edition }) =>
          edition.id === id ? [searchRecord(routePath, file, api.cwd)] : [],
        );
        return [...buildSearchFiles(records)].map(([name, content]) => [`${id}/${name}`, content]);
      }),
    );
  }

  api.onBuildComplete(async ({ err }: { err?: unknown }) => {
    if (err) return;
    for (const [file, content] of await searchFiles()) {
      writeOutputFile(path.join(api.paths.absOutputPath, SEARCH_FOLDER, file), content);
    }
  });

  // dumi dev: the same files from memory, made again when a manifest is asked for
  let latest: Map<string, string> | undefined;
  api.addBeforeMiddlewares(() => [
    async (request, response, next) => {
      const prefix = `${api.config.publicPath ?? '/'}${SEARCH_FOLDER}/`;
      if (request.method !== 'GET' || !request.path.startsWith(prefix)) return next();
      const file = request.path.slice(prefix.length);
      try {
        if (file.endsWith(`/${MANIFEST_FILE}`) || !latest) latest = await searchFiles();
      } catch (error) {
        return next(error);
      }
      const content = latest.get(file);
      if (content === undefined) return next();
      response.set('Cache-Control', 'no-cache').type('json').send(content);
    },
  ]);
};
