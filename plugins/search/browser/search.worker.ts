/// <reference lib="webworker" />
import { SearchEngine } from './engine';
import { fetchedIndex } from './fetched-index';
import type { SearchRequest, SearchResponse } from './messages';

const scope = self as unknown as DedicatedWorkerGlobalScope;
let engine: SearchEngine | undefined;

const reply = (response: SearchResponse) => scope.postMessage(response);
const failure = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function answer(request: SearchRequest): Promise<SearchResponse> {
  const started = performance.now();
  switch (request?.action) {
    case 'generate-metadata': {
      const { index, nav } = request.args ?? {};
      if (typeof index !== 'string' || !Array.isArray(nav)) {
        return { action: 'error', message: 'generate-metadata needs { index, nav }' };
      }
      // the manifest is fetched now, so that it is there when the first query comes
      engine = new SearchEngine(fetchedIndex(new URL(index, scope.location.href).href), nav);
      const manifest = await engine.load();
      return {
        action: 'generate-metadata',
        pages: manifest.pages.length,
        took: performance.now() - started,
      };
    }
    case 'get-search-result': {
      const args = request.args ?? {};
      const keywords = typeof args.keywords === 'string' ? args.keywords : '';
      const batches = Number.isInteger(args.batches) && args.batches! > 0 ? args.batches! : 1;
      try {
        const found = engine ? await engine.search(keywords, batches) : { result: [], more: false };
        return {
          action: 'get-search-result',
          keywords,
          batches,
          ...found,
          took: performance.now() - started,
        };
      } catch (error) {
        return { action: 'error', message: failure(error), keywords, batches };
      }
    }
    default:
      return {
        action: 'error',
        message: `Unknown search request: ${String((request as { action?: unknown })?.action)}`,
      };
  }
}

scope.onmessage = (event: MessageEvent<SearchRequest>) => {
  answer(event.data).then(reply, (error) => reply({ action: 'error', message: failure(error) }));
};
