import { useAppData, useIntl, useNavData } from 'dumi';
import { useCallback, useEffect, useRef, useState } from 'react';
import { SEARCH_DELAY_MS, type SearchRequest, type SearchResponse } from './messages';
import type { startSearchWorker } from './start-worker';
import type { SearchResultGroup } from './types';

/**
 * idle: nothing to search; waiting: within the 200 ms after a keystroke; searching: the query went
 * to the worker; done: its answer is shown; failed: the search data or worker could not load.
 */
export type SearchStatus = 'idle' | 'waiting' | 'searching' | 'done' | 'failed';

type Routes = Parameters<typeof startSearchWorker>[0];
type Nav = Parameters<typeof startSearchWorker>[1];

// One worker per edition and page session, created when the visitor first focuses the search box;
// it knows the pages of that edition only. What builds it (the metadata, the demos, the worker)
// loads with that first focus, not with the page.
const searchWorkers = new Map<string, Promise<Worker>>();

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
      searchWorker = import(/* webpackChunkName: "search" */ './start-worker').then(
        ({ startSearchWorker }) => startSearchWorker(routes as Routes, nav as Nav, locale),
      );
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
