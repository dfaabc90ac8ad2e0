/// <reference lib="webworker" />
import { buildRecords } from './build-records';
import type { SearchRequest, SearchResponse } from './messages';
import { createIndex, search, type SearchIndex } from './search';

const scope = self as unknown as DedicatedWorkerGlobalScope;
let index: SearchIndex = createIndex([]);

function answer(request: SearchRequest): SearchResponse {
  const started = performance.now();
  switch (request?.action) {
    case 'generate-metadata':
      index = createIndex(buildRecords(request.args));
      return {
        action: 'generate-metadata',
        pages: index.records.length,
        took: performance.now() - started,
      };
    case 'get-search-result': {
      const keywords = typeof request.args?.keywords === 'string' ? request.args.keywords : '';
      const result = search(index, keywords);
      return { action: 'get-search-result', keywords, result, took: performance.now() - started };
    }
    default:
      return {
        action: 'error',
        message: `Unknown search request: ${String((request as { action?: unknown })?.action)}`,
      };
  }
}

scope.onmessage = (event: MessageEvent<SearchRequest>) => {
  try {
    scope.postMessage(answer(event.data));
  } catch (error) {
    scope.postMessage({ action: 'error', message: String(error) } satisfies SearchResponse);
  }
};
