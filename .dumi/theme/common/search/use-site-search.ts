import { useIntl, useNavData } from 'dumi';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  SEARCH_DELAY_MS,
  type SearchRequest,
  type SearchResponse,
} from '../../../../plugins/search/browser/messages';
import type { SearchResultGroup } from '../../../../plugins/search/browser/types';
import { editionOf } from '../editions';

/**
 * idle: nothing to search; waiting: within the 200 ms after a keystroke; searching: the query went
 * to the worker; done: its answer is shown; failed: the search code or index could not load.
 */
export type SearchStatus = 'idle' | 'waiting' | 'searching' | 'done' | 'failed';

type Nav = Parameters<
  typeof import('../../../../plugins/search/browser/start-worker').startSearchWorker
>[0];

// One worker per edition and page session, created when the visitor first focuses the search box:
// it fetches that edition's prebuilt index. The worker and what starts it load with that first
// focus, not with the page.
const searchWorkers = new Map<string, Promise<Worker>>();

interface Query {
  keywords: string;
  batches: number;
}

export function useSiteSearch() {
  const nav = useNavData();
  const { locale } = useIntl();
  const edition = editionOf(locale).id;
  const [keywords, setKeywordsState] = useState('');
  const [status, setStatus] = useState<SearchStatus>('idle');
  const [result, setResult] = useState<SearchResultGroup[]>([]);
  const [more, setMore] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const timer = useRef<number>();
  // the query whose answer is awaited; answers to any other are dropped
  const pending = useRef<Query | null>(null);
  const shown = useRef<Query | null>(null);

  const onMessage = useCallback((event: MessageEvent<SearchResponse>) => {
    const response = event.data;
    const awaited = pending.current;
    if (response.action === 'generate-metadata' || !awaited) return;
    if (response.keywords !== awaited.keywords || response.batches !== awaited.batches) return;
    pending.current = null;
    setLoadingMore(false);
    if (response.action === 'error') {
      setStatus('failed');
      return;
    }
    shown.current = awaited;
    setResult(response.result);
    setMore(response.more);
    setStatus('done');
  }, []);

  const load = useCallback(() => {
    let searchWorker = searchWorkers.get(edition);
    if (!searchWorker) {
      searchWorker = import(
        /* webpackChunkName: "search" */ '../../../../plugins/search/browser/start-worker'
      ).then(({ startSearchWorker }) => startSearchWorker(nav as Nav, edition));
      searchWorkers.set(edition, searchWorker);
      // a failed load may be retried on the next focus
      searchWorker.catch(() => searchWorkers.delete(edition));
    }
    return searchWorker.then((worker) => {
      worker.removeEventListener('message', onMessage);
      worker.addEventListener('message', onMessage);
      return worker;
    });
  }, [nav, edition, onMessage]);

  const ask = useCallback(
    (query: Query) => {
      pending.current = query;
      load().then(
        (worker) => {
          const request: SearchRequest = { action: 'get-search-result', args: query };
          worker.postMessage(request);
        },
        () => {
          if (pending.current !== query) return;
          pending.current = null;
          setLoadingMore(false);
          setStatus('failed');
        },
      );
    },
    [load],
  );

  const setKeywords = useCallback(
    (value: string) => {
      setKeywordsState(value);
      window.clearTimeout(timer.current);
      pending.current = null;
      setLoadingMore(false);
      const trimmed = value.trim();
      if (!trimmed) {
        shown.current = null;
        setResult([]);
        setMore(false);
        setStatus('idle');
        return;
      }
      setStatus('waiting');
      timer.current = window.setTimeout(() => {
        setStatus('searching');
        ask({ keywords: trimmed, batches: 1 });
      }, SEARCH_DELAY_MS);
    },
    [ask],
  );

  /** "More results": the same query with one more batch; what is shown stays until it comes. */
  const loadMore = useCallback(() => {
    const current = shown.current;
    if (!current || pending.current) return;
    setLoadingMore(true);
    ask({ keywords: current.keywords, batches: current.batches + 1 });
  }, [ask]);

  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
      searchWorkers.get(edition)?.then(
        (worker) => worker.removeEventListener('message', onMessage),
        () => {},
      );
    },
    [edition, onMessage],
  );

  return { keywords, setKeywords, status, result, more, loadingMore, loadMore, load };
}
