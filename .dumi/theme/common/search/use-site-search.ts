import { useIntl, useNavData } from 'dumi';
import { useCallback, useEffect, useRef, useState } from 'react';
import { SEARCH_DELAY_MS } from '../../../../plugins/search/browser/messages';
import type { SearchClient, SearchQuery } from '../../../../plugins/search/browser/start-worker';
import type { SearchAnswer } from '../../../../plugins/search/browser/engine';
import { editionOf } from '../../../../plugins/shared/editions';

/**
 * idle: nothing to search; waiting: within the 200 ms after a keystroke; searching: the query went
 * to the worker; done: its answer is shown; failed: the search code or index could not load.
 */
export type SearchStatus = 'idle' | 'waiting' | 'searching' | 'done' | 'failed';

/** The name of the highlight that marks a chosen hint's words in its page (common/search/marks.ts). */
export const SEARCH_MATCH = 'tl-search-match';

// One search worker per edition and page session, started when the visitor first focuses the
// search box: it fetches that edition's prebuilt index. What starts it loads with that first
// focus, not with the page.
const searchClients = new Map<string, Promise<SearchClient>>();

export function useSiteSearch() {
  const nav = useNavData();
  const edition = editionOf(useIntl().locale).id;
  const [keywords, setKeywordsState] = useState('');
  const [status, setStatus] = useState<SearchStatus>('idle');
  const [answer, setAnswer] = useState<SearchAnswer>({ result: [], more: false });
  const timer = useRef<number>();
  // the latest query asked, and the one whose answer is shown; other answers are dropped
  const latest = useRef<SearchQuery | null>(null);
  const shown = useRef<SearchQuery | null>(null);

  const load = useCallback(() => {
    let client = searchClients.get(edition);
    if (!client) {
      client = import(
        /* webpackChunkName: "search" */ '../../../../plugins/search/browser/start-worker'
      ).then(({ startSearchClient }) => startSearchClient(nav, edition));
      searchClients.set(edition, client);
      // a failed load may be retried on the next focus
      client.catch(() => searchClients.delete(edition));
    }
    return client;
  }, [nav, edition]);

  const ask = useCallback(
    (query: SearchQuery) => {
      latest.current = query;
      const settle = (found?: typeof answer) => {
        if (latest.current !== query) return;
        latest.current = null;
        if (found) {
          shown.current = query;
          setAnswer(found);
        }
        setStatus(found ? 'done' : 'failed');
      };
      load()
        .then((client) => client.ask(query))
        .then(settle, () => settle());
    },
    [load],
  );

  const setKeywords = useCallback(
    (value: string) => {
      setKeywordsState(value);
      window.clearTimeout(timer.current);
      latest.current = null;
      const trimmed = value.trim();
      if (!trimmed) {
        shown.current = null;
        setAnswer({ result: [], more: false });
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
    if (!current || latest.current) return;
    ask({ keywords: current.keywords, batches: current.batches + 1 });
  }, [ask]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const { result, more } = answer;
  return { keywords, setKeywords, status, result, more, loadMore, load };
}
