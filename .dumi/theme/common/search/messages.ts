import type { SearchMetadata, SearchResultGroup } from './types';

/** What the page sends to the search worker (spec, section 7). */
export type SearchRequest =
  | { action: 'generate-metadata'; args: SearchMetadata }
  | { action: 'get-search-result'; args: { keywords: string } };

/** What the worker answers; `took` is the worker's own time in milliseconds. */
export type SearchResponse =
  | { action: 'generate-metadata'; pages: number; took: number }
  | { action: 'get-search-result'; keywords: string; result: SearchResultGroup[]; took: number }
  | { action: 'error'; message: string };

/** The delay after the last keystroke before get-search-result is sent (spec, section 9). */
export const SEARCH_DELAY_MS = 200;
