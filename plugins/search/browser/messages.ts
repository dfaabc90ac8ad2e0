import type { SearchAnswer } from './engine';
import type { SearchQuery } from './start-worker';
import type { MetadataNavItem } from './types';

/**
 * What the page sends to the search worker (spec, section 7). generate-metadata carries where the
 * edition's prebuilt index is (its `index.json`, see index-format.ts) and the nav, which groups the
 * results; get-search-result carries the keywords and, after "More results", how many batches of
 * results to give.
 */
export type SearchRequest =
  | { action: 'generate-metadata'; args: { index: string; nav: MetadataNavItem[] } }
  | { action: 'get-search-result'; args: { keywords: string; batches?: number } };

/** What the worker answers; `took` is the worker's own time in milliseconds. */
export type SearchResponse =
  | { action: 'generate-metadata'; pages: number; took: number }
  | ({ action: 'get-search-result'; took: number } & SearchQuery & SearchAnswer)
  /** a request that failed: the index could not be fetched, or the request was malformed */
  | { action: 'error'; message: string; keywords?: string; batches?: number };

/** The delay after the last keystroke before get-search-result is sent (spec, section 9). */
export const SEARCH_DELAY_MS = 200;
