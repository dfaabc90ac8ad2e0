import type { IApi } from 'dumi';
import fs from 'fs';
import type { IncomingMessage, ServerResponse } from 'http';
import path from 'path';
import type { PluggableList } from 'unified';
import { SITE_EDITIONS } from '../../site.config';
import { editionOfPath } from '../../.dumi/theme/common/editions';
import { writeOutputFile } from '../build-speed/kept-output';
import { buildCacheDir, buildCachesOff, pruneUnused } from '../build-speed/build-cache';
import { SEARCH_FOLDER } from './browser/index-format';
import { documentationPages, SiteSearchIndex } from './build/site-index';
import type { SearchFile } from './build/search-files';

const EDITION_IDS = SITE_EDITIONS.map(({ id }) => id);

/** The site's extraRemarkPlugins, loaded as dumi loads them. */
async function remarkPluginsOf(api: IApi): Promise<PluggableList> {
  const configured = (api.config.extraRemarkPlugins ?? []) as (string | [string, unknown])[];
  return Promise.all(
    configured.map(async (entry) => {
      const [plugin, options] = Array.isArray(entry) ? entry : [entry];
      const loaded = typeof plugin === 'function' ? plugin : await import(plugin);
      return [loaded.default ?? loaded, options] as PluggableList[number];
    }),
  );
}

/**
 * Search over a prebuilt index (browser/index-format.ts): the build reads every page's Markdown once
 * (texts as dumi's compiler gives them, build/page-texts.ts), writes each edition's index to
 * `search/<edition>/` in the output, and `dumi dev` serves the same files, rebuilt as pages change.
 * The search worker (browser/search.worker.ts) fetches only the parts a query needs.
 */
export default (api: IApi) => {
  api.describe({ key: 'siteSearch' });

  let index: Promise<SiteSearchIndex> | undefined;
  const indexer = () =>
    (index ??= remarkPluginsOf(api).then(
      (remarkPlugins) =>
        new SiteSearchIndex({
          cwd: api.cwd,
          editionIds: (api.config.locales ?? []).map(({ id }: { id: string }) => id),
          remarkPlugins,
          remarkPluginsKey: JSON.stringify(api.config.extraRemarkPlugins ?? []),
          editionOf: (link) => editionOfPath(link).id,
          // kept between production builds, like webpack's cache (and off with it)
          cacheDir:
            api.env === 'production' && !buildCachesOff()
              ? path.join(buildCacheDir(api), 'search-pages')
              : undefined,
        }),
    ));
  const searchFiles = async () =>
    (await indexer()).files(documentationPages(api.appData.routes), EDITION_IDS);

  // production: read the pages while webpack compiles, write the files once it is done
  let building: Promise<Map<string, SearchFile[]>> | undefined;
  api.onBeforeCompiler(() => {
    if (api.env !== 'production') return;
    building = searchFiles();
    building.catch(() => {}); // reported when awaited
  });
  api.onBuildComplete(async ({ err }: { err?: unknown }) => {
    if (err) return;
    const editions = await (building ?? searchFiles());
    const root = path.join(api.paths.absOutputPath, SEARCH_FOLDER);
    // a shard the index no longer has is removed with the build's other stale files (build-speed)
    for (const [edition, files] of editions) {
      for (const file of files) writeOutputFile(path.join(root, edition, file.name), file.content);
    }
    pruneUnused(path.join(buildCacheDir(api), 'search-pages'));
    const { read, compiled, kept, readMs } = (await indexer()).stats;
    api.logger.info(
      `search: ${read + compiled + kept} pages and tabs (${read} read in ${Math.round(readMs)} ms, ` +
        `${compiled} as compiled, ${kept} kept from an earlier read), index written to ${SEARCH_FOLDER}/`,
    );
  });

  // dumi dev: the same files from memory, rebuilt when a manifest is asked for
  let latest: Map<string, SearchFile[]> | undefined;
  api.addBeforeMiddlewares(() => [
    async (request: IncomingMessage, response: ServerResponse, next: () => void) => {
      const prefix = `${api.config.publicPath ?? '/'}${SEARCH_FOLDER}/`;
      const url = new URL(request.url ?? '/', 'http://localhost');
      if (request.method !== 'GET' || !url.pathname.startsWith(prefix)) return next();
      const [edition, name] = url.pathname.slice(prefix.length).split('/');
      try {
        if (name === 'index.json' || !latest) latest = await searchFiles();
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
