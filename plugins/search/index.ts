import fs from 'fs';
import type { IncomingMessage, ServerResponse } from 'http';
import path from 'path';
import type { IApi } from 'dumi';
import { SITE_EDITIONS } from '../../site.config';
import { documentationRoutes } from '../shared/routes';
import { loadPageReader, readPage, tabFilesOf } from '../shared/page-reader';
import { MANIFEST_FILE, SEARCH_FOLDER } from './browser/index-format';
import { searchRecord } from './build/records';
import { buildSearchFiles, type SearchFile } from './build/search-files';
import type { IndexedPage } from './browser/types';

/**
 * Search over a prebuilt index (browser/index-format.ts): each edition's index is made from what
 * the page reader read of its pages, written to `search/<edition>/` by a build and served from
 * memory by `dumi dev`. The search worker (browser/search.worker.ts) fetches only the parts a
 * query needs.
 */
export default (api: IApi) => {
  api.describe({ key: 'siteSearch' });

  async function searchFiles(): Promise<Map<string, SearchFile[]>> {
    await loadPageReader();
    const records = new Map<string, IndexedPage[]>(SITE_EDITIONS.map(({ id }) => [id, []]));
    for (const { routePath, file, edition } of documentationRoutes(api)) {
      const page = readPage(file, api.cwd);
      if (page.frontmatter.debug) continue;
      const tabs = tabFilesOf(file).map((tab) => ({ ...tab, page: readPage(tab.file, api.cwd) }));
      records.get(edition.id)?.push(searchRecord(routePath, page, tabs));
    }
    return new Map([...records].map(([id, pages]) => [id, buildSearchFiles(pages)]));
  }

  api.onBuildComplete(async ({ err }: { err?: unknown }) => {
    if (err) return;
    for (const [edition, files] of await searchFiles()) {
      const folder = path.join(api.paths.absOutputPath, SEARCH_FOLDER, edition);
      fs.mkdirSync(folder, { recursive: true });
      for (const file of files) fs.writeFileSync(path.join(folder, file.name), file.content);
    }
  });

  // dumi dev: the same files from memory, made again when a manifest is asked for
  let latest: Map<string, SearchFile[]> | undefined;
  api.addBeforeMiddlewares(() => [
    async (request: IncomingMessage, response: ServerResponse, next: () => void) => {
      const prefix = `${api.config.publicPath ?? '/'}${SEARCH_FOLDER}/`;
      const { pathname } = new URL(request.url ?? '/', 'http://localhost');
      if (request.method !== 'GET' || !pathname.startsWith(prefix)) return next();
      const [edition, name] = pathname.slice(prefix.length).split('/');
      try {
        if (name === MANIFEST_FILE || !latest) latest = await searchFiles();
        const file = latest.get(edition)?.find((candidate) => candidate.name === name);
        if (!file) return next();
        response.setHeader('Content-Type', 'application/json; charset=utf-8');
        response.setHeader('Cache-Control', 'no-cache');
        response.end(file.content);
      } catch (error) {
        response.statusCode = 500;
        response.end(String(error));
      }
    },
  ]);
};
