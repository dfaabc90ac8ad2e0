/// <reference lib="webworker" />
import { SearchEngine } from './engine';
import type { SearchRequest, SearchResponse } from './messages';

const scope = self as unknown as DedicatedWorkerGlobalScope;
let engine: SearchEngine | undefined;
/** how many queries came: a query still being answered when another comes is no longer wanted */
let queries = 0;

const failure = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function answer(request: SearchRequest): Promise<SearchResponse> {
  const started = performance.now();
  const took = () => performance.now() - started;
  switch (request?.action) {
    case 'generate-metadata': {
      const { index, nav } = request.args ?? {};
      if (typeof index !== 'string' || !Array.isArray(nav)) {
        return { action: 'error', message: 'generate-metadata needs { index, nav }' };
      }
      // the index's files lie beside its manifest
      const manifestUrl = new URL(index, scope.location.href);
      engine = new SearchEngine(async (name) => {
        const url = new URL(name, manifestUrl).href;
        const response = await fetch(url);
        if (!response.ok) throw new Error(`search: ${url} answered ${response.status}`);
        return response.json();
      }, nav);
      // the manifest is fetched now, so that it is there when the first query comes
      const { pages } = await engine.load();
      return { action: 'generate-metadata', pages: pages.length, took: took() };
    }
    case 'get-search-result': {
      const args = request.args ?? {};
      const keywords = typeof args.keywords === 'string' ? args.keywords : '';
      const batches = Number.isInteger(args.batches) && args.batches! > 0 ? args.batches! : 1;
      const query = ++queries;
      try {
        const found = engine
          ? await engine.search(keywords, batches, () => query === queries)
          : { result: [], more: false };
        return { action: 'get-search-result', keywords, batches, ...found, took: took() };
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
  const reply = (response: SearchResponse) => scope.postMessage(response);
  answer(event.data).then(reply, (error) => reply({ action: 'error', message: failure(error) }));
};
