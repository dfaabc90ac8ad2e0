import { getRouteMetaById, useAppData, useIntl, useNavData } from 'dumi';
import { useCallback, useEffect, useRef, useState } from 'react';
import { editionOf, editionOfPath } from '../editions';
import { SEARCH_DELAY_MS, type SearchRequest, type SearchResponse } from './messages';
import { toSearchMetadata } from './metadata';
import { demosOfRoutes } from './route-demos';
import type { SearchResultGroup } from './types';

/**
 * idle: nothing to search; waiting: within the 200 ms after a keystroke; searching: the query went
 * to the worker; done: its answer is shown; failed: the search data or worker could not load.
 */
export type SearchStatus = 'idle' | 'waiting' | 'searching' | 'done' | 'failed';

type Routes = Parameters<typeof toSearchMetadata>[0];
type Nav = Parameters<typeof toSearchMetadata>[3];

// One worker per edition and page session, created when the visitor first focuses the search box;
// it knows the pages of that edition only.
const searchWorkers = new Map<string, Promise<Worker>>();

async function startSearchWorker(allRoutes: Routes, nav: Nav, locale: string): Promise<Worker> {
  const edition = editionOf(locale);
  const routes = Object.fromEntries(
    Object.entries(allRoutes).filter(
      ([, route]) => editionOfPath(`/${route.path ?? ''}`).id === edition.id,
    ),
  );
  // the texts and demos of this edition's pages only
  const ids = Object.keys(routes);
  const [metas, demos] = await Promise.all([
    Promise.all(ids.map((id) => getRouteMetaById(id))),
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

export function useSiteSearch() {
  const { routes } = useAppData();
  const nav = useNavData();
  const { locale } = useIntl();
  const [keywords, setKeywordsState] = useState('');
  const [status, setStatus] = useState<SearchStatus>('idle');
  const [result, setResult] = useState<SearchResultGroup[]>([]);
  const timer = useRef<number>();
  const pending = useRef('');

  const onMessage = useCallback((event: MessageEvent<SearchResponse>) => {
    const response = event.data;
    // answers to superseded queries are dropped
    if (response.action !== 'get-search-result' || response.keywords !== pending.current) return;
    setResult(response.result);
    setStatus('done');
  }, []);

  const load = useCallback(() => {
    let searchWorker = searchWorkers.get(locale);
    if (!searchWorker) {
      searchWorker = startSearchWorker(routes as Routes, nav as Nav, locale);
      searchWorkers.set(locale, searchWorker);
      // a failed load may be retried on the next focus
      searchWorker.catch(() => searchWorkers.delete(locale));
    }
    return searchWorker.then((worker) => {
      worker.removeEventListener('message', onMessage);
      worker.addEventListener('message', onMessage);
      return worker;
    });
  }, [routes, nav, locale, onMessage]);

  const setKeywords = useCallback(
    (value: string) => {
      setKeywordsState(value);
      window.clearTimeout(timer.current);
      pending.current = '';
      const trimmed = value.trim();
      if (!trimmed) {
        pending.current = '';
        setResult([]);
        setStatus('idle');
        return;
      }
      setStatus('waiting');
      timer.current = window.setTimeout(() => {
        pending.current = trimmed;
        setStatus('searching');
        load().then(
          (worker) => {
            const request: SearchRequest = {
              action: 'get-search-result',
              args: { keywords: trimmed },
            };
            worker.postMessage(request);
          },
          () => setStatus('failed'),
        );
      }, SEARCH_DELAY_MS);
    },
    [load],
  );

  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
      searchWorkers.get(locale)?.then(
        (worker) => worker.removeEventListener('message', onMessage),
        () => {},
      );
    },
    [locale, onMessage],
  );

  return { keywords, setKeywords, status, result, load };
}
