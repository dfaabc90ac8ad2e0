import type { SearchAnswer } from './engine';
import { MANIFEST_FILE, SEARCH_FOLDER } from './index-format';
import type { SearchRequest, SearchResponse } from './messages';
import type { MetadataNavItem } from './types';

declare const __webpack_public_path__: string;

export interface SearchQuery {
  keywords: string;
  /** how many batches of results ("More results" asks for one more) */
  batches: number;
}

export interface SearchClient {
  /** The answer to a query: its result groups, and whether one more batch would show more. */
  ask(query: SearchQuery): Promise<SearchAnswer>;
}

const keyOf = ({ keywords, batches }: { keywords?: string; batches?: number }) =>
  `${batches ?? 1} ${keywords}`;

/**
 * The search worker of one edition, behind a promise per query: the worker fetches the edition's
 * prebuilt index (its manifest at once, the rest as queries need it) and groups results by the
 * nav given here. This loads with the first focus of the search box, not with the page.
 */
export function startSearchClient(nav: MetadataNavItem[], editionId: string): SearchClient {
  const worker = new Worker(
    /* webpackChunkName: "search-worker" */ new URL('./search.worker.ts', import.meta.url),
  );
  type Waiter = { resolve: (answer: SearchAnswer) => void; reject: (e: Error) => void };
  const waiting = new Map<string, Waiter>();
  worker.onmessage = ({ data }: MessageEvent<SearchResponse>) => {
    if (data.action === 'generate-metadata' || data.keywords === undefined) return;
    const waiter = waiting.get(keyOf(data));
    waiting.delete(keyOf(data));
    if (data.action === 'error') waiter?.reject(new Error(data.message));
    else waiter?.resolve({ result: data.result, more: data.more });
  };
  const index = `${__webpack_public_path__}${SEARCH_FOLDER}/${editionId}/${MANIFEST_FILE}`;
  worker.postMessage({
    action: 'generate-metadata',
    args: {
      index: new URL(index, location.href).href,
      // only what the worker reads, so that the message can be cloned
      nav: nav.map(({ title, link, activePath }) => ({ title, link, activePath })),
    },
  } satisfies SearchRequest);
  return {
    ask: (query) =>
      new Promise((resolve, reject) => {
        // an answer still awaited for the same query is superseded: it is not shown any more
        waiting.set(keyOf(query), { resolve, reject });
        worker.postMessage({ action: 'get-search-result', args: query } satisfies SearchRequest);
      }),
  };
}
